// The reason an order action asks for (conventions.md: money-moving and destructive actions carry a
// reason), the same field for a cancel and a refund: required, up to the contracts' 500 characters.
import { Textarea } from '@mantine/core';

export function ReasonField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
  autoFocus?: boolean;
}) {
  return (
    <Textarea
      label={props.label}
      required
      autosize
      minRows={2}
      maxLength={500}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      {...(props.autoFocus ? { 'data-autofocus': true } : {})}
      data-testid={props.testId}
    />
  );
}
