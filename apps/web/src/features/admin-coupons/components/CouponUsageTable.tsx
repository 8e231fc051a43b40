// The orders that used a coupon, newest first: each opens in the orders' back office, with its buyer,
// date (Thai time), state and the discount the coupon gave it.
import { Anchor, Fieldset, Table, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BuyerCell } from '../../../components/admin/BuyerCell.tsx';
import { TableHead } from '../../../components/admin/TableHead.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { couponUsageQuery } from '../api/coupons-admin-api.ts';
import '../i18n.ts';

export function CouponUsageTable({ couponId }: { couponId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const usage = useQuery(couponUsageQuery(couponId));
  const u = (key: string) => t(`adminCoupons.usage.${key}` as 'adminCoupons.usage.order');
  return (
    <Fieldset legend={u('title')} data-testid="coupon-usage">
      <QueryView query={usage} loading={t('admin.table.loading')}>
        {({ data }) =>
          data.length === 0 ? (
            <Text c="dimmed">{u('empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <TableHead labels={[u('order'), u('buyer'), u('when'), u('status'), u('discount')]} />
                <Table.Tbody>
                  {data.map((use) => (
                    <Table.Tr key={use.order_id} data-testid="coupon-use">
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/orders/${use.order_id}`}>
                          #{use.order_id}
                        </Anchor>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {use.order_token}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <BuyerCell buyer={use.buyer} />
                      </Table.Td>
                      <Table.Td>{formatDate(use.created_at, lang, true)}</Table.Td>
                      <Table.Td>{t(`adminCoupons.status.${use.status}`)}</Table.Td>
                      <Table.Td>
                        <Tooltip label={u('shared')} disabled={!use.shared}>
                          <Text size="sm">
                            {formatPrice(use.discount, lang, use.currency_code === 'USD' ? 'USD' : 'THB')}
                            {use.shared ? ' *' : ''}
                          </Text>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryView>
    </Fieldset>
  );
}
