// One bank transfer report as the administrator reviews it: its facts, its slips, and, while pending,
// approve and reject (payments.md §1).
import type { ReactNode } from 'react';
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
      <Fact label={t('adminPayments.buyer')}>
        {report.buyer.name} <span className="hint">({report.buyer.email})</span>
      </Fact>
      {report.contact_name && report.contact_name !== report.buyer.name ? (
        <Fact label={t('adminPayments.contact')}>{report.contact_name}</Fact>
      ) : null}
      {report.tel ? <Fact label={t('adminPayments.tel')}>{report.tel}</Fact> : null}
      <Fact label={t('adminPayments.amount')} testId="review-amount">
        <strong>{money(report.transfer_amount)}</strong>{' '}
        <span className={mismatch ? 'review-mismatch' : 'hint'}>
          {t(mismatch ? 'adminPayments.totalMismatch' : 'adminPayments.total', { total: money(report.order_total) })}
        </span>
      </Fact>
      <Fact label={t('adminPayments.bank')} className="review-bank">
        <BankLogo code={report.bank_code} size={24} />
        <span>{report.bank_name ?? report.bank_code}</span>
      </Fact>
      <Fact label={t('adminPayments.toAccount')}>{report.bank_account}</Fact>
      <Fact
        label={t('adminPayments.transferredAt')}
        className={report.flags.includes('transferBeforeOrder') ? 'review-mismatch' : undefined}
      >
        <time dateTime={report.transfer_datetime ?? undefined}>{transferTime(report.transfer_datetime, lang)}</time>{' '}
        <span className="hint">{t('adminPayments.orderedAt', { when: formatDate(report.order_created_at, lang, true) })}</span>
      </Fact>
      <SlipQrFacts report={report} />
      {report.description ? <Fact label={t('adminPayments.description')}>{report.description}</Fact> : null}
      {report.decided_at ? (
        <Fact label={t('adminPayments.decided')} testId="review-decider">
          {t('adminPayments.decidedBy', {
            who: report.decided_by?.username ?? '-',
            when: formatDate(report.decided_at, lang, true) ?? '',
          })}
          {report.decision_reason ? (
            <span className="review-reason">{t('adminPayments.reasonShown', { reason: report.decision_reason })}</span>
          ) : null}
        </Fact>
      ) : null}
    </dl>
  );
}

/** One fact of the report: what it is, and what the report says. */
function Fact({
  label,
  className,
  testId,
  children,
}: {
  label: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
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
