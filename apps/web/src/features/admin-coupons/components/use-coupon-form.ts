// A coupon dialog's form (one coupon, or codes in bulk): the values checked by the contract the server
// uses, against the body they make, with the errors on the form's own fields (coupon-form-values.ts).
import { useMemo } from 'react';
import { schemaResolver } from '@mantine/form';
import type * as z from 'zod/mini';
import { useResourceForm, type SaveMutation } from '../../../components/admin/use-resource-form.ts';
import { formErrors, type CouponFormValues } from './coupon-form-values.ts';

export function useCouponForm<V extends CouponFormValues, B, A>(
  initialValues: V,
  schema: z.ZodMiniType<unknown, B>,
  body: (values: V) => B,
  save: SaveMutation<B, A>,
  testIdPrefix: string,
  onSaved: (answer: A) => void,
) {
  const check = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  return useResourceForm({ initialValues, validate: (v) => formErrors(check(body(v))), save, vars: body, onSaved, testIdPrefix });
}
