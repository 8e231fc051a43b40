// Bank logos chosen by bank code (spec §3 "BAY, BBL, GSB, KBANK, KTB, SCB, TTB, TMB, UOB, PROMPTPAY
// and more; unknown codes get no logo"; §8 "Unknown bank logo codes are logged"). Small badges in
// each bank's colour with its initials: no image request, nothing to go stale.
import { findBank } from '@rian/domain/banks';

const BADGES: Readonly<Record<string, { bg: string; fg: string; label: string }>> = {
  BAY: { bg: '#fec43b', fg: '#4a3b00', label: 'BAY' },
  BBL: { bg: '#1e4598', fg: '#fff', label: 'BBL' },
  GSB: { bg: '#eb198d', fg: '#fff', label: 'GSB' },
  KBANK: { bg: '#138f2d', fg: '#fff', label: 'K' },
  KTB: { bg: '#1ba5e1', fg: '#fff', label: 'KTB' },
  SCB: { bg: '#4e2e7f', fg: '#fff', label: 'SCB' },
  TTB: { bg: '#0050f0', fg: '#fff', label: 'ttb' },
  TMB: { bg: '#1279be', fg: '#fff', label: 'TMB' },
  UOB: { bg: '#0b3979', fg: '#fff', label: 'UOB' },
  CIMBT: { bg: '#7e2f36', fg: '#fff', label: 'CIMB' },
  KKP: { bg: '#594f74', fg: '#fff', label: 'KKP' },
  LHB: { bg: '#6d6e71', fg: '#fff', label: 'LH' },
  TISCO: { bg: '#12549f', fg: '#fff', label: 'TISCO' },
  ICBCT: { bg: '#c50f1c', fg: '#fff', label: 'ICBC' },
  BAAC: { bg: '#4b9b1d', fg: '#fff', label: 'ธกส' },
  GHB: { bg: '#f57d23', fg: '#fff', label: 'GHB' },
  IBANK: { bg: '#184615', fg: '#fff', label: 'iBank' },
  PROMPTPAY: { bg: '#1a3b6e', fg: '#fff', label: 'PP' },
};

const warned = new Set<string>();

/** The badge of a bank code, or nothing (and one console line per code) when the code is unknown. */
export function BankLogo({ code, size = 40 }: { code: string; size?: number }) {
  const bank = findBank(code);
  const badge = bank ? BADGES[bank.code] : undefined;
  if (!bank || !badge) {
    if (!warned.has(code)) {
      warned.add(code);
      console.warn(`Unknown bank logo code: ${code}`);
    }
    return null;
  }
  const fontSize = Math.round(size * (badge.label.length > 3 ? 0.26 : 0.34));
  return (
    <svg
      className="bank-logo"
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={bank.name_th}
      data-testid="bank-logo"
      data-bank={bank.code}
    >
      <rect width={size} height={size} rx={size / 4} fill={badge.bg} />
      <text
        x="50%"
        y="50%"
        dominantBaseline="central"
        textAnchor="middle"
        fill={badge.fg}
        fontSize={fontSize}
        fontWeight={700}
        fontFamily="system-ui, sans-serif"
      >
        {badge.label}
      </text>
    </svg>
  );
}
