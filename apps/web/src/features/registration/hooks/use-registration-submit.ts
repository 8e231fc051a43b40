// The registration form's submit: every field's rule first (focus on the first failing field), then
// the register call; the server's field issues and failure are shown the same way (spec §5, §8).
import { useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SessionUser } from '@rian/contracts/session';
import { errorTexts, isErrorCode } from '@rian/domain/errors';
import type { LocalisedMessage } from '@rian/domain/field-issues';
import { ApiError } from '../../../lib/api-client.ts';
import { applySignedIn } from '../../../lib/session.ts';
import { saveGuest } from '../../../lib/guest.ts';
import { toggled } from '../../../lib/toggled.ts';
import { registerStudent } from '../api/registration.ts';
import { serverFieldIssues, toRegistrationBody, type FieldKey, type RegistrationFormContext } from '../registration-form.ts';
import type { RegistrationFormState } from './use-registration-form.ts';

export interface RegistrationFailure {
  code: string;
  message: LocalisedMessage;
}

/** spec §8: each code's message in the current language; a browser-side failure says what happened. */
function failureMessage(code: string, t: TFunction): LocalisedMessage {
  if (code === 'NETWORK_ERROR') {
    return { th: t('registration.networkError', { lng: 'th' }), en: t('registration.networkError', { lng: 'en' }) };
  }
  return isErrorCode(code) ? errorTexts(code) : errorTexts('INTERNAL_ERROR');
}

/** Focus on the first field showing a message, in the order of the page. */
function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const target = form?.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-reg-invalid] input:not([type="file"]), [data-reg-invalid] button',
  );
  if (!target) return false;
  target.focus({ preventScroll: true });
  // Instant: the page's smooth scrolling could be cut short by the re-render that follows.
  target.scrollIntoView({ block: 'center', behavior: 'instant' });
  return true;
}

/** The fields whose upload is under way (the submit waits for them). */
function useUploading() {
  const [uploading, setUploading] = useState<ReadonlySet<FieldKey>>(() => new Set());
  const onUploadBusy = (key: FieldKey, busy: boolean) => setUploading((s) => toggled(s, key, busy));
  return [uploading.size > 0, onUploadBusy] as const;
}

export function useRegistrationSubmit(options: {
  form: RegistrationFormState;
  ctx: RegistrationFormContext;
  submitDisabled: boolean;
  onRegistered: ((user: SessionUser) => void) | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  /** The failure's alert, focused when no field shows the failure. */
  alertRef: RefObject<HTMLDivElement | null>;
}) {
  const { form, ctx, submitDisabled, onRegistered, formRef, alertRef } = options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [uploading, onUploadBusy] = useUploading();
  const [invalidCount, setInvalidCount] = useState(0);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const [registered, setRegistered] = useState<{ user: SessionUser; email: string } | null>(null);

  const mutation = useMutation({
    mutationFn: registerStudent,
    onSuccess: async (user, body) => {
      // spec §6: the guest's name and e-mail are kept in the browser for later.
      saveGuest({ firstname: body.firstname ?? '', lastname: body.lastname ?? '', email: body.email });
      setRegistered({ user, email: body.email });
      onRegistered?.(user);
      // The new student is signed in (the session cookie came with the answer).
      await applySignedIn(queryClient, user);
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : 'INTERNAL_ERROR';
      const issues = err instanceof ApiError ? serverFieldIssues(err.code, err.details, ctx) : [];
      flushSync(() => {
        form.setServerIssues(issues);
        setFailure({ code, message: failureMessage(code, t) });
      });
      if (!focusFirstInvalid(formRef.current)) {
        alertRef.current?.focus({ preventScroll: true });
        alertRef.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
      }
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending || uploading || submitDisabled) return;
    let count = 0;
    flushSync(() => {
      count = form.submit().length;
      setInvalidCount(count);
      setFailure(null);
    });
    if (count > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(toRegistrationBody(form.values, ctx));
  };

  return { uploading, onUploadBusy, invalidCount, failure, registered, pending: mutation.isPending, onSubmit };
}
