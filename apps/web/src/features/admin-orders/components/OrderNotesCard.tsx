// The order's internal notes, oldest first, and the dialog that adds one: administrators only, the
// buyer never sees them.
import { Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderNoteSchema, type AdminOrderDetail, type OrderNote } from '@rian/contracts/admin/orders';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { OrderActionButton } from './OrderActionButton.tsx';
import { TitledCard } from '../../../components/admin/TitledCard.tsx';

export function OrderNotesCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const noteForm = {
    schema: OrderNoteSchema,
    initialValues: { body: '' },
    fields: (input: (name: keyof OrderNote) => object) => (
      <Textarea label={t('adminOrders.notes.body')} required autosize minRows={3} data-autofocus {...input('body')} />
    ),
  };
  const add = <OrderActionButton<OrderNote> orderId={order.id} action="note" path="notes" form={noteForm} />;
  return (
    <TitledCard title={t('adminOrders.notes.title')} aside={add} testId="order-notes">
      <Text size="xs" c="dimmed" mb="xs">
        {t('adminOrders.notes.lead')}
      </Text>
      {order.notes.length === 0 ? <Text size="sm">{t('adminOrders.notes.none')}</Text> : null}
      <Stack gap="xs">
        {order.notes.map((n) => (
          <div key={n.id} data-testid="order-note-item">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {n.body}
            </Text>
            <Text size="xs" c="dimmed">
              {n.by} · {formatDate(n.created_at, lang, true)}
            </Text>
          </div>
        ))}
      </Stack>
    </TitledCard>
  );
}
