import '../../features/payments/i18n.ts';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import './admin-payments.css';
import { useId, useState } from 'react';
import { Alert, Button, Group, Modal, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@rian/domain/money';
import { utcToThaiDateTime } from '@rian/domain/payment-report';
import { LoginForm } from '../../features/account/components/LoginForm.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useSession } from '../../lib/use-session.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { BankLogo } from '../../features/payments/bank/BankLogo.tsx';
import {
  ADMIN_REPORTS_KEY,
  REVIEW_STATUSES,
  adminReportsQuery,
  approveReport,
  privateFileUrl,
  rejectReport,
  type PaymentReportView,
  type ReviewStatus,
} from '../../features/payments/bank/bank-transfer-api.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';

const REASON_MAX = 500;

/**
 * /admin/payments: the administrator's review of bank transfer reports (payments.md §1 "only an
 * administrator approves or rejects"). Pending reports with their slips, approve or reject (with a
 * reason) after a confirmation, and the decided history with who decided and when.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, status } = useSession();
  usePageMeta(t('adminPayments.title'));

  return (
    <div className="page admin-payments" data-testid="admin-payments-page">
      <h1 className="page-title">{t('adminPayments.title')}</h1>
      {status === 'loading' ? (
        <LoadingNotice>{t('app.loading')}</LoadingNotice>
      ) : user?.role === 'admin' ? (
        <Review />
      ) : (
        <section className="admin-payments__denied" aria-labelledby="admin-payments-denied" data-testid="admin-only">
          <h2 id="admin-payments-denied" className="account-section__title">
            {t('adminPayments.adminOnly')}
          </h2>
          <p className="hint">{user ? t('adminPayments.notAdmin') : t('adminPayments.signInLead')}</p>
          {user ? null : <LoginForm />}
        </section>
      )}
    </div>
  );
}

type Pending = { kind: 'approve' | 'reject'; report: PaymentReportView };

function Review() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const client = useQueryClient();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const reports = useQuery(adminReportsQuery(status));
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [decided, setDecided] = useState<{ orderId: number; status: 'approved' | 'rejected' } | null>(null);

  const decide = useMutation({
    mutationFn: async (p: Pending) => {
      if (p.kind === 'approve') await approveReport(p.report);
      else await rejectReport(p.report.id, reason.trim());
      return { orderId: p.report.order_id, status: p.kind === 'approve' ? ('approved' as const) : ('rejected' as const) };
    },
    onSuccess: (d) => {
      setOpen(false);
      setDecided(d);
      void client.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY });
    },
    onError: () => void client.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY }),
  });

  const ask = (kind: Pending['kind'], report: PaymentReportView) => {
    decide.reset();
    setReason('');
    setReasonError(null);
    setPending({ kind, report });
    setOpen(true);
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'reject') {
      const r = reason.trim();
      if (r === '') return setReasonError(t('adminPayments.reasonRequired'));
      if (r.length > REASON_MAX) return setReasonError(t('adminPayments.reasonTooLong', { max: REASON_MAX }));
    }
    setReasonError(null);
    decide.mutate(pending);
  };

  return (
    <>
      <fieldset className="review-filter">
        <legend className="visually-hidden">{t('adminPayments.filter')}</legend>
        {REVIEW_STATUSES.map((s) => (
          <label key={s} className={s === status ? 'review-filter__option review-filter__option--on' : 'review-filter__option'}>
            <input
              type="radio"
              name={`${id}-status`}
              value={s}
              checked={s === status}
              onChange={() => setStatus(s)}
              data-testid={`filter-${s}`}
            />
            {t(`adminPayments.status.${s}`)}
          </label>
        ))}
      </fieldset>
      {decided ? (
        <Alert
          color={decided.status === 'approved' ? 'green' : 'orange'}
          variant="light"
          role="status"
          data-testid="review-decided"
          mb="md"
        >
          {t(decided.status === 'approved' ? 'adminPayments.approvedNotice' : 'adminPayments.rejectedNotice', {
            id: decided.orderId,
          })}
        </Alert>
      ) : null}
      {reports.isPending ? (
        <LoadingNotice>{t('adminPayments.loading')}</LoadingNotice>
      ) : reports.isError ? (
        <ErrorNotice
          message={errorText(reports.error, lang)}
          retryLabel={t('app.retry')}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.length === 0 ? (
        <p className="empty-state" data-testid="review-empty">
          {t(`adminPayments.empty.${status}`)}
        </p>
      ) : (
        <ol className="review-list" aria-label={t(`adminPayments.status.${status}`)}>
          {reports.data.map((r) => (
            <li key={r.id}>
              <ReportCard report={r} onApprove={() => ask('approve', r)} onReject={() => ask('reject', r)} />
            </li>
          ))}
        </ol>
      )}

      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={
          pending
            ? t(pending.kind === 'approve' ? 'adminPayments.confirmApproveTitle' : 'adminPayments.confirmRejectTitle', {
                id: pending.report.order_id,
              })
            : ''
        }
        classNames={{ title: 'checkout-modal__title' }}
        closeButtonProps={{ 'aria-label': t('adminPayments.close') }}
        data-testid="review-confirm"
      >
        {pending ? (
          <div className="review-confirm">
            <p>
              {t(pending.kind === 'approve' ? 'adminPayments.confirmApproveText' : 'adminPayments.confirmRejectText', {
                amount: formatMoney({ amount: pending.report.transfer_amount, currency: pending.report.currency_code }, lang),
                buyer: pending.report.buyer.name,
              })}
            </p>
            {pending.kind === 'reject' ? (
              <Textarea
                label={t('adminPayments.reason')}
                description={t('adminPayments.reasonHint', { max: REASON_MAX })}
                required
                autosize
                minRows={3}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                error={reasonError}
                data-autofocus
                data-testid="reject-reason"
              />
            ) : null}
            {decide.isError ? (
              <Alert color="red" variant="light" role="alert" data-testid="review-error">
                {errorText(decide.error, lang)}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setOpen(false)}
                data-autofocus={pending.kind === 'approve' ? true : undefined}
              >
                {t('adminPayments.back')}
              </Button>
              <Button
                color={pending.kind === 'approve' ? 'green' : 'red'}
                loading={decide.isPending}
                onClick={confirm}
                data-testid="review-confirm-button"
              >
                {t(pending.kind === 'approve' ? 'adminPayments.approve' : 'adminPayments.reject')}
              </Button>
            </Group>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

function transferTime(iso: string | null, lang: 'th' | 'en'): string {
  if (!iso) return '-';
  // The date as people read it, the time with its seconds as the buyer typed it (Thai time).
  return `${formatDate(iso, lang) ?? ''} ${utcToThaiDateTime(new Date(iso)).time}`;
}

function ReportCard({ report, onApprove, onReject }: { report: PaymentReportView; onApprove: () => void; onReject: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = `report-${report.id}-title`;
  const money = (amount: number) => formatMoney({ amount, currency: report.currency_code }, lang);
  const mismatch = report.transfer_amount !== report.order_total;
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
