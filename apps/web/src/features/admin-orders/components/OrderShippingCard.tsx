// The parcel of an order with products: its shipping state, and the carrier and tracking number once shipped.
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderShipping } from '@rian/contracts/checkout';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { TitledCard } from '../../../components/admin/TitledCard.tsx';

export function OrderShippingCard({ shipping }: { shipping: OrderShipping }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = (
    <Badge variant="light" data-testid="shipping-status">
      {t(`adminOrders.shipping.status.${shipping.status}`)}
    </Badge>
  );
  return (
    <TitledCard title={t('adminOrders.shipping.title')} aside={status} testId="order-shipping">
      {shipping.carrier ? (
        <Text size="sm">
          {t('adminOrders.shipping.carrier')}: {shipping.carrier}
        </Text>
      ) : null}
      {shipping.tracking ? (
        <Text size="sm" data-testid="shipping-tracking">
          {t('adminOrders.shipping.tracking')}: {shipping.tracking}
        </Text>
      ) : null}
      {shipping.shipped_at ? (
        <Text size="xs" c="dimmed">
          {t('adminOrders.shipping.shippedAt')}: {formatDate(shipping.shipped_at, lang, true)}
        </Text>
      ) : null}
    </TitledCard>
  );
}
