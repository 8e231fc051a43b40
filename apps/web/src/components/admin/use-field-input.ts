// The props a back-office form gives one of its inputs: its value and handlers, its error in the
// reader's language, and the test id the e2e tests find it by (`field-<name>` unless named).
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldError } from './form-errors.ts';

export interface FieldInputOptions {
  testIdPrefix?: string;
  /** The error's words; the back office's own (`fieldError`) unless a feature has its own rules. */
  errorText?: (t: TFunction, message: unknown) => string | undefined;
}

export function useFieldInput<Values>(form: UseFormReturnType<Values>, options: FieldInputOptions = {}) {
  const { t } = useTranslation();
  const { testIdPrefix = 'field', errorText = fieldError } = options;
  return (name: LooseKeys<Values>) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(t, props.error), 'data-testid': `${testIdPrefix}-${name}` };
  };
}
