import { usePagination } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageCount, type PageSize } from '@rian/domain/pagination';

interface Props {
  total: number;
  page: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

/** Page buttons and the page-size choice (spec §9: 10/20/30/40, 10 by default). */
export function ListControls({ total, page, pageSize, onPage, onPageSize }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const pages = pageCount(total, pageSize);
  return (
    <div className="list-controls">
      <div className="page-size">
        <label htmlFor={id}>{t('catalog.pageSize')}</label>
        <select
          id={id}
          className="native-select"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.currentTarget.value) as PageSize)}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {t('catalog.pageSizeOption', { count: n })}
            </option>
          ))}
        </select>
      </div>
      {pages > 1 ? <PageButtons pages={pages} page={Math.min(page, pages)} onPage={onPage} /> : null}
    </div>
  );
}

/**
 * The page buttons: previous, the pages around the current one with the first and the last, next
 * (Mantine's range, drawn without its provider: this list is a page the server draws, decision 031).
 */
function PageButtons({ pages, page, onPage }: { pages: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { range } = usePagination({ total: pages, page, siblings: 1, onChange: onPage });
  return (
    <nav aria-label={t('catalog.pagination')}>
      <ul className="pager">
        <li>
          <button
            type="button"
            className="pager__item"
            aria-label={t('catalog.prevPage')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <span aria-hidden>‹</span>
          </button>
        </li>
        {range.map((p, i) =>
          p === 'dots' ? (
            <li key={`dots-${i}`} className="pager__dots" aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="pager__item"
                aria-label={t('catalog.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pager__item"
            aria-label={t('catalog.nextPage')}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <span aria-hidden>›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
