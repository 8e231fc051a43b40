import '../i18n.ts';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { formatCountdown, NOTICE_MS, remainingMs } from './payment-plan.ts';

/**
 * spec §8 payment failure: an error titled 'ผิดพลาด' with 'ชำระเงินไม่สำเร็จ กรุณาลองอีกครั้ง', shown
 * 5 s (§9). It takes the focus so keyboard and screen-reader users meet it; when it goes, the focus
 * returns to the button that tries again instead of falling to the page.
 */
export function PayError({
  detail,
  onHide,
  returnFocus,
  persistent = false,
}: {
  detail?: string | null;
  onHide?: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
  /**
   * Stays until the page changes or the caller removes it: a hand-off that cannot go on has nothing
   * to retry; a declined card is what the buyer must read before trying again.
   */
  persistent?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ onHide, returnFocus });
  useEffect(() => {
    latest.current = { onHide, returnFocus };
  });

  useEffect(() => {
    ref.current?.focus();
    if (persistent) return;
    const timer = setTimeout(() => {
      const hadFocus = ref.current?.contains(document.activeElement) ?? false;
      latest.current.onHide?.();
      if (hadFocus) latest.current.returnFocus?.current?.focus();
    }, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [persistent]);

  return (
    <div ref={ref} className="pay-error" role="alert" tabIndex={-1} aria-labelledby={`${id}-title`} data-testid="pay-error">
      <p id={`${id}-title`} className="pay-error__title">
        {t('payments.error.title')}
      </p>
      <p className="pay-error__text">{t('payments.error.text')}</p>
      {detail ? <p className="pay-error__detail">{detail}</p> : null}
    </div>
  );
}

/** Re-renders every second while a countdown runs. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * The QR's expiry in Thai time (architecture.md: times shown in Asia/Bangkok) and the time left. The
 * ticking figure is not a live region (it would speak every second); the expiry itself is announced.
 */
export function QrExpiry({ expiresAt, onExpired }: { expiresAt: string | null; onExpired: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [initial] = useState(() => remainingMs(expiresAt, Date.now()));
  const now = useNow(initial !== null && initial > 0);
  const left = remainingMs(expiresAt, now);
  const expired = left !== null && left <= 0;
  const latest = useRef(onExpired);
  useEffect(() => {
    latest.current = onExpired;
  });
  useEffect(() => {
    if (expired) latest.current();
  }, [expired]);

  const at = formatDate(expiresAt, lang, true);
  if (left === null || !at) return null;
  return (
    <div className="qr-expiry">
      <p>
        {t('payments.qr.expiresAt', { time: at })}
        {expired ? null : (
          <>
            {' · '}
            <span className="qr-expiry__left">{t('payments.qr.remaining', { time: formatCountdown(left) })}</span>
          </>
        )}
      </p>
    </div>
  );
}
