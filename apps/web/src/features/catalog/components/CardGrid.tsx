import '@mantine/core/styles/Skeleton.css';
import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';

/** Responsive grid of cards; `loading` shows placeholders of the same shape. */
export function CardGrid({
  children,
  loading,
  placeholders = 4,
  label,
}: {
  children?: ReactNode;
  loading?: boolean;
  placeholders?: number;
  label?: string;
}) {
  if (loading) {
    return (
      <div className="card-grid" aria-busy="true" aria-label={label}>
        {Array.from({ length: placeholders }, (_, i) => (
          <div key={i} className="card card--placeholder" aria-hidden>
            <Skeleton className="card__media" radius={0} />
            <div className="card__body">
              <Skeleton height={14} width="40%" mb={10} />
              <Skeleton height={18} mb={8} />
              <Skeleton height={18} width="70%" mb={12} />
              <Skeleton height={16} width="50%" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return <div className="card-grid">{children}</div>;
}
