// One coupon's page (/admin/coupons/:id): its code and terms, checked by the same contract as the
// server and saved as a PATCH; delete after a confirmation (refused once an order used it: IN_USE,
// deactivate instead); and the orders that used it.
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CouponCreateSchema, CouponOneSchema, type AdminCoupon } from '@rian/contracts/admin/coupons';
import { recordPage, DeleteRecordButton, EditorFormFrame, EditorHeading } from '../../../components/admin/EditorFrame.tsx';
import { useEditorForm } from '../../../components/admin/useEditorForm.ts';
import { useFieldInput } from '../../../components/admin/use-field-input.ts';
import { useDeleteCoupon, useUpdateCoupon } from '../api/coupons-admin-api.ts';
import { couponBody, couponValues, formErrors } from './coupon-form-values.ts';
import { CouponState } from './CouponList.tsx';
import { CouponTermsFields } from './CouponTermsFields.tsx';
import { CouponUsageTable } from './CouponUsageTable.tsx';
import '../i18n.ts';

export const CouponEditor = recordPage('coupons', CouponOneSchema, EditCoupon);

function EditCoupon({ record: coupon }: { record: AdminCoupon }) {
  const { t } = useTranslation();
  // The whole body is sent, so the create contract (with its cross-field rules) checks it.
  const editor = useEditorForm({
    stored: coupon,
    values: couponValues,
    toPatch: couponBody,
    patchSchema: CouponCreateSchema,
    update: useUpdateCoupon(coupon.id),
    formErrors,
  });
  const input = useFieldInput(editor.form, { testIdPrefix: 'coupon' });
  return (
    <Stack>
      <EditorHeading
        title={coupon.code}
        state={
          <>
            <CouponState coupon={coupon} />
            <Text size="sm" c="dimmed" data-testid="coupon-used">
              {coupon.usage_limit === null
                ? t('adminCoupons.editor.usedUnlimited', { used: coupon.used_count })
                : t('adminCoupons.editor.used', { used: coupon.used_count, limit: coupon.usage_limit })}
            </Text>
            {coupon.campaign ? (
              <Text size="sm" c="dimmed">
                {t('adminCoupons.editor.campaign', { campaign: coupon.campaign })}
              </Text>
            ) : null}
          </>
        }
        actions={
          <Group gap="xs" title={t('adminCoupons.editor.deleteHint')}>
            <DeleteRecordButton
              id={coupon.id}
              name={coupon.code}
              remove={useDeleteCoupon()}
              listPath="/admin/coupons"
              testId="delete-coupon"
            />
          </Group>
        }
      />
      <EditorFormFrame editor={editor} testId="coupon-form" saveTestId="save-coupon">
        <Stack gap="sm">
          <TextInput label={t('adminCoupons.field.code')} required {...input('code')} />
          <CouponTermsFields
            values={editor.form.values}
            input={input}
            onActive={(v) => editor.form.setFieldValue('is_active', v)}
          />
        </Stack>
      </EditorFormFrame>
      <CouponUsageTable couponId={coupon.id} />
    </Stack>
  );
}
