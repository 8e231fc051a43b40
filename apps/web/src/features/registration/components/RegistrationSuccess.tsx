import '../i18n.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@rian/contracts/session';

/**
 * After registering: the account is ready and the student is signed in; without layout four the
 * generated username and password went to the e-mail address (spec §5).
 */
export function RegistrationSuccess({ user, email, mailed }: { user: SessionUser; email: string; mailed: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The form the visitor was in is gone: keep their place on the notice that replaced it.
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, []);
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username;
  return (
    <div ref={ref} className="reg-success" role="status" tabIndex={-1} data-testid="registration-success">
      <h3 className="reg-success__title">{t('registration.successTitle')}</h3>
      <p>{t('registration.successText', { name })}</p>
      <p>
        {t('registration.successUsername')} <strong data-testid="registered-username">{user.username}</strong>
      </p>
      {mailed ? <p>{t('registration.successMailed', { email })}</p> : null}
    </div>
  );
}
