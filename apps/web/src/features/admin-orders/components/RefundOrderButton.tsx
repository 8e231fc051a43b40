// Refund a paid order, whole or by line: offered only when the order lifecycle allows
// a refund from the order's state. The dialog lists the lines with their share of what was paid, adds
// up the ticked ones live with the domain's rule, asks why, whether products go back to stock, and —
// for a method refunded by hand — the slip of the transfer back and when it was made. The server
// decides again, computes the amount itself and, for Omise card and PayPal, asks the provider.
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderOneSchema, type AdminOrderDetail, type OrderRefund } from '@rian/contracts/admin/orders';
import { eventsFrom } from '@rian/domain/lifecycles/lifecycle';
import { ORDER_LIFECYCLE } from '@rian/domain/lifecycles/order';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useAdminWrite } from '../../../lib/admin-api.ts';
import { formatPrice } from '../../../lib/format.ts';
import { toggled } from '../../../lib/toggled.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { refundRows, refundTotal, type RefundRow } from '../refund-lines.ts';
import { ReasonField } from './ReasonField.tsx';
import { ManualTransferFields, manualTransferOf, type ManualTransfer } from './ManualTransferFields.tsx';

export function RefundOrderButton({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const events = eventsFrom(ORDER_LIFECYCLE, order.status);
  if (!events.includes('refund') && !events.includes('partRefund')) return null;
  return (
    <>
      <Button color="grape" variant="light" onClick={() => setOpen(true)} data-testid="refund-order">
        {t('adminOrders.refund.action')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('adminOrders.refund.title', { id: order.id })}
        size="lg"
        centered
      >
        {open ? <RefundForm order={order} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

/** The dialog's state: the ticked lines, the reason, stock, the transfer back; the request they make. */
function useRefundForm(order: AdminOrderDetail) {
  const rows = refundRows(order);
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(rows.filter((r) => !r.refunded).map((r) => r.key)));
  const [reason, setReason] = useState('');
  const [returnStock, setReturnStock] = useState(true);
  const [transfer, setTransfer] = useState<ManualTransfer>({ slip: null, date: '', time: '' });
  const total = refundTotal(rows, ticked);
  const manual = order.refund_via === 'manual' && total > 0;
  const productsTicked = rows.some((r) => r.kind === 'product' && !r.refunded && ticked.has(r.key));
  const manualBody = manual ? manualTransferOf(transfer) : null;
  const body: OrderRefund = {
    lines: rows.filter((r) => !r.refunded && ticked.has(r.key)).map((r) => r.key),
    reason,
    return_stock: productsTicked && returnStock,
    ...(manualBody ? { manual: manualBody } : {}),
  };
  const toggle = (key: string, on: boolean) => setTicked((was) => toggled(was, key, on));
  const ready = body.lines!.length > 0 && reason.trim() !== '' && (!manual || manualBody !== null);
  return {
    rows,
    ticked,
    toggle,
    reason,
    setReason,
    returnStock,
    setReturnStock,
    transfer,
    setTransfer,
    total,
    manual,
    productsTicked,
    body,
    ready,
  };
}

function RefundForm({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const currency = order.currency_code === 'USD' ? 'USD' : 'THB';
  const f = useRefundForm(order);
  const send = useAdminWrite('orders', OrderOneSchema, (body: OrderRefund) => ({
    method: 'POST',
    path: `orders/${order.id}/refund`,
    body,
  }));
  const submit = () =>
    send.mutate(f.body, {
      onSuccess: () => {
        notifyDone(t('adminOrders.refund.done'));
        onDone();
      },
      onError: (e) => notifyFailed(t, lang, e),
    });
  return (
    <Stack>
      <Text size="sm">
        {t(order.refund_via === 'provider' ? 'adminOrders.refund.leadProvider' : 'adminOrders.refund.leadManual')}
      </Text>
      <RefundLinesTable rows={f.rows} ticked={f.ticked} onToggle={f.toggle} currency={currency} />
      <Group justify="space-between" data-testid="refund-total">
        <Text fw={600}>{t('adminOrders.refund.total')}</Text>
        <Text fw={700}>{formatPrice(f.total, lang, currency)}</Text>
      </Group>
      <ReasonField label={t('adminOrders.refund.reason')} value={f.reason} onChange={f.setReason} testId="refund-reason" />
      {f.productsTicked ? (
        <Switch
          label={t('adminOrders.refund.returnStock')}
          checked={f.returnStock}
          onChange={(e) => f.setReturnStock(e.currentTarget.checked)}
          data-testid="refund-return-stock"
        />
      ) : null}
      {f.manual ? <ManualTransferFields value={f.transfer} onChange={f.setTransfer} /> : null}
      {send.isError ? null : (
        <Alert color="grape" variant="light">
          {t('adminOrders.refund.access')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('admin.form.cancel')}
        </Button>
        <Button color="grape" disabled={!f.ready} loading={send.isPending} onClick={submit} data-testid="confirm-refund">
          {t('adminOrders.refund.confirm', { amount: formatPrice(f.total, lang, currency) })}
        </Button>
      </Group>
    </Stack>
  );
}

function RefundLinesTable(props: {
  rows: RefundRow[];
  ticked: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
  currency: 'THB' | 'USD';
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table data-testid="refund-lines">
      <Table.Tbody>
        {props.rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>
              <Checkbox
                label={r.kind === 'product' && r.quantity > 1 ? `${r.title} × ${r.quantity}` : r.title}
                description={r.refunded ? t('adminOrders.refund.already') : undefined}
                disabled={r.refunded}
                checked={!r.refunded && props.ticked.has(r.key)}
                onChange={(e) => props.onToggle(r.key, e.currentTarget.checked)}
                data-testid={`refund-line-${r.key}`}
              />
            </Table.Td>
            <Table.Td ta="right" c={r.refunded ? 'dimmed' : undefined}>
              {formatPrice(r.amount, lang, props.currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
