import './lists.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSize } from '@rian/domain/pagination';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { CardGrid } from './CardGrid.tsx';
import { ListControls } from './ListControls.tsx';

interface Props<T> {
  items: T[] | undefined;
  total: number;
  page: number;
  pageSize: PageSize;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  onRetry: () => void;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

/** The result area of a list page: loading, error, empty, or cards with paging. */
export function ListResults<T>(p: Props<T>) {
  const { t } = useTranslation();
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
