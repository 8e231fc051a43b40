// The course page's first load stays under its budget (architecture.md, bench/size.ts): layout 4's
// embedded checkout is a chunk of its own, fetched when the pricing section comes near the screen
// (the sticky bar's register button scrolls there), never with the page. The lazily loaded
// checkout comes as `children` (app/routes/course.tsx composes it).
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';

/** How far below the screen the section may be when its chunk starts loading. */
const AHEAD = '800px 0px';

export function LazyCourseCheckout({ children }: { children: ReactNode }) {
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
    <div ref={ref} className="course-checkout" data-testid="course-checkout">
      {near ? (
        <Suspense fallback={<LoadingNotice testId="checkout-loading">{t('app.checkoutLoading')}</LoadingNotice>}>
          {children}
        </Suspense>
      ) : null}
    </div>
  );
}
