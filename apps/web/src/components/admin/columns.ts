// Columns several back-office lists share: a record's place in its storefront list, and when it was
// made or last changed (in Thai time, with the hour); both sort on the server.
import type { Lang } from '@rian/contracts/site';
import { formatDate } from '../../lib/format.ts';
import type { Column } from './DataTable.tsx';

export function sortColumn(label: string): Column<{ sort: number }> {
  return { key: 'sort', label, sort: 'sort', render: (row) => row.sort };
}

export function dateColumn<K extends 'created_at' | 'updated_at'>(
  field: K,
  label: string,
  lang: Lang,
): Column<{ [k in K]: string | null }> {
  return { key: field, label, sort: field, render: (row) => formatDate(row[field], lang, true) };
}
