import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';
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
      {pages > 1 ? (
        <nav aria-label={t('catalog.pagination')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            siblings={1}
            getItemProps={(p) => ({
              'aria-label': t('catalog.page', { page: p }),
              'aria-current': p === page ? 'page' : undefined,
            })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('catalog.prevPage') }
                : control === 'next'
                  ? { 'aria-label': t('catalog.nextPage') }
                  : {}
            }
          />
        </nav>
      ) : null}
    </div>
  );
}
