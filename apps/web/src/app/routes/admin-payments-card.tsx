// One bank transfer report as the administrator reviews it: its facts, its slips, and, while pending,
// approve and reject (payments.md §1).
import { Button, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@rian/domain/money';
import { utcToThaiDateTime } from '@rian/domain/payment-report';
import { BankLogo } from '../../features/payments/bank/BankLogo.tsx';
import { privateFileUrl, type PaymentReportView, type ReviewStatus } from '../../features/payments/bank/bank-transfer-api.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ReportFlags, SlipQrFacts } from './admin-payments-checks.tsx';
import type { ZoomedSlip } from './admin-payments-zoom.tsx';

function transferTime(iso: string | null, lang: 'th' | 'en'): string {
  if (!iso) return '-';
  // The date as people read it, the time with its seconds as the buyer typed it (Thai time).
  return `${formatDate(iso, lang) ?? ''} ${utcToThaiDateTime(new Date(iso)).time}`;
}

export interface ReportCardProps {
  report: PaymentReportView;
  onApprove: () => void;
  onReject: () => void;
  onZoom: (slip: ZoomedSlip) => void;
  /** Ticked for the bulk approval (pending reports only). */
  selected: boolean;
  onSelect: (on: boolean) => void;
}

export function ReportCard({ report, onApprove, onReject, onZoom, selected, onSelect }: ReportCardProps) {
  const { t } = useTranslation();
  const titleId = `report-${report.id}-title`;
  const title = t('adminPayments.order', { id: report.order_id });
  return (
    <article className="review-card" aria-labelledby={titleId} data-testid="review-card">
      <header className="review-card__head">
        {report.status === 'pending' ? (
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(e.currentTarget.checked)}
            aria-label={t('adminPayments.select', { order: title })}
            data-testid="review-select"
          />
        ) : null}
        <h2 id={titleId} className="review-card__title">
          {title}
        </h2>
        <span className={`review-status review-status--${report.status}`}>
          {t(`adminPayments.status.${report.status as ReviewStatus}`)}
        </span>
      </header>
      <ReportFlags report={report} />
      <ReportFacts report={report} />
      <ReportSlips report={report} onZoom={onZoom} />
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
        <dd className={report.flags.includes('transferBeforeOrder') ? 'review-mismatch' : undefined}>
          <time dateTime={report.transfer_datetime ?? undefined}>{transferTime(report.transfer_datetime, lang)}</time>{' '}
          <span className="hint">{t('adminPayments.orderedAt', { when: formatDate(report.order_created_at, lang, true) })}</span>
        </dd>
      </div>
      <SlipQrFacts report={report} />
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

function ReportSlips({ report, onZoom }: { report: PaymentReportView; onZoom: (slip: ZoomedSlip) => void }) {
  const { t } = useTranslation();
  return (
    <div className="review-slips">
      <p className="review-slips__title">{t('adminPayments.slips')}</p>
      {report.slip.length === 0 ? (
        <p className="hint">{t('adminPayments.noSlip')}</p>
      ) : (
        <ul>
          {report.slip.map((name, i) => {
            const alt = t('adminPayments.slipAlt', { n: i + 1, id: report.order_id });
            return (
              <li key={name}>
                {/\.pdf$/i.test(name) ? (
                  <a href={privateFileUrl(name)} target="_blank" rel="noopener" data-testid="review-slip">
                    <span className="review-slips__pdf">PDF</span>
                    <span>{t('adminPayments.openSlip', { n: i + 1 })}</span>
                  </a>
                ) : (
                  <button
                    type="button"
                    className="review-slips__zoom"
                    onClick={() => onZoom({ name, alt })}
                    data-testid="review-slip"
                  >
                    <img src={privateFileUrl(name)} alt={alt} loading="lazy" />
                    <span>{t('adminPayments.zoomSlip', { n: i + 1 })}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
