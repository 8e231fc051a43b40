// The payment report form's state and its submission (spec §2 payment report modal, §5 checks, §4 redirect).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BankAccount, OrderDetail } from '@rian/contracts/checkout';
import {
  PAYMENT_REPORT_MESSAGES as M,
  REPORT_NOTIFICATION_MS,
  buildBankTransferReport,
  reportRedirect,
  validateBankTransferReport,
  shouldUploadSlip,
  type BankTransferReportForm,
  type ReportIssue,
} from '@rian/domain/payment-report';
import { uploadFile } from '../../../lib/uploads-api.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/use-session.ts';
import { ORDERS_KEY } from '../../../lib/orders-api.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { sendPaymentReport, sourceBanksQuery } from './bank-transfer-api.ts';
import { amountDueOf, initialReportValues, normaliseTime, toReportBody, type ReportFormValues } from './report-form.ts';

export interface ReportNotice {
  kind: 'error' | 'notice';
  title: string;
  message: string;
}

/** A notice that hides itself after 5 s (spec §5). */
function useTimedNotice() {
  const [notice, setNotice] = useState<ReportNotice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const hide = setTimeout(() => setNotice(null), REPORT_NOTIFICATION_MS);
    return () => clearTimeout(hide);
  }, [notice]);
  return [notice, setNotice] as const;
}

/** spec §4: 500 ms to the thank-you page, or 1000 ms to the order list (not on layout four). */
function useReportRedirect(layoutFour: boolean) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const settings = useSiteSettings();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (orderToken: string) => {
    const next = reportRedirect({
      thankYouPage: settings?.is_thank_you_page === 1,
      orderToken,
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
  };
}

function reportFormOf(values: ReportFormValues, slip: File | null): BankTransferReportForm {
  return {
    contact_name: values.contact_name,
    transfer_amount: values.transfer_amount.trim(),
    bank_code: values.bank_code,
    bank_account: values.bank_account,
    transfer_date: values.transfer_date,
    transfer_time: normaliseTime(values.transfer_time),
    selectedSlipCount: slip ? 1 : 0,
  };
}

/**
 * The transfer's details and its slip, checked in the spec's order (§5) with the failure shown in an
 * alert for 5 s, then the slip upload, the report, and the §4 redirect.
 */
export function usePaymentReport(props: {
  order: OrderDetail;
  accounts: readonly BankAccount[];
  layoutFour: boolean;
  onReported: () => void;
}) {
  const { order, accounts, layoutFour, onReported } = props;
  const lang = useLang();
  const { user } = useSession();
  const settings = useSiteSettings();
  const banks = useQuery(sourceBanksQuery());
  const [values, setValues] = useState<ReportFormValues>(() => initialReportValues(order, user, new Date()));
  const [slip, setSlip] = useState<File | null>(null);
  const [notice, setNotice] = useTimedNotice();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [badField, setBadField] = useState<string | null>(null);
  const redirect = useReportRedirect(layoutFour);
  const amountDue = amountDueOf(order);
  const requireSlip = (settings?.require_slip ?? 1) === 1;

  const set = (key: keyof ReportFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field marked wrong stops being marked once it is edited.
    if (badField === key) setBadField(null);
  };
  const chooseSlip = (file: File | null) => {
    setSlip(file);
    if (badField === 'slip') setBadField(null);
  };
  const reject = (error: ReportIssue) => {
    setBadField(error.path.join('.'));
    setNotice({ kind: 'error', title: error.title[lang], message: error.message[lang] });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || done) return;
    const form = reportFormOf(values, slip);
    const context = {
      amountDue,
      requireSlip,
      ...(banks.data ? { bankCodes: banks.data.map((b) => b.banktransfer_value) } : {}),
      accountNumbers: accounts.map((a) => a.account_id),
    };
    const checked = validateBankTransferReport(form, context);
    const firstError = checked.errors[0];
    if (firstError) return reject(firstError);
    setBadField(null);
    // spec §5: the contact name is a notice only; the report goes on.
    const contactNotice = checked.notifications.find((n) => n.severity === 'notice');
    setNotice(contactNotice ? { kind: 'notice', title: contactNotice.title[lang], message: contactNotice.message[lang] } : null);

    setBusy(true);
    try {
      const names = slip && shouldUploadSlip(amountDue, 1) ? [await uploadFile(slip, 'slip').catch(() => null)] : [];
      const built = buildBankTransferReport({
        form,
        context,
        order: { order_id: order.id, email: values.email.trim() || order.email, tel: values.tel.trim() },
        description: values.description.trim(),
        uploadedSlipNames: names,
      });
      if (!built.ok) return reject(built.error);
      const sent = await sendPaymentReport(toReportBody(built.report, values, order.currency_code), layoutFour);
      setDone(true);
      onReported();
      redirect(sent.order_token);
    } catch (err) {
      setNotice({ kind: 'error', title: M.errorTitle[lang], message: errorText(err, lang) });
    } finally {
      setBusy(false);
    }
  }

  return { values, set, slip, chooseSlip, notice, busy, done, badField, banks, amountDue, requireSlip, submit };
}

export type PaymentReportState = ReturnType<typeof usePaymentReport>;
