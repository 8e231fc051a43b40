import '../i18n.ts';
import type { ChangeEvent } from 'react';
import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES, type MemberLoginForm } from '@rian/domain/registration';
import { fieldState, type FormPartProps } from './field-props.ts';

/** spec §2, §3, §5 layout four: the visitor chooses a username and a password (with confirmation). */
export function MemberLoginFields(props: FormPartProps) {
  const { form, lang } = props;
  const { t } = useTranslation();
  const login = form.values.login;
  const set = (key: keyof MemberLoginForm, value: string) =>
    form.change(key, (v) => ({ ...v, login: { ...v.login, [key]: value } }));
  /** The password and its confirmation, each with the button that shows what was typed. */
  const newPassword = (key: 'newPassword' | 'confirmNewPassword') => ({
    autoComplete: 'new-password',
    value: login[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value),
    required: true,
    visibilityToggleButtonProps: { 'aria-label': t('registration.showPassword') },
    visibilityToggleFocusable: true,
    ...fieldState(props, key),
  });
  return (
    <fieldset className="reg-fieldset">
      <legend className="reg-fieldset__legend">{t('registration.loginTitle')}</legend>
      <div className="reg-stack">
        <TextInput
          label={t('registration.username')}
          // spec §5: the placeholder hints English letters and digits only.
          placeholder={REGISTRATION_MESSAGES.usernamePlaceholder[lang]}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={login.username}
          onChange={(e) => set('username', e.currentTarget.value)}
          required
          {...fieldState(props, 'username')}
        />
        <PasswordInput
          label={t('registration.password')}
          description={t('registration.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...newPassword('newPassword')}
        />
        <PasswordInput label={t('registration.confirmPassword')} {...newPassword('confirmNewPassword')} />
      </div>
    </fieldset>
  );
}
