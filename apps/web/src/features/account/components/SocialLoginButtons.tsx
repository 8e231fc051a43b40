import { useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SocialProviderId } from '@rian/contracts/session';
import { socialProvidersQuery, socialStartHref } from '../api/providers.ts';
import { getGuestId } from '../../../lib/guest.ts';

// Each provider's own name (a brand, the same in every language) and mark. The buttons are white
// with dark text and a brand-coloured mark and border: LINE's green under white text would be
// 2.2:1, under the 4.5:1 that text needs (WCAG AA).
const NAMES: Record<SocialProviderId, string> = { line: 'LINE', google: 'Google', facebook: 'Facebook' };
const ORDER: readonly SocialProviderId[] = ['line', 'google', 'facebook'];

function Mark({ provider }: { provider: SocialProviderId }) {
  if (provider === 'google') {
    return (
      <svg viewBox="0 0 18 18" width="20" height="20" aria-hidden focusable="false">
        <path
          fill="#EA4335"
          d="M9 3.48c1.69 0 2.83.73 3.48 1.34l2.54-2.48C13.46.89 11.43 0 9 0 5.48 0 2.44 2.02.96 4.96l2.91 2.26C4.6 5.05 6.62 3.48 9 3.48z"
        />
        <path
          fill="#4285F4"
          d="M17.64 9.2c0-.74-.06-1.28-.19-1.84H9v3.34h4.96c-.1.83-.64 2.08-1.84 2.92l2.84 2.2c1.7-1.57 2.68-3.88 2.68-6.62z"
        />
        <path
          fill="#FBBC05"
          d="M3.88 10.78A5.54 5.54 0 0 1 3.58 9c0-.62.11-1.22.29-1.78L.96 4.96A9 9 0 0 0 0 9c0 1.45.35 2.82.96 4.04l2.92-2.26z"
        />
        <path
          fill="#34A853"
          d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.84-2.2c-.76.53-1.78.9-3.12.9-2.38 0-4.4-1.57-5.12-3.74L.97 13.04C2.45 15.98 5.48 18 9 18z"
        />
      </svg>
    );
  }
  if (provider === 'facebook') {
    return (
      <GroundedMark
        ground={<circle cx="12" cy="12" r="12" fill="#0866FF" />}
        glyph="M16.7 15.5l.5-3.4h-3.3V9.9c0-.9.5-1.8 1.9-1.8h1.5V5.2s-1.3-.2-2.6-.2c-2.7 0-4.4 1.6-4.4 4.6v2.5H7.3v3.4h3V24h3.6v-8.5z"
      />
    );
  }
  return (
    <GroundedMark
      ground={<rect width="24" height="24" rx="5.5" fill="#06C755" />}
      glyph="M12 5.2c-4.4 0-8 2.8-8 6.3 0 3.1 2.8 5.7 6.6 6.2.5.1.4.6.3 1.6 0 .4-.2 1.3 1.1.7 1.3-.6 5.9-3.4 7.4-5.9.4-.8.6-1.7.6-2.6 0-3.5-3.6-6.3-8-6.3z"
    >
      <path
        fill="#06C755"
        d="M7.6 9.6h.9v3h1.7v.8H7.6zm3.2 0h.9v3.8h-.9zm1.6 0h.8l1.6 2.3V9.6h.9v3.8h-.8l-1.6-2.3v2.3h-.9zm4.2 0h2.6v.8h-1.7v.7h1.7v.8h-1.7v.7h1.7v.8h-2.6z"
      />
    </GroundedMark>
  );
}

/** A mark drawn as a white glyph on a brand-coloured ground (Facebook, LINE), and what lies on the glyph. */
function GroundedMark({ ground, glyph, children }: { ground: ReactNode; glyph: string; children?: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden focusable="false">
      {ground}
      <path fill="#fff" d={glyph} />
      {children}
    </svg>
  );
}

const unchanging = () => () => undefined;

/**
 * This browser's guest id, made now if it has none yet; null while the server draws the page (it
 * knows no browser's id), then the browser's own once the page hydrated: a link drawn by the server
 * keeps the server's attributes through hydration, so the id must not be read into the first render.
 */
function useGuestId(): string | null {
  return useSyncExternalStore(unchanging, getGuestId, () => null);
}

/**
 * spec §2 cart login panel: social log-in for a chat app (LINE), Google and Facebook, each coming
 * back to /cart. Plain links: the sign-in is a full-page trip to the provider and back.
 */
export function SocialLoginButtons() {
  const { t } = useTranslation();
  const providers = useQuery(socialProvidersQuery());
  // spec §6: the guest's cart joins the account after a social log-in, so the id goes along.
  const guestId = useGuestId();
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => ORDER.indexOf(a.provider) - ORDER.indexOf(b.provider));
  return (
    <div className="social-login">
      <p className="social-login__or" aria-hidden>
        <span>{t('account.login.or')}</span>
      </p>
      <ul className="social-login__list" aria-label={t('account.login.socialLabel')}>
        {sorted.map((p) => (
          <li key={p.provider}>
            <a
              className={`social-login__button social-login__button--${p.provider}`}
              href={socialStartHref(p.start_url, guestId)}
              data-testid={`social-${p.provider}`}
            >
              <Mark provider={p.provider} />
              <span>{t('account.login.with', { provider: NAMES[p.provider] })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
