import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQuery } from '../../account/api/session.ts';
import { RegistrationForm } from './RegistrationForm.tsx';

/**
 * Layout four's registration (spec §2: the purchase-without-registration cart holds the contact
 * form): the visitor chooses a username and password. A student who is already signed in has
 * nothing to fill in here; one who registered here keeps the confirmation.
 */
export function RegistrationSection() {
  const { t } = useTranslation();
  const session = useQuery(sessionQuery());
  const [registeredHere, setRegisteredHere] = useState(false);
  if (session.isPending || (session.data?.user && !registeredHere)) return null;
  return (
    <section className="section reg-section" aria-labelledby="registration-title" data-testid="registration">
      <h2 id="registration-title" className="section__title">
        {t('registration.title')}
      </h2>
      <p className="reg-lead">{t('registration.lead')}</p>
      <RegistrationForm layoutFour onRegistered={() => setRegisteredHere(true)} />
    </section>
  );
}
