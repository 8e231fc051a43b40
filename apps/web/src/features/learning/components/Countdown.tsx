import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/icons.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { countdownDisplay, remainingAt } from '../player-logic.ts';

interface Props {
  unlimited: boolean;
  remainingMs: number | null;
  expiresAt: string | null;
  expired: boolean;
  /** When the server's answer arrived (Date.now()); the count runs from there. */
  receivedAt: number;
  /** Called once when the time runs out while the page is open. */
  onExpire: () => void;
}

/** The access countdown (spec §4): days and hh:mm:ss left, or "no time limit". */
export function Countdown({ unlimited, remainingMs, expiresAt, expired, receivedAt, onExpire }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const left = unlimited || remainingMs === null ? null : expired ? 0 : remainingAt(remainingMs, receivedAt, now);
  const running = left !== null && left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true;
      onExpire();
    }
  }, [left, onExpire]);

  let text: string;
  if (left === null) text = t('learning.countdown.unlimited');
  else if (left === 0) text = t('learning.countdown.ended');
  else {
    const d = countdownDisplay(left);
    text = t('learning.countdown.left', { days: d.days, clock: d.clock });
  }
  const until = left !== null && left > 0 ? formatDate(expiresAt, lang, true) : null;
  return (
    <div className="countdown" data-ended={left === 0 || undefined} data-testid="access-countdown">
      <ClockIcon size={18} />
      <span className="countdown__label">{t('learning.countdown.label')}</span>
      {/* The ticking number is not announced every second; the date below says the same once. */}
      <span className="countdown__value" aria-hidden={running || undefined}>
        {text}
      </span>
      {until ? <span className="countdown__until">{t('learning.countdown.until', { date: until })}</span> : null}
    </div>
  );
}
