// Approving or rejecting a report after a confirmation; a rejection needs a reason (payments.md §1).
import { useState } from 'react';
import { Alert, Button, Group, Modal, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@rian/domain/money';
import {
  ADMIN_REPORTS_KEY,
  approveReport,
  rejectReport,
  type PaymentReportView,
} from '../../features/payments/bank/bank-transfer-api.ts';
import { useLang } from '../../lib/use-lang.ts';
import { FailureAlert } from '../../components/FailureAlert.tsx';

const REASON_MAX = 500;

/** The usual reasons, a click away; the administrator may still type their own. */
const REJECT_REASONS = ['notReceived', 'amountMismatch', 'slipUnclear', 'slipReused', 'wrongAccount'] as const;

type Pending = { kind: 'approve' | 'reject'; report: PaymentReportView };

/** The decision being confirmed, its reason and the last decision taken. */
export function useReportDecision() {
  const { t } = useTranslation();
  const client = useQueryClient();
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
  return { pending, open, close: () => setOpen(false), reason, setReason, reasonError, decided, decide, ask, confirm };
}

type ReportDecision = ReturnType<typeof useReportDecision>;

export function DecisionNotice({ decided }: { decided: ReportDecision['decided'] }) {
  const { t } = useTranslation();
  if (!decided) return null;
  return (
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
  );
}

export function ConfirmDecisionModal({ decision }: { decision: ReportDecision }) {
  const { t } = useTranslation();
  const { pending } = decision;
  return (
    <Modal
      opened={decision.open}
      onClose={decision.close}
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
      {pending ? <ConfirmDecision decision={decision} pending={pending} /> : null}
    </Modal>
  );
}

function ConfirmDecision({ decision, pending }: { decision: ReportDecision; pending: Pending }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { decide, reason, reasonError } = decision;
  return (
    <div className="review-confirm">
      <p>
        {t(pending.kind === 'approve' ? 'adminPayments.confirmApproveText' : 'adminPayments.confirmRejectText', {
          amount: formatMoney({ amount: pending.report.transfer_amount, currency: pending.report.currency_code }, lang),
          buyer: pending.report.buyer.name,
        })}
      </p>
      {pending.kind === 'reject' ? (
        <Group gap="xs" mb="xs" role="group" aria-label={t('adminPayments.commonReasons')}>
          {REJECT_REASONS.map((key) => (
            <Button
              key={key}
              size="compact-sm"
              variant="light"
              onClick={() => decision.setReason(t(`adminPayments.reasons.${key}`))}
              data-testid={`reject-reason-${key}`}
            >
              {t(`adminPayments.reasons.${key}`)}
            </Button>
          ))}
        </Group>
      ) : null}
      {pending.kind === 'reject' ? (
        <Textarea
          label={t('adminPayments.reason')}
          description={t('adminPayments.reasonHint', { max: REASON_MAX })}
          required
          autosize
          minRows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => decision.setReason(e.currentTarget.value)}
          error={reasonError}
          data-autofocus
          data-testid="reject-reason"
        />
      ) : null}
      <FailureAlert error={decide.error} testId="review-error" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={decision.close} data-autofocus={pending.kind === 'approve' ? true : undefined}>
          {t('adminPayments.back')}
        </Button>
        <Button
          color={pending.kind === 'approve' ? 'green' : 'red'}
          loading={decide.isPending}
          onClick={decision.confirm}
          data-testid="review-confirm-button"
        >
          {t(pending.kind === 'approve' ? 'adminPayments.approve' : 'adminPayments.reject')}
        </Button>
      </Group>
    </div>
  );
}
