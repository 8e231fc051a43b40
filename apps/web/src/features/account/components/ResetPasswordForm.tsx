import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import './account.css';
import '../i18n.ts';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetTokenSchema } from '@rian/contracts/session';
import { errorMessage } from '@rian/domain/errors';
import { PASSWORD_MIN_LENGTH, validateNewPassword, type RegistrationIssue } from '@rian/domain/registration';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { resetPassword, resetTokenQuery } from '../api/password.ts';
import { applySignedOut } from '../../../lib/session.ts';
import { openAuthModal } from '../../../lib/auth-modals.ts';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';

type Field = 'newPassword' | 'confirmNewPassword';

/** The password rules of spec §5 (characters, at least 6, must match the confirmation), one per field. */
function passwordIssues(newPassword: string, confirmNewPassword: string): Partial<Record<Field, RegistrationIssue>> {
  const out: Partial<Record<Field, RegistrationIssue>> = {};
  for (const issue of validateNewPassword({ newPassword, confirmNewPassword })) {
    const field = issue.path[0] as Field;
    out[field] ??= issue;
  }
  return out;
}

/** spec §2 /forgotpass?token=: check the link, then set a new password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const wellFormed = ResetTokenSchema.safeParse(token).success;
  const check = useQuery({ ...resetTokenQuery(token), enabled: wellFormed });
  const [done, setDone] = useState(false);
  const [linkDied, setLinkDied] = useState(false);

  if (done) return <ResetDone />;
  if (wellFormed && check.isPending) return <LoadingNotice>{t('account.reset.checking')}</LoadingNotice>;
  // A 4xx says the link is bad; anything else (no connection, a server fault) may pass: try again.
  if (check.isError && !(check.error instanceof ApiError && check.error.status >= 400 && check.error.status < 500)) {
    return <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={() => void check.refetch()} />;
  }
  if (!wellFormed || linkDied || check.data === false || check.isError) return <InvalidLink />;
  return <NewPasswordForm token={token} onDone={() => setDone(true)} onLinkInvalid={() => setLinkDied(true)} />;
}

function NewPasswordForm({ token, onDone, onLinkInvalid }: { token: string; onDone: () => void; onLinkInvalid: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [issues, setIssues] = useState<Partial<Record<Field, RegistrationIssue>>>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const reset = useMutation({
    mutationFn: (p: string) => resetPassword(token, p),
    onSuccess: () => {
      // The link is spent; no need to ask about it again when the cache is refreshed below.
      client.removeQueries({ queryKey: resetTokenQuery(token).queryKey });
      // A reset ends every session of the account, this browser's too.
      applySignedOut(client);
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'RESET_LINK_INVALID') onLinkInvalid();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = passwordIssues(password, confirm);
    setIssues(found);
    if (found.newPassword) return passwordRef.current?.focus();
    if (found.confirmNewPassword) return confirmRef.current?.focus();
    reset.mutate(password);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p>{t('account.reset.lead', { min: PASSWORD_MIN_LENGTH })}</p>
      <FailureAlert error={reset.error} mb="md" />
      <PasswordField
        ref={passwordRef}
        label={t('account.reset.password')}
        name="new-password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={issues.newPassword?.message[lang]}
        mb="sm"
      />
      <PasswordField
        ref={confirmRef}
        label={t('account.reset.confirm')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.currentTarget.value)}
        error={issues.confirmNewPassword?.message[lang]}
        mb="md"
      />
      <Button type="submit" fullWidth size="md" loading={reset.isPending} data-testid="reset-submit">
        {t('account.reset.submit')}
      </Button>
    </form>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="auth-notice" role="alert" data-testid="reset-invalid">
      <p>{errorMessage('RESET_LINK_INVALID', lang)}</p>
      <Button component={Link} to="/forgotpass" variant="light">
        {t('account.reset.askAgain')}
      </Button>
    </div>
  );
}

function ResetDone() {
  const { t } = useTranslation();
  return (
    <div className="auth-notice" role="status" data-testid="reset-done">
      <h2 className="auth-notice__title">{t('account.reset.doneTitle')}</h2>
      <p>{t('account.reset.done')}</p>
      <Button onClick={() => openAuthModal('login')} data-testid="reset-login">
        {t('account.login.submit')}
      </Button>
    </div>
  );
}
