import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import './account.css';
import '../i18n.ts';
import { useRef, useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isValidEmail, REGISTRATION_MESSAGES } from '@rian/domain/registration';
import { useLang } from '../../../lib/use-lang.ts';
import { requestPasswordReset } from '../api/password.ts';
import { FailureAlert } from '../../../components/FailureAlert.tsx';

/**
 * spec §2 /forgotpass without a token: the e-mail form. The answer is the same whether or not the
 * address has an account, so the page never tells who is registered.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [issue, setIssue] = useState<'emailRequired' | 'emailInvalid' | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const request = useMutation({
    mutationFn: requestPasswordReset,
    // The form gives way to the notice; focus follows so a screen reader hears it.
    onSuccess: () => requestAnimationFrame(() => doneRef.current?.focus()),
  });

  if (request.isSuccess) {
    return (
      <div className="auth-notice" role="status" tabIndex={-1} ref={doneRef} data-testid="forgot-sent">
        <h2 className="auth-notice__title">{t('account.forgot.sentTitle')}</h2>
        <p>{t('account.forgot.sent', { email: request.variables })}</p>
        <p className="hint">{t('account.forgot.sentHint')}</p>
        <p className="auth-notice__actions">
          <button type="button" className="link-button" onClick={() => request.mutate(request.variables)}>
            {t('account.forgot.again')}
          </button>
          <button type="button" className="link-button" onClick={() => request.reset()}>
            {t('account.forgot.otherEmail')}
          </button>
        </p>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    const next = value === '' ? 'emailRequired' : isValidEmail(value) ? null : 'emailInvalid';
    setIssue(next);
    if (next) return inputRef.current?.focus();
    request.mutate(value);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p>{t('account.forgot.lead')}</p>
      <FailureAlert error={request.error} mb="md" />
      <TextInput
        ref={inputRef}
        type="email"
        label={t('account.forgot.email')}
        name="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={issue ? REGISTRATION_MESSAGES[issue][lang] : undefined}
        mb="md"
      />
      <Button type="submit" fullWidth size="md" loading={request.isPending} data-testid="forgot-submit">
        {t('account.forgot.submit')}
      </Button>
    </form>
  );
}
