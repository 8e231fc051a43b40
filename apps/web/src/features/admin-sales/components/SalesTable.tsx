// One of the dashboard's groups as a table: a name, how many (orders or units), and the amounts in
// baht, and in dollars when the period sold any.
import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesAmounts } from '@rian/contracts/admin/sales';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

export interface SalesRow {
  key: string | number;
  name: string;
  count: number;
  amounts: SalesAmounts;
}

interface Props {
  title: string;
  countLabel: string;
  rows: SalesRow[];
  withUsd: boolean;
  testId: string;
}

export function SalesTable({ title, countLabel, rows, withUsd, testId }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('adminSales.table.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped styles={{ td: { whiteSpace: 'nowrap' } }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminSales.table.name')}</Table.Th>
                <Table.Th ta="right">{countLabel}</Table.Th>
                <Table.Th ta="right">{t('adminSales.table.thb')}</Table.Th>
                {withUsd && <Table.Th ta="right">{t('adminSales.table.usd')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  <Table.Td style={{ whiteSpace: 'normal' }}>{r.name}</Table.Td>
                  <Table.Td ta="right">{r.count}</Table.Td>
                  <Table.Td ta="right">{formatPrice(r.amounts.THB, lang)}</Table.Td>
                  {withUsd && <Table.Td ta="right">{formatPrice(r.amounts.USD, lang, 'USD')}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
