// An order's state as a coloured badge, in the words the buyer's order list uses; a test order (paid
// in a provider's test environment) carries a second badge that says so.
import { Badge, Group } from '@mantine/core';
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

export function OrderStatusBadge({ status, test = false }: { status: OrderStatus; test?: boolean }) {
  const { t } = useTranslation();
  const badge = (
    <Badge color={COLOR[status]} variant="light" data-status={status} style={{ flexShrink: 0 }}>
      {t(`adminOrders.status.${status}`)}
    </Badge>
  );
  if (!test) return badge;
  return (
    <Group gap={4} wrap="nowrap">
      {badge}
      <Badge color="red.9" variant="outline" data-testid="order-test" style={{ flexShrink: 0 }}>
        {t('adminOrders.testOrder')}
      </Badge>
    </Group>
  );
}
