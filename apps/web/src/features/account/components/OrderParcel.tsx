// The parcel of an order with products in the buyer's order list (/myaccount/student/order): its
// shipping state, and the carrier and tracking number once an administrator shipped it.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderShipping } from '@rian/contracts/checkout';
import '../i18n.ts';

export function OrderParcel({ shipping }: { shipping: OrderShipping }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} component="section" aria-label={t('orderShipping.title')} data-testid="order-parcel">
      <Text size="sm" fw={600}>
        {t('orderShipping.title')}: {t(`orderShipping.status.${shipping.status}`)}
      </Text>
      {shipping.carrier ? <Text size="sm">{t('orderShipping.carrier', { carrier: shipping.carrier })}</Text> : null}
      {shipping.tracking ? (
        <Text size="sm" data-testid="order-tracking">
          {t('orderShipping.tracking', { tracking: shipping.tracking })}
        </Text>
      ) : null}
    </Stack>
  );
}
