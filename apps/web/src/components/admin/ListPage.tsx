// A back-office list page (docs/architecture.md, "The back office"): the heading (with its lead and its
// "new" button, if any), what the page shows above the list, then the server-paged table.
import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { ListHeader } from './ListHeader.tsx';

export interface ListPageProps<T> extends Omit<DataTableProps<T>, 'label' | 'testId' | 'rowHref'> {
  /** The page's heading, also the table's caption. */
  title: string;
  lead?: ReactNode;
  /** The test ids: `new-<testName>` on the "new" button, `<testName>-table` on the table. */
  testName: string;
  /** Where a record's page lives: each row's first cell links to `<editorPath>/<id>`. */
  editorPath?: string;
  /** With it, the heading ends with a "new" button of these words. */
  onNew?: () => void;
  newLabel?: string;
  /** Shown between the heading and the table. */
  intro?: ReactNode;
  /** Shown after the table (the page's dialog). */
  children?: ReactNode;
}

export function ListPage<T extends { id: number | string }>(props: ListPageProps<T>) {
  const { title, lead, testName, editorPath, onNew, newLabel, intro, children, ...table } = props;
  return (
    <Stack>
      <ListHeader title={title} lead={lead} newLabel={newLabel} newTestId={`new-${testName}`} onNew={onNew} />
      {intro}
      <DataTable
        {...table}
        label={title}
        testId={`${testName}-table`}
        rowHref={editorPath ? (row) => `${editorPath}/${row.id}` : undefined}
      />
      {children}
    </Stack>
  );
}
