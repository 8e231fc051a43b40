// The order page's actions beside refund and cancel, each offered only when its lifecycle allows it
// (../order-actions.ts): approve a free order that waits for approval, ship the products with their
// carrier and tracking number, mark them delivered, mail the receipt again.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderShipSchema, type AdminOrderDetail, type OrderShip } from '@rian/contracts/admin/orders';
import { orderActions } from '../order-actions.ts';
import { OrderActionButton } from './OrderActionButton.tsx';

export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const allowed = orderActions(order);
  const id = order.id;
  const shipForm = {
    schema: OrderShipSchema,
    initialValues: { carrier: '', tracking: '' },
    fields: (input: (name: keyof OrderShip) => object) => (
      <>
        <TextInput label={t('adminOrders.ship.carrier')} required data-autofocus {...input('carrier')} />
        <TextInput label={t('adminOrders.ship.tracking')} required {...input('tracking')} />
      </>
    ),
  };
  return (
    <>
      {allowed.approve ? <OrderActionButton orderId={id} action="approve" color="teal" /> : null}
      {allowed.ship ? <OrderActionButton<OrderShip> orderId={id} action="ship" form={shipForm} /> : null}
      {allowed.deliver ? <OrderActionButton orderId={id} action="deliver" /> : null}
      {allowed.resend ? (
        <OrderActionButton orderId={id} action="resend" path="resend-receipt" vars={{ email: order.buyer.email }} color="gray" />
      ) : null}
    </>
  );
}
