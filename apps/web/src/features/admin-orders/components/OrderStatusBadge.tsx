// An order's state as a coloured badge, in the words the buyer's order list uses.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@rian/domain/lifecycles/order';
import '../i18n.ts';

const COLOR: Record<OrderStatus, string> = {
  notYetReceived: 'yellow',
  pendingApproved: 'blue',
  approved: 'teal',
  rejected: 'red',
  cancelled: 'gray',
  partlyRefunded: 'grape',
  refunded: 'violet',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" data-status={status} style={{ flexShrink: 0 }}>
      {t(`adminOrders.status.${status}`)}
    </Badge>
  );
}
