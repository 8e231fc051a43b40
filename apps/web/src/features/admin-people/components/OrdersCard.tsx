// The member's orders, newest first: number (linked to the order's page), reference, status, total, date.
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@rian/contracts/admin/users';
import { TitledCard } from '../../../components/admin/TitledCard.tsx';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

export function OrdersCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const o = (key: 'id' | 'token' | 'status' | 'total' | 'when') => t(`adminPeople.orders.${key}`);
  return (
    <TitledCard title={t('adminPeople.orders.title')} testId="user-orders">
      {user.orders.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('adminPeople.orders.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{o('id')}</Table.Th>
                <Table.Th>{o('token')}</Table.Th>
                <Table.Th>{o('status')}</Table.Th>
                <Table.Th ta="right">{o('total')}</Table.Th>
                <Table.Th>{o('when')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.orders.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/orders/${order.id}`}>
                      #{order.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace">
                      {order.order_token.slice(0, 12)}…
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      {t(`adminPeople.orderStatus.${order.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatPrice(order.total, lang, order.currency_code === 'USD' ? 'USD' : 'THB')}</Table.Td>
                  <Table.Td>{formatDate(order.created_at, lang, true)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledCard>
  );
}
