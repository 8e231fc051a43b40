// /admin/coupons: every coupon, searched by code or name and filtered by state on the server; a new
// coupon in a dialog, codes in bulk for a campaign; each row opens the coupon's page.
import { useState } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CouponPageSchema, COUPON_STATES, type AdminCoupon } from '@rian/contracts/admin/coupons';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { ListFilterSelect } from '../../../components/admin/ListFilterSelect.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { BulkCouponsButton } from './BulkCouponsDialog.tsx';
import { CouponForm } from './CouponForm.tsx';
import { discountText } from './discount-text.ts';
import '../i18n.ts';

export function CouponState({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation();
  // The time the badge was first drawn: a page left open does not turn a coupon red by itself.
  const [now] = useState(Date.now);
  const expired = coupon.end_at !== null && Date.parse(coupon.end_at) < now;
  const [color, key] = expired ? ['red', 'expired'] : coupon.is_active ? ['teal', 'on'] : ['gray', 'off'];
  return (
    <Badge color={color} variant="light">
      {t(`adminCoupons.state.${key}` as 'adminCoupons.state.on')}
    </Badge>
  );
}

export function CouponList() {
  const { t } = useTranslation();
  const lang = useLang();
  const col = (key: string) => t(`adminCoupons.col.${key}` as 'adminCoupons.col.code');
  const columns: Column<AdminCoupon>[] = [
    { key: 'code', label: col('code'), sort: 'code', render: (c) => <Text ff="monospace">{c.code}</Text> },
    { key: 'name', label: col('name'), sort: 'name', render: (c) => c.name },
    { key: 'discount', label: col('discount'), render: (c) => discountText(c, lang) },
    {
      key: 'end_at',
      label: col('window'),
      sort: 'end_at',
      render: (c) => formatDate(c.end_at, lang, true) ?? t('adminCoupons.noEnd'),
    },
    {
      key: 'used',
      label: col('used'),
      sort: 'used_count',
      render: (c) => `${c.used_count} / ${c.usage_limit ?? t('adminCoupons.unlimited')}`,
    },
    { key: 'campaign', label: col('campaign'), render: (c) => c.campaign ?? '—' },
    { key: 'state', label: col('state'), render: (c) => <CouponState coupon={c} /> },
  ];
  return (
    <ResourceListPage
      resource="coupons"
      schema={CouponPageSchema}
      texts={t('adminCoupons', { returnObjects: true })}
      editorPath="/admin/coupons"
      columns={columns}
      testName="coupon"
      filterKeys={['state']}
      filters={
        <ListFilterSelect
          name="state"
          label={t('adminCoupons.filter.state')}
          all={t('adminCoupons.filter.all')}
          options={COUPON_STATES.map((s) => ({ value: s, label: t(`adminCoupons.filter.${s}`) }))}
          testId="filter-state"
        />
      }
      dialogSize="lg"
      form={(_, dialog) => <CouponForm onCancel={dialog.close} onCreated={dialog.open} />}
    >
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 320px' }}>
          {t('adminCoupons.lead')}
        </Text>
        <BulkCouponsButton />
      </Group>
    </ResourceListPage>
  );
}
