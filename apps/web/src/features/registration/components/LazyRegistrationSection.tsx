// The course page's first load stays under its budget (architecture.md): the registration form is a
// chunk of its own, fetched when its place on the page comes near the screen, not with the page.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';

const RegistrationSection = lazy(() => import('./RegistrationSection.tsx').then((m) => ({ default: m.RegistrationSection })));

/** How far below the screen the form's place may be when its chunk starts loading. */
const AHEAD = '800px 0px';

/** Layout four's registration section, loaded when it is about to be shown. */
export function LazyRegistrationSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} id={id}>
      {near ? (
        <Suspense fallback={<LoadingNotice testId="registration-loading">{t('registration.loading')}</LoadingNotice>}>
          <RegistrationSection />
        </Suspense>
      ) : null}
    </div>
  );
}
