// The registration form for places that show it on demand (the log-in modal's register toggle,
// spec §2): its chunk is fetched when the form is about to be shown, never with the page.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { lazyWithMantine } from '../../../components/mantine/lazy-with-mantine.ts';
import type { RegistrationFormProps } from './RegistrationForm.tsx';

const RegistrationForm = lazyWithMantine(() => import('./RegistrationForm.tsx').then((m) => m.RegistrationForm));

/** {@link RegistrationForm}, loaded on first render. */
export function LazyRegistrationForm(props: RegistrationFormProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingNotice testId="registration-loading">{t('app.registrationLoading')}</LoadingNotice>}>
      <RegistrationForm {...props} />
    </Suspense>
  );
}
