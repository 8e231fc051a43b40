// One bank transfer report as the administrator reviews it: its facts, its slips, and, while pending,
// approve and reject (payments.md §1).
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@rian/domain/money';
import { utcToThaiDateTime } from '@rian/domain/payment-report';
import { BankLogo } from '../../features/payments/bank/BankLogo.tsx';
import { privateFileUrl, type PaymentReportView, type ReviewStatus } from '../../features/payments/bank/bank-transfer-api.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';

function transferTime(iso: string | null, lang: 'th' | 'en'): string {
  if (!iso) return '-';
  // The date as people read it, the time with its seconds as the buyer typed it (Thai time).
  return `${formatDate(iso, lang) ?? ''} ${utcToThaiDateTime(new Date(iso)).time}`;
}

export function ReportCard({
  report,
  onApprove,
  onReject,
}: {
  report: PaymentReportView;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const titleId = `report-${report.id}-title`;
  return (
    <article className="review-card" aria-labelledby={titleId} data-testid="review-card">
      <header className="review-card__head">
        <h2 id={titleId} className="review-card__title">
          {t('adminPayments.order', { id: report.order_id })}
        </h2>
        <span className={`review-status review-status--${report.status}`}>
          {t(`adminPayments.status.${report.status as ReviewStatus}`)}
        </span>
      </header>
      <ReportFacts report={report} />
      <ReportSlips report={report} />
      {report.status === 'pending' ? (
        <div className="review-card__actions">
          <Button color="green" onClick={onApprove} data-testid="review-approve">
            {t('adminPayments.approve')}
          </Button>
          <Button color="red" variant="outline" onClick={onReject} data-testid="review-reject">
            {t('adminPayments.reject')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function ReportFacts({ report }: { report: PaymentReportView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (amount: number) => formatMoney({ amount, currency: report.currency_code }, lang);
  const mismatch = report.transfer_amount !== report.order_total;
  return (
    <dl className="review-facts">
      <div>
        <dt>{t('adminPayments.buyer')}</dt>
        <dd>
          {report.buyer.name} <span className="hint">({report.buyer.email})</span>
        </dd>
      </div>
      {report.contact_name && report.contact_name !== report.buyer.name ? (
        <div>
          <dt>{t('adminPayments.contact')}</dt>
          <dd>{report.contact_name}</dd>
        </div>
      ) : null}
      {report.tel ? (
        <div>
          <dt>{t('adminPayments.tel')}</dt>
          <dd>{report.tel}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('adminPayments.amount')}</dt>
        <dd data-testid="review-amount">
          <strong>{money(report.transfer_amount)}</strong>{' '}
          <span className={mismatch ? 'review-mismatch' : 'hint'}>
            {t(mismatch ? 'adminPayments.totalMismatch' : 'adminPayments.total', { total: money(report.order_total) })}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('adminPayments.bank')}</dt>
        <dd className="review-bank">
          <BankLogo code={report.bank_code} size={24} />
          <span>{report.bank_name ?? report.bank_code}</span>
        </dd>
      </div>
      <div>
        <dt>{t('adminPayments.toAccount')}</dt>
        <dd>{report.bank_account}</dd>
      </div>
      <div>
        <dt>{t('adminPayments.transferredAt')}</dt>
        <dd>
          <time dateTime={report.transfer_datetime ?? undefined}>{transferTime(report.transfer_datetime, lang)}</time>
        </dd>
      </div>
      {report.description ? (
        <div>
          <dt>{t('adminPayments.description')}</dt>
          <dd>{report.description}</dd>
        </div>
      ) : null}
      {report.decided_at ? (
        <div>
          <dt>{t('adminPayments.decided')}</dt>
          <dd data-testid="review-decider">
            {t('adminPayments.decidedBy', {
              who: report.decided_by?.username ?? '-',
              when: formatDate(report.decided_at, lang, true) ?? '',
            })}
            {report.decision_reason ? (
              <span className="review-reason">{t('adminPayments.reasonShown', { reason: report.decision_reason })}</span>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function ReportSlips({ report }: { report: PaymentReportView }) {
  const { t } = useTranslation();
  return (
    <div className="review-slips">
      <p className="review-slips__title">{t('adminPayments.slips')}</p>
      {report.slip.length === 0 ? (
        <p className="hint">{t('adminPayments.noSlip')}</p>
      ) : (
        <ul>
          {report.slip.map((name, i) => (
            <li key={name}>
              <a href={privateFileUrl(name)} target="_blank" rel="noopener" data-testid="review-slip">
                {/\.pdf$/i.test(name) ? (
                  <span className="review-slips__pdf">PDF</span>
                ) : (
                  <img
                    src={privateFileUrl(name)}
                    alt={t('adminPayments.slipAlt', { n: i + 1, id: report.order_id })}
                    loading="lazy"
                  />
                )}
                <span>{t('adminPayments.openSlip', { n: i + 1 })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
