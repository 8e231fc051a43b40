// Cancel an unpaid order, with a reason: offered only when the order lifecycle allows 'cancel' from the
// order's state; the server decides again and gives back the seats, coupon uses and stock.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderOneSchema, type AdminOrderDetail } from '@rian/contracts/admin/orders';
import { eventsFrom } from '@rian/domain/lifecycles/lifecycle';
import { ORDER_LIFECYCLE } from '@rian/domain/lifecycles/order';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useAdminWrite } from '../../../lib/admin-api.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { ReasonField } from './ReasonField.tsx';

export function CancelOrderButton({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useAdminWrite('orders', OrderOneSchema, (why: string) => ({
    method: 'POST',
    path: `orders/${order.id}/cancel`,
    body: { reason: why },
  }));
  if (!eventsFrom(ORDER_LIFECYCLE, order.status).includes('cancel')) return null;
  const submit = () =>
    cancel.mutate(reason, {
      onSuccess: () => {
        notifyDone(t('adminOrders.cancel.done'));
        setOpen(false);
      },
      onError: (e) => notifyFailed(t, lang, e),
    });
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)} data-testid="cancel-order">
        {t('adminOrders.cancel.action')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('adminOrders.cancel.title', { id: order.id })} centered>
        <Stack>
          <Text size="sm">{t('adminOrders.cancel.lead')}</Text>
          <ReasonField
            label={t('adminOrders.cancel.reason')}
            value={reason}
            onChange={setReason}
            testId="cancel-reason"
            autoFocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('admin.form.cancel')}
            </Button>
            <Button
              color="red"
              disabled={!reason.trim()}
              loading={cancel.isPending}
              onClick={submit}
              data-testid="confirm-cancel"
            >
              {t('adminOrders.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
