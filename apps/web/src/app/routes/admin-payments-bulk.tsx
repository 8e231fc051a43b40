// Approving several pending transfer reports in one action (payments.md §1 review): the administrator
// ticks reports, confirms, and hears per report whether it was approved or refused and why; one
// refusal (another administrator decided it first) leaves the others approved.
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, isErrorCode } from '@rian/domain/errors';
import type { BulkApproveResult } from '@rian/contracts/admin/payment-reports';
import { ADMIN_REPORTS_KEY, approveReports, type PaymentReportView } from '../../features/payments/bank/bank-transfer-api.ts';
import { FailureAlert } from '../../components/FailureAlert.tsx';
import { toggled } from '../../lib/toggled.ts';
import { useLang } from '../../lib/use-lang.ts';

/** A report's answer with the order it belongs to, which is what the administrator knows it by. */
type BulkOutcome = BulkApproveResult & { order: number };

/** The ticked reports, the confirmation and the last answer. */
export function useBulkApprove() {
  const client = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const approve = useMutation({
    mutationFn: async (chosen: PaymentReportView[]): Promise<BulkOutcome[]> => {
      const results = await approveReports(chosen.map((r) => r.id));
      return results.map((r) => ({ ...r, order: chosen.find((c) => c.id === r.id)?.order_id ?? r.id }));
    },
    onSuccess: () => {
      setConfirming(false);
      setSelected(new Set());
    },
    onSettled: () => void client.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY }),
  });
  const toggle = (id: number, on: boolean) => setSelected((s) => toggled(s, id, on));
  return { selected, setSelected, toggle, confirming, setConfirming, approve };
}

type BulkApprove = ReturnType<typeof useBulkApprove>;

/** Select all, the count, and "approve selected"; then its confirmation and its answer. */
export function BulkBar({ bulk, reports }: { bulk: BulkApprove; reports: PaymentReportView[] }) {
  const { t } = useTranslation();
  const pendingIds = reports.filter((r) => r.status === 'pending').map((r) => r.id);
  const ids = pendingIds.filter((id) => bulk.selected.has(id));
  const chosen = reports.filter((r) => ids.includes(r.id));
  if (pendingIds.length === 0) return null;
  const all = ids.length === pendingIds.length;
  return (
    <>
      <div className="review-bulk" data-testid="review-bulk">
        <Checkbox
          label={t('adminPayments.selectAll')}
          checked={all}
          indeterminate={ids.length > 0 && !all}
          onChange={(e) => bulk.setSelected(new Set(e.currentTarget.checked ? pendingIds : []))}
          data-testid="review-select-all"
        />
        <span className="hint" aria-live="polite">
          {t('adminPayments.selected', { count: ids.length })}
        </span>
        <Button
          color="green"
          disabled={ids.length === 0}
          onClick={() => bulk.setConfirming(true)}
          data-testid="review-bulk-approve"
        >
          {t('adminPayments.approveSelected', { count: ids.length })}
        </Button>
      </div>
      <Modal
        opened={bulk.confirming}
        onClose={() => bulk.setConfirming(false)}
        title={t('adminPayments.confirmBulkTitle', { count: ids.length })}
        classNames={{ title: 'checkout-modal__title' }}
        closeButtonProps={{ 'aria-label': t('adminPayments.close') }}
        data-testid="review-bulk-confirm"
      >
        <p>{t('adminPayments.confirmBulkText', { count: ids.length })}</p>
        <FailureAlert error={bulk.approve.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => bulk.setConfirming(false)} data-autofocus>
            {t('adminPayments.back')}
          </Button>
          <Button
            color="green"
            loading={bulk.approve.isPending}
            onClick={() => bulk.approve.mutate(chosen)}
            data-testid="review-bulk-confirm-button"
          >
            {t('adminPayments.approveSelected', { count: ids.length })}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** Per report: approved, or refused with the catalogue's message for its code. */
export function BulkResults({ results }: { results: BulkOutcome[] | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!results) return null;
  const refused = results.filter((r) => !r.ok);
  return (
    <Alert
      color={refused.length === 0 ? 'green' : 'orange'}
      variant="light"
      role="status"
      mb="md"
      data-testid="review-bulk-result"
    >
      <p className="review-bulk__done">
        {t('adminPayments.bulkDone', { approved: results.length - refused.length, refused: refused.length })}
      </p>
      {refused.length > 0 ? (
        <ul>
          {refused.map((r) => (
            <li key={r.id} data-testid="review-bulk-refused">
              {t('adminPayments.bulkRefused', {
                id: r.order,
                reason: !r.ok && isErrorCode(r.code) ? errorMessage(r.code, lang) : errorMessage('INTERNAL_ERROR', lang),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
