// The header row of a back-office table that is not a DataTable (plans, stock moves, custom labels,
// registration fields): one cell per label, an empty cell for '' (a column of buttons).
import { Table } from '@mantine/core';

export function TableHead({ labels }: { labels: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label, i) => (
          <Table.Th key={i}>{label || null}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
