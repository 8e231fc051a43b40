import '../i18n.ts';
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
  const toggle = { 'aria-label': t('registration.showPassword') };
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
          autoComplete="new-password"
          value={login.newPassword}
          onChange={(e) => set('newPassword', e.currentTarget.value)}
          required
          visibilityToggleButtonProps={toggle}
          visibilityToggleFocusable
          {...fieldState(props, 'newPassword')}
        />
        <PasswordInput
          label={t('registration.confirmPassword')}
          autoComplete="new-password"
          value={login.confirmNewPassword}
          onChange={(e) => set('confirmNewPassword', e.currentTarget.value)}
          required
          visibilityToggleButtonProps={toggle}
          visibilityToggleFocusable
          {...fieldState(props, 'confirmNewPassword')}
        />
      </div>
    </fieldset>
  );
}
