// What the administrator checks on a transfer report before deciding it (payments.md §1 review): the
// transfer the slip's own QR names, and the warnings the server worked out (domain report-checks):
// an amount off the order's total, a transfer before the order, an unreadable, foreign or shared QR.
import { useTranslation } from 'react-i18next';
import type { PaymentReportView } from '../../features/payments/bank/bank-transfer-api.ts';

/** The slip QR's bank and reference, or why there are none. */
export function SlipQrFacts({ report }: { report: PaymentReportView }) {
  const { t } = useTranslation();
  if (report.slip_qr === null) return null;
  const bank = report.slip_bank;
  return (
    <div data-testid="review-slip-qr">
      <dt>{t('adminPayments.slipQr')}</dt>
      <dd>
        {report.slip_qr === 'read' && bank ? (
          <>
            {bank.name ?? t('adminPayments.unknownBank', { number: bank.number })}
            <span className="review-ref">
              {t('adminPayments.transRef')} <code>{report.slip_trans_ref}</code>
            </span>
          </>
        ) : (
          <span className="hint">{t(`adminPayments.qr.${report.slip_qr}`)}</span>
        )}
      </dd>
    </div>
  );
}

/** The report's warnings as a list of highlighted notes; nothing when there are none. */
export function ReportFlags({ report }: { report: PaymentReportView }) {
  const { t } = useTranslation();
  if (report.flags.length === 0) return null;
  return (
    <ul className="review-flags" aria-label={t('adminPayments.checks')} data-testid="review-flags">
      {report.flags.map((flag) => (
        <li key={flag} className="review-flag" data-flag={flag}>
          {t(`adminPayments.flag.${flag}`)}
        </li>
      ))}
    </ul>
  );
}
