// A promotion's money rules (spec §3 Promotion): the deal terms a coupon shares, set at once through
// PUT …/{id}/rules and checked by the same contract as the server before anything is sent.
import { useMemo } from 'react';
import { schemaResolver } from '@mantine/form';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PromotionRulesSchema, type AdminPromotion, type PromotionRules } from '@rian/contracts/admin/promotions';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { DealTermsFields } from '../../../components/admin/deal-terms/DealTermsFields.tsx';
import {
  dealBody,
  dealFormErrors,
  dealValues,
  type DealFormValues,
} from '../../../components/admin/deal-terms/deal-form-values.ts';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { useSetPromotionRules } from '../api/products-admin-api.ts';
import '../i18n.ts';

const rulesOf = (v: DealFormValues): PromotionRules => ({ ...dealBody(v), promotion_type: v.deal_type });

export function PromotionRulesForm({ promotion, onDone }: { promotion: AdminPromotion; onDone: () => void }) {
  const { t } = useTranslation();
  const check = useMemo(() => schemaResolver(PromotionRulesSchema, { sync: true }), []);
  // A new promotion carries no discount yet: the form starts from a blank amount rather than 0.
  const initial = dealValues(promotion, promotion.promotion_type);
  const { form, input, submit, saving } = useResourceForm({
    initialValues: promotion.discount_amont === 0 ? { ...initial, discount: '' as const } : initial,
    validate: (v) => dealFormErrors(check(rulesOf(v))),
    save: useSetPromotionRules(),
    vars: (values) => ({ id: promotion.id, body: rulesOf(values) }),
    onDone,
    testIdPrefix: 'rules',
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-rules">
      <Text size="sm" c="dimmed">
        {t('adminProducts.promotions.rules.lead')}
      </Text>
      <DealTermsFields
        values={form.values}
        input={input}
        onActive={(v) => form.setFieldValue('is_active', v)}
        activeTestId="rules-is_active"
      />
    </DialogForm>
  );
}
