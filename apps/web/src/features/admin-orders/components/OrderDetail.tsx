// /admin/orders/:id: one order: who bought what at which plan, every amount the server computed, the
// tax-invoice data and the shipping address as they were at order time, its timeline, and the actions
// its state allows (the order and shipping lifecycles' events), its parcel, its withholding-tax
// certificate and its internal notes.
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OrderOneSchema, type AdminOrderDetail } from '@rian/contracts/admin/orders';
import { recordPage } from '../../../components/admin/EditorFrame.tsx';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';
import { CancelOrderButton } from './CancelOrderButton.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderAmounts } from './OrderAmounts.tsx';
import { OrderDocumentsCard } from './OrderDocumentsCard.tsx';
import { OrderNotesCard } from './OrderNotesCard.tsx';
import { OrderShippingCard } from './OrderShippingCard.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { OrderWithholdingCard } from './OrderWithholdingCard.tsx';
import { RefundOrderButton } from './RefundOrderButton.tsx';

export const OrderDetail = recordPage('orders', OrderOneSchema, OrderView);

function OrderView({ record: order }: { record: AdminOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const currency = order.currency_code === 'USD' ? 'USD' : 'THB';
  return (
    <Stack>
      <Anchor component={Link} to="/admin/orders" size="sm">
        {t('adminOrders.detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('adminOrders.detail.title', { id: order.id })}</Title>
          <Group gap="xs">
            <OrderStatusBadge status={order.status} test={order.is_test} />
            <Text size="sm" c="dimmed">
              {formatDate(order.created_at, lang, true)} · {order.payment_method ?? '—'}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <OrderActions order={order} />
          <RefundOrderButton order={order} />
          <CancelOrderButton order={order} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BuyerCard order={order} />
        <OrderAmounts order={order} />
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('adminOrders.detail.lines')}
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table data-testid="order-lines">
            <Table.Tbody>
              {order.courses.map((c) => (
                <Table.Tr key={`c${c.id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/courses/${c.course_id}`}>
                      {c.title}
                    </Anchor>
                    {c.plan_name ? (
                      <Text size="xs" c="dimmed">
                        {t('adminOrders.detail.plan', { name: c.plan_name })}
                      </Text>
                    ) : null}
                    <RefundedMark refundId={c.refund_id} />
                  </Table.Td>
                  <Table.Td ta="right">{formatPrice(c.price - c.discount, lang, currency)}</Table.Td>
                </Table.Tr>
              ))}
              {order.products.map((p) => (
                <Table.Tr key={`p${p.id}`}>
                  <Table.Td>
                    {p.title}
                    <Text size="xs" c="dimmed">
                      {t('adminOrders.detail.quantity', { count: p.quantity })}
                    </Text>
                    <RefundedMark refundId={p.refund_id} />
                  </Table.Td>
                  <Table.Td ta="right">{formatPrice(p.price * p.quantity, lang, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {order.tax_invoice ? <Facts title={t('adminOrders.detail.taxInvoice')} facts={order.tax_invoice} /> : null}
        {order.shipping_address ? <Facts title={t('adminOrders.detail.shipTo')} facts={order.shipping_address} /> : null}
        {order.shipping ? <OrderShippingCard shipping={order.shipping} /> : null}
      </SimpleGrid>
      {order.withholding_certificate ? <OrderWithholdingCard order={order} cert={order.withholding_certificate} /> : null}
      <OrderDocumentsCard orderId={order.id} test={order.is_test} />
      <OrderNotesCard order={order} />
      <OrderTimeline events={order.timeline} currency={currency} />
    </Stack>
  );
}

/** A line given back by a refund says so. */
function RefundedMark({ refundId }: { refundId: number | null }) {
  const { t } = useTranslation();
  return refundId === null ? null : (
    <Badge color="grape" variant="light" size="sm" data-testid="refunded-line">
      {t('adminOrders.detail.refundedLine')}
    </Badge>
  );
}

/** A stored record as it was at order time, one line per field that has a value. */
function Facts({ title, facts }: { title: string; facts: Record<string, string | number | null> }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {Object.entries(facts)
        .filter(([, v]) => v !== null && v !== '')
        .map(([k, v]) => (
          <Text key={k} size="sm">
            {String(v)}
          </Text>
        ))}
    </Card>
  );
}

function BuyerCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('adminOrders.detail.buyer')}
      </Title>
      <Text>{order.buyer.name}</Text>
      <Text size="sm">{order.buyer.email}</Text>
      {order.buyer.tel ? <Text size="sm">{order.buyer.tel}</Text> : null}
      <Text size="xs" c="dimmed" mt="xs">
        {t('adminOrders.detail.token')}: {order.order_token}
      </Text>
      {order.status === 'notYetReceived' ? (
        <Text size="xs" c="dimmed">
          {t('adminOrders.detail.payBy')}: {formatDate(order.cancel_at, lang, true)}
        </Text>
      ) : null}
    </Card>
  );
}
