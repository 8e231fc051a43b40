// The one list of the back office (conventions.md: a server-paged data table, filters, search and
// sort in the URL): every resource's list is this table over its contract's page schema.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, Pagination, Select, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { adminListQuery } from '../../lib/admin-api.ts';

export interface Column<T> {
  key: string;
  label: string;
  /** The server's sort value for this column, if it sorts. */
  sort?: string;
  render: (row: T) => ReactNode;
}

interface PageOf<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

const PER_PAGE = ['10', '20', '50', '100'];

/** The list's state in the URL; a change of search, filter or sort goes back to page 1. */
export function useListParams(filterKeys: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const query: Record<string, string | undefined> = {};
  for (const key of ['page', 'per_page', 'q', 'sort', ...filterKeys]) query[key] = params.get(key) ?? undefined;
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { query, set };
}

export interface DataTableProps<T> {
  resource: string;
  schema: z.ZodMiniType<PageOf<T>>;
  columns: Column<T>[];
  label: string;
  filterKeys?: readonly string[];
  filters?: ReactNode;
  rowHref?: (row: T) => string;
  testId?: string;
}

export function DataTable<T extends { id: number | string }>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { query, set } = useListParams(props.filterKeys);
  const list = useQuery(adminListQuery(props.resource, props.schema, query));
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.per_page)) : 1;

  return (
    <div className="data-table" data-testid={props.testId}>
      <Group align="flex-end" gap="sm" wrap="wrap" mb="sm">
        <SearchBox initial={query.q ?? ''} onSearch={(q) => set({ q })} />
        {props.filters}
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-busy={list.isFetching}>
          <Table.Caption>
            <VisuallyHidden>{props.label}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((c) => (
                <SortHeader key={c.key} column={c} sort={query.sort} onSort={(sort) => set({ sort })} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.data.map((row) => (
              <Table.Tr key={row.id} data-testid="data-row">
                {props.columns.map((c, i) => (
                  <Table.Td key={c.key}>
                    {i === 0 && props.rowHref ? <Link to={props.rowHref(row)}>{c.render(row)}</Link> : c.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page && page.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" role="status">
          {t('admin.table.empty')}
        </Text>
      ) : null}
      {list.isPending ? (
        <Text c="dimmed" ta="center" py="lg" role="status">
          {t('admin.table.loading')}
        </Text>
      ) : null}
      <TableFooter total={page?.total ?? 0} perPage={page?.per_page ?? 20} page={page?.page ?? 1} pages={pages} set={set} />
    </div>
  );
}

function TableFooter(p: {
  total: number;
  perPage: number;
  page: number;
  pages: number;
  set: (c: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" data-testid="data-total">
        {t('admin.table.total', { count: p.total })}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label={t('admin.table.perPage')}
          data={PER_PAGE}
          value={String(p.perPage)}
          onChange={(v) => p.set({ per_page: v ?? undefined })}
          w={90}
          allowDeselect={false}
        />
        <Pagination
          total={p.pages}
          value={p.page}
          onChange={(n) => p.set({ page: String(n) })}
          getControlProps={(c) => ({ 'aria-label': `${t('admin.table.page')} ${c}` })}
        />
      </Group>
    </Group>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(q.trim() || undefined);
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: '1 1 220px' }}>
      <TextInput
        label={t('admin.table.search')}
        placeholder={t('admin.table.searchPlaceholder')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        type="search"
        data-testid="table-search"
      />
    </form>
  );
}

function SortHeader<T>({ column, sort, onSort }: { column: Column<T>; sort: string | undefined; onSort: (s: string) => void }) {
  const { t } = useTranslation();
  if (!column.sort) return <Table.Th>{column.label}</Table.Th>;
  const state = sort === column.sort ? 'ascending' : sort === `-${column.sort}` ? 'descending' : 'none';
  const next = state === 'ascending' ? `-${column.sort}` : column.sort;
  return (
    <Table.Th aria-sort={state}>
      <UnstyledButton
        onClick={() => onSort(next)}
        aria-label={t('admin.table.sortBy', { column: column.label })}
        fw={600}
        fz="sm"
      >
        {column.label} {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
