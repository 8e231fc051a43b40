// A product's stock (spec §3 available_qty): how many are left, the way to add or take away units
// with a reason, and the history of every move (adjustments and orders), newest first.
import { useState } from 'react';
import { Button, Fieldset, Group, NumberInput, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StockAdjustSchema, StockMovePageSchema, type AdminProduct, type StockMove } from '@rian/contracts/admin/products';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { fieldError } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { useAdjustStock } from '../api/products-admin-api.ts';
import '../i18n.ts';
import { TableHead } from '../../../components/admin/TableHead.tsx';

/** The history's resource path, also its query key. */
const historyOf = (productId: number) => `products/${productId}/stock`;

export function StockPanel({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('adminProducts.stock.title')} data-testid="stock-panel">
      <Stack>
        <Text fw={600} size="lg" data-testid="stock-current">
          {t('adminProducts.stock.current', { qty: product.available_qty })}
        </Text>
        <AdjustForm productId={product.id} />
        <StockHistory productId={product.id} />
      </Stack>
    </Fieldset>
  );
}

function AdjustForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const adjust = useAdjustStock(productId);
  const queryClient = useQueryClient();
  const form = useForm<{ delta: number | ''; reason: string }>({
    initialValues: { delta: '', reason: '' },
    validate: (v) => schemaResolver(StockAdjustSchema, { sync: true })({ delta: v.delta === '' ? 0 : v.delta, reason: v.reason }),
  });
  const submit = form.onSubmit(
    (v) =>
      adjust.mutate(
        { delta: Number(v.delta), reason: v.reason },
        {
          onSuccess: () => {
            notifyDone(t('adminProducts.stock.done'));
            form.reset();
            void queryClient.invalidateQueries({ queryKey: ['admin', historyOf(productId)] });
          },
          onError: (e) => notifyFailed(t, lang, e),
        },
      ),
    () => notifyInvalid(t),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="stock-form">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NumberInput
          w={200}
          label={t('adminProducts.stock.delta')}
          description={t('adminProducts.stock.deltaHint')}
          allowDecimal={false}
          required
          {...form.getInputProps('delta')}
          error={fieldError(t, form.errors.delta)}
          data-testid="stock-delta"
        />
        <TextInput
          style={{ flex: '1 1 220px' }}
          label={t('adminProducts.stock.reason')}
          required
          {...form.getInputProps('reason')}
          error={fieldError(t, form.errors.reason)}
          data-testid="stock-reason"
        />
        <Button type="submit" mt={{ base: 0, sm: 44 }} loading={adjust.isPending} data-testid="stock-apply">
          {t('adminProducts.stock.apply')}
        </Button>
      </Group>
    </form>
  );
}

function StockHistory({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const moves = useQuery(adminListQuery(historyOf(productId), StockMovePageSchema, { page, per_page: 10 }));
  const data = moves.data;
  const what = (m: StockMove) =>
    m.kind === 'adjust' ? m.reason : t(`adminProducts.stock.kind.${m.kind}`, { id: m.order_id ?? '' });
  return (
    <Stack gap="xs">
      <Text fw={500}>{t('adminProducts.stock.history')}</Text>
      {data && data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminProducts.stock.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" style={{ whiteSpace: 'nowrap' }} data-testid="stock-history">
            <TableHead
              labels={(['when', 'change', 'after', 'what', 'who'] as const).map((c) => t(`adminProducts.stock.col.${c}`))}
            />
            <Table.Tbody>
              {(data?.data ?? []).map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{formatDate(m.created_at, lang, true)}</Table.Td>
                  <Table.Td c={m.delta > 0 ? 'teal.8' : 'red.8'}>{m.delta > 0 ? `+${m.delta}` : m.delta}</Table.Td>
                  <Table.Td>{m.qty_after}</Table.Td>
                  <Table.Td>{m.kind === 'adjust' ? `${t('adminProducts.stock.kind.adjust')}: ${what(m)}` : what(m)}</Table.Td>
                  <Table.Td>{m.actor_username ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > data.per_page ? (
        <Pagination total={Math.ceil(data.total / data.per_page)} value={page} onChange={setPage} size="sm" />
      ) : null}
    </Stack>
  );
}
