import './account.css';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@rian/contracts/session';
import { REGISTRATION_MESSAGES } from '@rian/domain/registration';
import { useLang } from '../../../lib/use-lang.ts';
import { errorText, socialErrorText } from '../../../lib/error-text.ts';
import { useLogin } from '../hooks/use-auth-actions.ts';
import { SocialLoginButtons } from './SocialLoginButtons.tsx';
import { InputField } from '../../../components/InputField.tsx';
import { buttonClass } from '../../../components/button.ts';

export interface LoginFormProps {
  /** Called after a successful log-in (the session is already updated everywhere). */
  onSuccess?: (user: SessionUser) => void;
  /** The register toggle hands over to the surrounding view (e.g. the course page's registration). */
  onRegister?: () => void;
  /** Or: the registration form to show in place of the log-in form; gets a way back. */
  renderRegister?: (backToLogin: () => void) => ReactNode;
  /** Called when a link inside leaves for another page (a modal closes itself). */
  onLeave?: () => void;
  /** spec §2: a social log-in that failed returns with ?login_error=<CODE>. */
  socialError?: string | null;
  /** Focus the username field on mount (a modal that just opened). */
  autoFocus?: boolean;
}

/**
 * spec §2 "Cart login panel": username (or e-mail) and password, log-in button (Enter submits the
 * form), forgot-password link, register toggle and the social log-in buttons. Drawn without Mantine
 * (InputField, buttonClass): the server draws it on a visitor's /cart, whose first load then carries
 * no UI kit (decision 031); the log-in modal shows the same form inside Mantine's modal.
 */
export function LoginForm({ onSuccess, onRegister, renderRegister, onLeave, socialError, autoFocus }: LoginFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username: boolean; password: boolean }>({ username: false, password: false });
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();

  if (mode === 'register' && renderRegister) {
    return <RegisterInPlace form={renderRegister(() => setMode('login'))} backToLogin={() => setMode('login')} />;
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return; // the button is busy, not disabled: Enter still submits
    const next = { username: username.trim() === '', password: password === '' };
    setMissing(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    login.mutate({ username: username.trim(), password }, { onSuccess: (user) => onSuccess?.(user) });
  };

  const serverError = login.error ? errorText(login.error, lang) : null;
  const shownError = serverError ?? (socialError ? socialErrorText(socialError, lang) : null);

  return (
    <div className="auth-form">
      <form onSubmit={submit} noValidate aria-describedby={shownError ? `${id}-error` : undefined}>
        <FormAlert id={`${id}-error`} message={shownError} />
        <InputField
          ref={usernameRef}
          label={t('account.login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={autoFocus}
          // Mantine's modal focus trap starts at the element marked so (otherwise its close button).
          data-autofocus={autoFocus || undefined}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          error={missing.username ? t('account.login.usernameRequired') : undefined}
          gap="sm"
        />
        <InputField
          ref={passwordRef}
          label={t('account.login.password')}
          revealLabel={t('account.showPassword')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={missing.password ? REGISTRATION_MESSAGES.passwordRequired[lang] : undefined}
          gap="xs"
        />
        <p className="auth-form__forgot">
          <Link to="/forgotpass" onClick={onLeave}>
            {t('account.login.forgot')}
          </Link>
        </p>
        <SubmitButton busy={login.isPending}>{t('account.login.submit')}</SubmitButton>
      </form>
      <SocialLoginButtons />
      <RegisterToggle
        onRegister={onRegister}
        toRegister={renderRegister ? () => setMode('register') : undefined}
        onLeave={onLeave}
      />
    </div>
  );
}

/** The form's failure above its fields (field.css .form-alert); nothing while there is none. */
function FormAlert({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert" id={id} data-testid="login-error">
      {message}
    </p>
  );
}

/** The log-in button: busy, not disabled, while the log-in is on its way (its label gives way to a spinner). */
function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={buttonClass({ size: 'md', full: true })}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-testid="login-submit"
    >
      {children}
    </button>
  );
}

/** The caller's registration form in place of the log-in form, with the way back. */
function RegisterInPlace({ form, backToLogin }: { form: ReactNode; backToLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-form">
      {form}
      <p className="auth-form__switch">
        {t('account.login.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={backToLogin}>
          {t('account.login.submit')}
        </button>
      </p>
    </div>
  );
}

const COURSE_REGISTRATION_ANCHORS = ['registration', 'pricing'] as const;

/**
 * The register toggle. With a registration form (the caller's), it switches to it. Without one it
 * says where registration happens today: together with choosing a course, on the course page.
 */
function RegisterToggle({
  onRegister,
  toRegister,
  onLeave,
}: {
  onRegister: (() => void) | undefined;
  toRegister: (() => void) | undefined;
  onLeave: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const action = onRegister ?? toRegister;
  if (action) {
    return (
      <p className="auth-form__switch">
        {t('account.login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={action} data-testid="register-toggle">
          {t('account.login.register')}
        </button>
      </p>
    );
  }
  // On a course page, registration starts right there: its registration form (layout 4) or its
  // pricing section, whichever the page has.
  const anchor =
    pathname.startsWith('/course/') && typeof document !== 'undefined'
      ? COURSE_REGISTRATION_ANCHORS.find((a) => document.getElementById(a))
      : undefined;
  return (
    <p className="auth-form__switch">
      {t('account.login.registerWithCourse')}{' '}
      <Link to={anchor ? `${pathname}#${anchor}` : '/courses'} onClick={onLeave} data-testid="register-toggle">
        {anchor ? t('account.login.toPricing') : t('account.login.chooseCourse')}
      </Link>
    </p>
  );
}
