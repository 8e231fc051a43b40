// /page/{slug}: a custom page written in the back office (spec §2); a draft or an unknown slug is the
// 404 page.
import './page.css';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customPageQuery } from '../../features/site-pages/api/custom-page.ts';
import { CustomPageView } from '../../features/site-pages/components/CustomPageView.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { localized } from '../../lib/format.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useLang } from '../../lib/use-lang.ts';
import { NotFoundPage } from '../not-found-page.tsx';

export function Component() {
  const { slug = '' } = useParams();
  return <CustomPage key={slug} slug={slug} />;
}

function CustomPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(customPageQuery(slug));
  const page = query.data?.data;
  useDocumentMeta(page ? (page.meta_title ?? localized(page.title, page.title_en, lang)) : null, page?.meta_description);
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={() => void query.refetch()} />;
  }
  if (!page) return <LoadingNotice>{t('app.loading')}</LoadingNotice>;
  return <CustomPageView page={page} />;
}
