import '../i18n.ts';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import './bank-transfer.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankAccount, OrderDetail } from '@rian/contracts/checkout';
import {
  PAYMENT_REPORT_MESSAGES as M,
  REPORT_NOTIFICATION_MS,
  buildBankTransferReport,
  reportRedirect,
  validateBankTransferReport,
  shouldUploadSlip,
  type BankTransferReportForm,
} from '@rian/domain/payment-report';
import { uploadFile } from '../../../lib/uploads-api.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/use-session.ts';
import { ORDERS_KEY } from '../../../lib/orders-api.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { sendPaymentReport, sourceBanksQuery } from './bank-transfer-api.ts';
import { amountDueOf, initialReportValues, normaliseTime, toReportBody, type ReportFormValues } from './report-form.ts';

const SLIP_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

interface Notice {
  kind: 'error' | 'notice';
  title: string;
  message: string;
}

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
  const client = useQueryClient();
  const { user } = useSession();
  const settings = useSiteSettings();
  const banks = useQuery(sourceBanksQuery());
  const [values, setValues] = useState<ReportFormValues>(() => initialReportValues(order, user, new Date()));
  const [slip, setSlip] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [badField, setBadField] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const amountDue = amountDueOf(order);

  // spec §5: a notification shows 5 s.
  useEffect(() => {
    if (!notice) return;
    const hide = setTimeout(() => setNotice(null), REPORT_NOTIFICATION_MS);
    return () => clearTimeout(hide);
  }, [notice]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const set = (key: keyof ReportFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field marked wrong stops being marked once it is edited.
    if (badField === key) setBadField(null);
  };
  const fail = (title: string, message: string) => setNotice({ kind: 'error', title, message });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || done) return;
    const form: BankTransferReportForm = {
      contact_name: values.contact_name,
      transfer_amount: values.transfer_amount.trim(),
      bank_code: values.bank_code,
      bank_account: values.bank_account,
      transfer_date: values.transfer_date,
      transfer_time: normaliseTime(values.transfer_time),
      selectedSlipCount: slip ? 1 : 0,
    };
    const context = {
      amountDue,
      requireSlip: (settings?.require_slip ?? 1) === 1,
      ...(banks.data ? { bankCodes: banks.data.map((b) => b.banktransfer_value) } : {}),
      accountNumbers: accounts.map((a) => a.account_id),
    };
    const checked = validateBankTransferReport(form, context);
    const firstError = checked.errors[0];
    if (firstError) {
      setBadField(firstError.path.join('.'));
      fail(firstError.title[lang], firstError.message[lang]);
      return;
    }
    setBadField(null);
    // spec §5: the contact name is a notice only; the report goes on.
    const contactNotice = checked.notifications.find((n) => n.severity === 'notice');
    setNotice(contactNotice ? { kind: 'notice', title: contactNotice.title[lang], message: contactNotice.message[lang] } : null);

    setBusy(true);
    try {
      let names: (string | null)[] = [];
      if (slip && shouldUploadSlip(amountDue, 1)) {
        names = [await uploadFile(slip, 'slip').catch(() => null)];
      }
      const built = buildBankTransferReport({
        form,
        context,
        order: { order_id: order.id, email: values.email.trim() || order.email, tel: values.tel.trim() },
        description: values.description.trim(),
        uploadedSlipNames: names,
      });
      if (!built.ok) {
        setBadField(built.error.path.join('.'));
        fail(built.error.title[lang], built.error.message[lang]);
        return;
      }
      const sent = await sendPaymentReport(toReportBody(built.report, values, order.currency_code), layoutFour);
      setDone(true);
      onReported();
      // spec §4: 500 ms to the thank-you page, or 1000 ms to the order list (not on layout four).
      const next = reportRedirect({
        thankYouPage: settings?.is_thank_you_page === 1,
        orderToken: sent.order_token,
        guestLayoutFour: layoutFour,
      });
      if (next) {
        timer.current = setTimeout(() => {
          void client.invalidateQueries({ queryKey: ORDERS_KEY });
          void navigate(next.path);
        }, next.delayMs);
      } else {
        void client.invalidateQueries({ queryKey: ORDERS_KEY });
      }
    } catch (err) {
      fail(M.errorTitle[lang], errorText(err, lang));
    } finally {
      setBusy(false);
    }
  }

  const laterToOrders = () => {
    onClose();
    void navigate('/myaccount/student/order');
  };
  const invalid = (path: string) => (badField === path ? true : undefined);

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
      <form className="report-form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={`${id}-notice`}>
        <div id={`${id}-notice`} className="report-form__notice">
          {notice ? (
            <Alert
              color={notice.kind === 'error' ? 'red' : 'yellow'}
              variant="light"
              role={notice.kind === 'error' ? 'alert' : 'status'}
              title={notice.title}
              data-testid={notice.kind === 'error' ? 'report-error' : 'report-notice'}
            >
              {notice.message}
            </Alert>
          ) : null}
        </div>
        {done ? (
          <Alert color="green" variant="light" role="status" data-testid="report-sent">
            {t('bankTransfer.report.sent')}
          </Alert>
        ) : null}
        <p className="hint">{t('bankTransfer.report.lead', { id: order.id })}</p>
        <div className="report-form__grid">
          <TextInput
            label={t('bankTransfer.report.contactName')}
            value={values.contact_name}
            onChange={(e) => set('contact_name')(e.currentTarget.value)}
            autoComplete="name"
            maxLength={200}
          />
          <TextInput
            label={t('bankTransfer.report.email')}
            type="email"
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            autoComplete="email"
            description={t('bankTransfer.report.emailHint')}
            readOnly
          />
          <TextInput
            label={t('bankTransfer.report.tel')}
            type="tel"
            value={values.tel}
            onChange={(e) => set('tel')(e.currentTarget.value)}
            autoComplete="tel"
            maxLength={40}
          />
          <NativeSelect
            label={t('bankTransfer.report.sourceBank')}
            required
            value={values.bank_code}
            onChange={(e) => set('bank_code')(e.currentTarget.value)}
            error={invalid('bank_code')}
            data={[
              { value: '', label: banks.isPending ? t('bankTransfer.report.loadingBanks') : t('bankTransfer.report.chooseBank') },
              ...(banks.data ?? []).map((b) => ({
                value: b.banktransfer_value,
                label: lang === 'en' ? b.banktransfer_nameen : b.banktransfer_nameth,
              })),
            ]}
            data-testid="report-bank"
          />
          <NativeSelect
            label={t('bankTransfer.report.toAccount')}
            required
            value={values.bank_account}
            onChange={(e) => set('bank_account')(e.currentTarget.value)}
            error={invalid('bank_account')}
            data={[
              { value: '', label: t('bankTransfer.report.chooseAccount') },
              ...accounts.map((a) => ({ value: a.account_id, label: `${a.bank_name || a.bank} ${a.account_id}` })),
            ]}
            data-testid="report-account"
          />
          <TextInput
            label={t('bankTransfer.report.date')}
            type="date"
            required
            value={values.transfer_date}
            onChange={(e) => set('transfer_date')(e.currentTarget.value)}
            error={invalid('transfer_date')}
            description={t('bankTransfer.report.thaiTime')}
            data-testid="report-date"
          />
          <TextInput
            label={t('bankTransfer.report.time')}
            type="time"
            step={1}
            required
            value={values.transfer_time}
            onChange={(e) => set('transfer_time')(e.currentTarget.value)}
            error={invalid('transfer_time')}
            description={t('bankTransfer.report.thaiTime')}
            data-testid="report-time"
          />
          {amountDue > 0 ? (
            <TextInput
              label={t('bankTransfer.report.amount', {
                currency: order.currency_code === 'USD' ? 'USD' : t('bankTransfer.baht'),
              })}
              required
              inputMode="decimal"
              value={values.transfer_amount}
              onChange={(e) => set('transfer_amount')(e.currentTarget.value)}
              error={invalid('transfer_amount')}
              data-testid="report-amount"
            />
          ) : null}
        </div>
        <Textarea
          label={t('bankTransfer.report.description')}
          value={values.description}
          onChange={(e) => set('description')(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
        />
        {amountDue > 0 ? (
          <div className={badField === 'slip' ? 'slip-field slip-field--invalid' : 'slip-field'}>
            <label htmlFor={`${id}-slip`} className="slip-field__label">
              {t('bankTransfer.report.slip')}
              {(settings?.require_slip ?? 1) === 1 ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              id={`${id}-slip`}
              type="file"
              accept={SLIP_ACCEPT}
              aria-describedby={`${id}-slip-hint`}
              aria-invalid={badField === 'slip' ? true : undefined}
              onChange={(e) => {
                setSlip(e.currentTarget.files?.[0] ?? null);
                if (badField === 'slip') setBadField(null);
              }}
              data-testid="report-slip"
            />
            <p id={`${id}-slip-hint`} className="hint">
              {slip ? t('bankTransfer.report.slipChosen', { name: slip.name }) : t('bankTransfer.report.slipHint')}
            </p>
          </div>
        ) : (
          <p className="hint">{t('bankTransfer.report.noSlipNeeded')}</p>
        )}
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
