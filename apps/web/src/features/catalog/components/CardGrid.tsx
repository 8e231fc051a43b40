import type { ReactNode } from 'react';

/** Responsive grid of cards; `loading` shows placeholders of the same shape (app.css .skeleton). */
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
            <div className="card__media skeleton" />
            <div className="card__body">
              <div className="skeleton" style={{ height: 14, width: '40%', marginBottom: 10 }} />
              <div className="skeleton" style={{ height: 18, marginBottom: 8 }} />
              <div className="skeleton" style={{ height: 18, width: '70%', marginBottom: 12 }} />
              <div className="skeleton" style={{ height: 16, width: '50%' }} />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return <div className="card-grid">{children}</div>;
}
