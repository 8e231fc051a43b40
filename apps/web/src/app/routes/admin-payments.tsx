import '../../features/payments/i18n.ts';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import './admin-payments.css';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../features/account/components/LoginForm.tsx';
import { useSession } from '../../lib/use-session.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { REVIEW_STATUSES, adminReportsQuery, type ReviewStatus } from '../../features/payments/bank/bank-transfer-api.ts';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { ReportCard } from './admin-payments-card.tsx';
import { ConfirmDecisionModal, DecisionNotice, useReportDecision } from './admin-payments-decision.tsx';
import { BulkBar, BulkResults, useBulkApprove } from './admin-payments-bulk.tsx';
import { SlipZoom, type ZoomedSlip } from './admin-payments-zoom.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

/**
 * /admin/payments: the administrator's review of bank transfer reports (payments.md §1 "only an
 * administrator approves or rejects"). Pending reports with their slips, approve or reject (with a
 * reason) after a confirmation, several approved at once, the checks the server worked out (amount,
 * transfer time, the slip's own QR), slips zoomed in a modal, and the decided history.
 */
function Page() {
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

function Review() {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const reports = useQuery(adminReportsQuery(status));
  const decision = useReportDecision();
  const bulk = useBulkApprove();
  const [zoomed, setZoomed] = useState<ZoomedSlip | null>(null);
  const { ask } = decision;

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
      <DecisionNotice decided={decision.decided} />
      <BulkResults results={bulk.approve.data} />
      <QueryView query={reports} loading={t('adminPayments.loading')}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty-state" data-testid="review-empty">
              {t(`adminPayments.empty.${status}`)}
            </p>
          ) : (
            <>
              <BulkBar bulk={bulk} reports={list} />
              <ol className="review-list" aria-label={t(`adminPayments.status.${status}`)}>
                {list.map((r) => (
                  <li key={r.id}>
                    <ReportCard
                      report={r}
                      onApprove={() => ask('approve', r)}
                      onReject={() => ask('reject', r)}
                      onZoom={setZoomed}
                      selected={bulk.selected.has(r.id)}
                      onSelect={(on) => bulk.toggle(r.id, on)}
                    />
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </QueryView>

      <ConfirmDecisionModal decision={decision} />
      <SlipZoom slip={zoomed} onClose={() => setZoomed(null)} />
    </>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
