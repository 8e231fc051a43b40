import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { openAuthModal, useAuthModal } from '../../../lib/auth-modals.ts';
import { useSession } from '../../../lib/use-session.ts';
import { lazyWithMantine } from '../../../components/mantine/lazy-with-mantine.ts';

// The modals' code (Mantine Modal, the log-in form) loads on the first open, not with the page
// (architecture.md: lazy-load modals; the course page's first load has a budget), with Mantine itself
// (decision 031).
const AuthModals = lazyWithMantine(() => import('./AuthModals.tsx').then((m) => m.default));

/** Mounted once in the layout: opens the session-expired or sign-out modal when the server says so (spec §6). */
export function AuthModalsMount({ renderRegister }: { renderRegister?: (backToLogin: () => void) => ReactNode }) {
  const modal = useAuthModal();
  const { status } = useSession();
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (status === 'expired') openAuthModal('sessionExpired');
    if (status === 'denied') openAuthModal('signOut');
  }, [status]);

  // Once loaded the modals stay mounted, so closing plays its transition and reopening is instant.
  if (modal !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals modal={modal} renderRegister={renderRegister} />
    </Suspense>
  );
}
