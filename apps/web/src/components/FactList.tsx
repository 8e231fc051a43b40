import type { ReactNode } from 'react';

/** Labelled facts as a `<dl>`, one `${className}__row` a fact (course info, the account's profile). */
export function FactList({ className, rows }: { className: string; rows: [string, ReactNode][] }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className={`${className}__row`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
