import './lists.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageSize } from '@rian/domain/pagination';
import type { ListParams } from '../hooks/use-list-params.ts';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { CardGrid } from './CardGrid.tsx';
import { ListControls } from './ListControls.tsx';

export interface ListResultsProps<T> {
  /** The list query of the page (its data is a contract list response). */
  query: Pick<UseQueryResult<{ data: T[]; total: number }>, 'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  params: Pick<ListParams, 'page' | 'pageSize'>;
  update: (next: Partial<ListParams>) => void;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}

/** The result area of a list page: loading, error, empty, or cards with paging. */
export function ListResults<T>({ query, params, update, emptyText, renderItem }: ListResultsProps<T>) {
  const { t } = useTranslation();
  const p = {
    items: query.data?.data,
    total: query.data?.total ?? 0,
    page: params.page,
    pageSize: params.pageSize,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    emptyText,
    renderItem,
    onRetry: () => void query.refetch(),
    onPage: (page: number) => update({ page }),
    onPageSize: (pageSize: PageSize) => update({ pageSize, page: 1 }),
  };
  if (p.isPending) return <CardGrid loading placeholders={Math.min(p.pageSize, 8)} label={t('app.loading')} />;
  if (p.isError || !p.items) return <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={p.onRetry} />;
  if (p.items.length === 0) {
    return (
      <>
        <p className="empty-state" role="status" data-testid="empty-result">
          {p.emptyText}
        </p>
        {p.total > 0 ? (
          <ListControls total={p.total} page={p.page} pageSize={p.pageSize} onPage={p.onPage} onPageSize={p.onPageSize} />
        ) : null}
      </>
    );
  }
  return (
    <div aria-busy={p.isFetching || undefined}>
      <p className="list-total" role="status">
        {t('catalog.total', { count: p.total })}
      </p>
      <CardGrid>{p.items.map(p.renderItem)}</CardGrid>
      <ListControls total={p.total} page={p.page} pageSize={p.pageSize} onPage={p.onPage} onPageSize={p.onPageSize} />
    </div>
  );
}
