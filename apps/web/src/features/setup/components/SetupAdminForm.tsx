import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '../i18n.ts';
import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_PASSWORD_MIN_LENGTH, validateAdminAccount } from '@rian/domain/admin-account';
import { errorMessage } from '@rian/domain/errors';
import type { FieldIssue } from '@rian/domain/field-issues';
import { ApiError } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { createFirstAdmin, setupLinkQuery } from '../api/setup.ts';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';

type Field = 'username' | 'email' | 'password' | 'confirm';

/** The first failing rule of each field; the confirmation must repeat the password. */
function issuesOf(values: Record<Field, string>): Partial<Record<Field, FieldIssue>> {
  const found: Partial<Record<Field, FieldIssue>> = {};
  for (const issue of validateAdminAccount(values)) found[issue.path[0] as Field] ??= issue;
  if (values.confirm !== values.password) {
    found.confirm = { path: ['confirm'], key: 'mismatch', message: { th: 'รหัสผ่านไม่ตรงกัน', en: 'The passwords do not match.' } };
  }
  return found;
}

function SetupDone({ username }: { username: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth-notice" role="status" data-testid="setup-done">
      <h2 className="auth-notice__title">{t('setup.doneTitle')}</h2>
      <p>{t('setup.done', { username })}</p>
      <Button component="a" href="/myaccount">
        {t('setup.signIn')}
      </Button>
    </div>
  );
}

/** The first administrator's account, with the link printed by the server's first start. */
export function SetupAdminForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const link = useQuery(setupLinkQuery(token));
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '', confirm: '' });
  const [issues, setIssues] = useState<Partial<Record<Field, FieldIssue>>>({});
  const create = useMutation({ mutationFn: createFirstAdmin });

  if (link.isPending) return <p role="status">{t('setup.checking')}</p>;
  if (create.isSuccess) return <SetupDone username={create.data.username} />;
  const spent = create.error instanceof ApiError && create.error.code === 'SETUP_LINK_INVALID';
  if (link.data !== true || spent) {
    return (
      <div className="auth-notice" role="alert" data-testid="setup-invalid">
        <p>{errorMessage('SETUP_LINK_INVALID', lang)}</p>
        <p>{t('setup.invalidHelp')}</p>
      </div>
    );
  }

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: issues[name]?.message[lang],
    mb: 'sm' as const,
  });
  /** The password and its confirmation: both a new password to the browser's password manager. */
  const newPassword = (key: 'password' | 'confirm', name: string) => ({
    label: t(`setup.${key}`),
    name,
    autoComplete: 'new-password',
    required: true,
    ...field(key),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = issuesOf(values);
    setIssues(found);
    if (Object.keys(found).length === 0)
      create.mutate({ token, username: values.username, email: values.email, password: values.password });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="setup-form">
      <p>{t('setup.lead', { min: ADMIN_PASSWORD_MIN_LENGTH })}</p>
      <FailureAlert error={create.error} mb="md" />
      <TextInput label={t('setup.username')} name="username" autoComplete="username" required autoFocus {...field('username')} />
      <TextInput label={t('setup.email')} name="email" type="email" autoComplete="email" required {...field('email')} />
      <PasswordField {...newPassword('password', 'new-password')} />
      <PasswordField {...newPassword('confirm', 'confirm-password')} mb="md" />
      <Button type="submit" fullWidth size="md" loading={create.isPending} data-testid="setup-submit">
        {t('setup.submit')}
      </Button>
    </form>
  );
}
