import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text.ts';
import { useLang } from '../lib/use-lang.ts';
import { ErrorNotice } from './ErrorNotice.tsx';
import { LoadingNotice } from './LoadingNotice.tsx';

/**
 * One query's three states: `loading` while it loads, its error with a retry once it failed, and
 * `children(data)` once it has its data.
 */
export function QueryView<T>({
  query,
  loading,
  loadingTestId,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  loadingTestId?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (query.isPending) return <LoadingNotice testId={loadingTestId}>{loading}</LoadingNotice>;
  if (query.isError) {
    return (
      <ErrorNotice message={errorText(query.error, lang)} retryLabel={t('app.retry')} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}
