import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQuery, courseListQuery } from '../../lib/courses-api.ts';
import { CourseCard } from '../../features/catalog/components/CourseCard.tsx';
import { ListPage } from '../../features/catalog/components/ListPage.tsx';
import { listHref, useListParams } from '../../features/catalog/hooks/use-list-params.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { localized } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';

/** /courses: every course, filtered by ?filter (all, bestseller, a category) and ?keyword. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, update] = useListParams();
  const filter = params.filter || 'all';
  const categories = useQuery(categoriesQuery()).data?.data ?? [];
  const list = useQuery(courseListQuery({ filter, keyword: params.keyword, page: params.page, pageSize: params.pageSize }));

  const title = params.keyword ? t('catalog.searchResults', { keyword: params.keyword }) : t('catalog.coursesTitle');
  usePageMeta(title);

  const chip = (key: string, label: string) => ({
    key,
    label,
    to: listHref('/courses', { filter: key, keyword: params.keyword, pageSize: params.pageSize }),
    active: filter === key,
  });

  return (
    <ListPage
      title={title}
      chipsLabel={t('catalog.filterLabel')}
      chips={[
        chip('all', t('catalog.filterAll')),
        chip('bestseller', t('catalog.filterBestseller')),
        ...categories.map((c) => chip(c.link_path, localized(c.name, c.name_en, lang))),
      ]}
      query={list}
      params={params}
      update={update}
      emptyText={t('catalog.emptyCourses')}
      renderItem={(c) => <CourseCard key={c.id} course={c} />}
    />
  );
}
