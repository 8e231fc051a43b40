// The promotions of the back office (spec §3 promotion, /promotion/{id}): a paged list with each one's
// discount and state, a new promotion from its title, a dialog to edit its page content and its
// discount rules (PromotionEditTabs); delete after a confirmation (refused once an order used it).
import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PromotionCreateSchema, PromotionPageSchema, type AdminPromotion } from '@rian/contracts/admin/promotions';
import { sortColumn } from '../../../components/admin/columns.ts';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { NewTitleForm } from '../../../components/admin/NewTitleForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCreatePromotion } from '../api/products-admin-api.ts';
import { PromotionEditTabs } from './PromotionEditTabs.tsx';
import '../i18n.ts';

export function PromotionList() {
  const { t } = useTranslation();
  const lang = useLang();
  const create = useCreatePromotion();
  const col = (key: string) => t(`adminProducts.promotions.col.${key}` as 'adminProducts.promotions.col.title');
  const columns: Column<AdminPromotion>[] = [
    { key: 'title', label: col('title'), sort: 'title', render: (p) => p.title },
    { key: 'courses', label: col('courses'), render: (p) => p.courses.length },
    {
      key: 'discount',
      label: col('discount'),
      render: (p) =>
        p.discount_amont === 0
          ? '–'
          : `${p.promotion_type} ${p.discount_type === 'percent' ? `${p.discount_amont}%` : formatPrice(p.discount_amont, lang)}`,
    },
    {
      key: 'state',
      label: col('state'),
      render: (p) =>
        p.is_active ? (
          <Anchor href={`/promotion/${p.id}`} target="_blank" size="sm">
            {t('adminProducts.promotions.page')}
          </Anchor>
        ) : (
          <Badge color="gray" variant="light">
            {t('adminProducts.promotions.inactive')}
          </Badge>
        ),
    },
    sortColumn(col('sort')),
  ];
  return (
    <ResourceListPage
      texts={t('adminProducts.promotions', { returnObjects: true })}
      testName="promotion"
      resource="promotions"
      schema={PromotionPageSchema}
      columns={columns}
      edit={{ name: (p) => p.title }}
      dialogSize="lg"
      form={(promotion, dialog) =>
        promotion ? (
          <PromotionEditTabs key={promotion.id} promotion={promotion} onDone={dialog.close} />
        ) : (
          <NewTitleForm
            schema={PromotionCreateSchema}
            create={create}
            label={t('adminProducts.promotions.field.title')}
            submitLabel={t('adminProducts.products.create')}
            testId="new-promotion-title"
            onCreated={dialog.edit}
          />
        )
      }
    >
      <Text size="sm" c="dimmed">
        {t('adminProducts.promotions.lead')}
      </Text>
    </ResourceListPage>
  );
}
