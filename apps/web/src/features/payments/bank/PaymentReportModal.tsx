import '../i18n.ts';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import './bank-transfer.css';
import { useId } from 'react';
import { Alert, Button, Group, Modal, Textarea } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankAccount, OrderDetail } from '@rian/contracts/checkout';
import { PAYMENT_REPORT_MESSAGES as M } from '@rian/domain/payment-report';
import { useLang } from '../../../lib/use-lang.ts';
import { ReportBankFields, ReportContactFields, ReportTransferFields, SlipField } from './ReportFields.tsx';
import { usePaymentReport, type ReportNotice } from './use-payment-report.ts';

/**
 * The payment report modal of spec §2 ('แจ้งชำระเงิน'): the transfer's details and its slip, checked
 * in the spec's order (§5) with the failure shown in an alert titled 'คุณกรอกข้อมูลไม่ถูกต้อง' for
 * 5 s, then the slip upload, the report, and the §4 redirect.
 */
export function PaymentReportModal({
  order,
  accounts,
  layoutFour,
  opened,
  onClose,
  onReported,
}: {
  order: OrderDetail;
  accounts: readonly BankAccount[];
  layoutFour: boolean;
  opened: boolean;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const navigate = useNavigate();
  const report = usePaymentReport({ order, accounts, layoutFour, onReported });
  const { values, set, notice, busy, done } = report;

  const laterToOrders = () => {
    onClose();
    void navigate('/myaccount/student/order');
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={M.modalTitle[lang]}
      size="lg"
      classNames={{ title: 'checkout-modal__title' }}
      closeButtonProps={{ 'aria-label': t('bankTransfer.report.close') }}
      data-testid="payment-report-modal"
    >
      <form className="report-form" onSubmit={(e) => void report.submit(e)} noValidate aria-describedby={`${id}-notice`}>
        <div id={`${id}-notice`} className="report-form__notice">
          {notice ? <NoticeAlert notice={notice} /> : null}
        </div>
        {done ? (
          <Alert color="green" variant="light" role="status" data-testid="report-sent">
            {t('bankTransfer.report.sent')}
          </Alert>
        ) : null}
        <p className="hint">{t('bankTransfer.report.lead', { id: order.id })}</p>
        <div className="report-form__grid">
          <ReportContactFields report={report} />
          <ReportBankFields report={report} accounts={accounts} />
          <ReportTransferFields report={report} order={order} />
        </div>
        <Textarea
          label={t('bankTransfer.report.description')}
          value={values.description}
          onChange={(e) => set('description')(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <SlipField report={report} id={id} />
        <Group justify="flex-end" gap="sm" className="report-form__actions">
          {/* spec §2: 'ไว้แจ้งทีหลัง' is hidden for a purchase without registration (layout four). */}
          {layoutFour ? null : (
            <Button type="button" variant="default" onClick={laterToOrders} data-testid="report-later">
              {M.reportLater[lang]}
            </Button>
          )}
          <Button type="submit" loading={busy} disabled={done} data-testid="report-submit">
            {M.reportNow[lang]}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

function NoticeAlert({ notice }: { notice: ReportNotice }) {
  return (
    <Alert
      color={notice.kind === 'error' ? 'red' : 'yellow'}
      variant="light"
      role={notice.kind === 'error' ? 'alert' : 'status'}
      title={notice.title}
      data-testid={notice.kind === 'error' ? 'report-error' : 'report-notice'}
    >
      {notice.message}
    </Alert>
  );
}
