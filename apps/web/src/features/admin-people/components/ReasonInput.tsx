// The reason an account action asks for (conventions.md: destructive actions carry a reason), kept in
// the audit log: required, up to the contracts' 500 characters.
import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useFieldInput } from '../../../components/admin/use-field-input.ts';

export function ReasonInput<V extends { reason: string }>(props: { form: UseFormReturnType<V>; label: string; testId: string }) {
  const input = useFieldInput(props.form, { testIdPrefix: props.testId });
  return <Textarea label={props.label} required autosize minRows={2} maxLength={500} data-autofocus {...input('reason')} />;
}
