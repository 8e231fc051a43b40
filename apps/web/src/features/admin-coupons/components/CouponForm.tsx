// A new coupon in the list's dialog: its code and terms, checked by the same contract as the server;
// once made, its page opens (its usage is read there).
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CouponCreateSchema } from '@rian/contracts/admin/coupons';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { useCreateCoupon } from '../api/coupons-admin-api.ts';
import { couponBody, EMPTY_COUPON } from './coupon-form-values.ts';
import { CouponTermsFields } from './CouponTermsFields.tsx';
import { useCouponForm } from './use-coupon-form.ts';
import '../i18n.ts';

export function CouponForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (coupon: { id: number }) => void }) {
  const { t } = useTranslation();
  const create = useCreateCoupon();
  const { form, input, submit, saving } = useCouponForm(
    EMPTY_COUPON,
    CouponCreateSchema,
    couponBody,
    create,
    'coupon',
    (answer) => onCreated(answer.data),
  );
  return (
    <DialogForm onSubmit={submit} onCancel={onCancel} saving={saving} submitTestId="save-coupon">
      <TextInput label={t('adminCoupons.field.code')} required data-autofocus {...input('code')} />
      <CouponTermsFields values={form.values} input={input} onActive={(v) => form.setFieldValue('is_active', v)} />
    </DialogForm>
  );
}
