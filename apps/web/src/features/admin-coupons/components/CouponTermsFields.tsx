// The terms of a coupon, shared by the one-coupon form and the bulk dialog: its name, the deal terms a
// promotion shares (type, discount, courses, products, window, switch), and a coupon's own payment
// methods and usage limit.
import { MultiSelect, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@rian/domain/payment-methods';
import { DealTermsFields } from '../../../components/admin/deal-terms/DealTermsFields.tsx';
import type { CouponFormValues } from './coupon-form-values.ts';
import '../i18n.ts';

type Input = (name: keyof CouponFormValues) => Record<string, unknown>;

export interface CouponTermsProps {
  values: CouponFormValues;
  input: Input;
  onActive: (active: boolean) => void;
}

export function CouponTermsFields({ values, input, onActive }: CouponTermsProps) {
  const { t } = useTranslation();
  const f = (key: string) => t(`adminCoupons.field.${key}` as 'adminCoupons.field.code');
  const methodChoices = PAYMENT_METHODS.filter((m) => m.couponBindable).map((m) => ({
    value: String(m.id),
    label: t(`paymentStep.methods.${m.textKey}` as 'paymentStep.methods.m1'),
  }));
  return (
    <>
      <TextInput label={f('name')} {...input('name')} />
      <DealTermsFields values={values} input={input} onActive={onActive} activeTestId="coupon-is_active">
        <MultiSelect
          label={f('payment_method')}
          description={f('methodsHint')}
          data={methodChoices}
          clearable
          {...input('payment_method')}
        />
        <NumberInput
          label={f('usage_limit')}
          description={f('usageHint')}
          min={1}
          allowDecimal={false}
          w={220}
          {...input('usage_limit')}
        />
      </DealTermsFields>
    </>
  );
}
