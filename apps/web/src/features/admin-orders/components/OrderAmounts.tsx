// An order's amounts as the server computed them (packages/domain): subtotal, discount, shipping, VAT,
// withholding and the total, with the coupons and the promotion that made the discount.
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

export function OrderAmounts({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (n: number) => formatPrice(n, lang, order.currency_code === 'USD' ? 'USD' : 'THB');
  const rows: [string, string, boolean][] = [
    [t('adminOrders.detail.price'), money(order.price), true],
    [t('adminOrders.detail.discount'), `− ${money(order.discount)}`, order.discount > 0],
    [t('adminOrders.detail.shippingFee'), money(order.shipping_fee), order.shipping_fee > 0],
    [t('adminOrders.detail.vat'), money(order.vat), order.vat > 0],
    [
      t('adminOrders.detail.withholding', { percent: order.withholding_percent ?? 0 }),
      `− ${money(order.withholding_price)}`,
      order.is_withholding === 1,
    ],
  ];
  return (
    <Card withBorder data-testid="order-amounts">
      <Title order={2} size="h4" mb="xs">
        {t('adminOrders.detail.amounts')}
      </Title>
      <Stack gap={4}>
        {rows
          .filter(([, , shown]) => shown)
          .map(([label, value]) => (
            <Group key={label} justify="space-between">
              <Text size="sm">{label}</Text>
              <Text size="sm">{value}</Text>
            </Group>
          ))}
        <Group justify="space-between">
          <Text fw={700}>{t('adminOrders.detail.total')}</Text>
          <Text fw={700} data-testid="order-total">
            {money(order.total)}
          </Text>
        </Group>
        {order.coupons.length ? (
          <Text size="xs" c="dimmed">
            {t('adminOrders.detail.coupons')}: {order.coupons.map((c) => c.code).join(', ')}
          </Text>
        ) : null}
        {order.promotion ? (
          <Text size="xs" c="dimmed">
            {t('adminOrders.detail.promotion')}: {order.promotion.title}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
