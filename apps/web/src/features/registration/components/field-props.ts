// What every part of the registration form receives: the form's state, the rules' context and
// the language its messages are shown in.
import type { FocusEvent } from 'react';
import type { Lang } from '@rian/contracts/site';
import type { FieldKey, RegistrationFormContext } from '../registration-form.ts';
import type { RegistrationFormState } from '../hooks/use-registration-form.ts';

export interface FormPartProps {
  form: RegistrationFormState;
  ctx: RegistrationFormContext;
  lang: Lang;
  /** An upload started or ended in a field (the submit waits for uploads). */
  onUploadBusy: (key: FieldKey, busy: boolean) => void;
}

/** The message under a field in the current language, and the blur that makes it show. */
export function fieldState(props: Pick<FormPartProps, 'form' | 'lang'>, key: FieldKey) {
  return {
    error: props.form.errorOf(key)?.[props.lang],
    onBlur: () => props.form.blur(key),
    'data-field': key,
  };
}

/**
 * For groups of inputs (radios, checkboxes, chips): the field is left when focus moves outside the
 * group, not between its own inputs.
 */
export function groupBlur(onLeave: () => void) {
  return (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave();
  };
}
