// zod/mini schemas of the payment report (spec §3, §5): the payload any method sends, the bank
// transfer report as the server re-checks it, and the bank transfer form.
import * as z from 'zod/mini';
import { fieldIssue, type FieldIssue, type MessageLang } from './field-issues.ts';
import {
  BANK_TRANSFER_METHOD_ID,
  PAYMENT_REPORT_MESSAGES,
  transferAmountText,
  utcToThaiDateTime,
  validateBankTransferReport,
  type BankTransferReportContext,
} from './payment-report.ts';
import { Id, MinorAmount, withRules } from './payload-rules.ts';

const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/;

const reportShape = {
  order_id: Id,
  contact_name: z.string(),
  email: z.string(),
  payment_method_id: Id,
  status: z.enum(['pending', 'approved']),
  bank_code: z.string(),
  tel: z.string(),
  bank_account: z.string(),
  /** The transfer instant in UTC, ISO 8601. */
  transfer_datetime: z.iso.datetime({ offset: true }),
  /** Thai time as entered, HH:mm:ss. */
  time: z.string().check(z.regex(TIME_OF_DAY)),
  transfer_amount: MinorAmount,
  description: z.string(),
  address: z.string(),
  slip: z.array(z.string().check(z.minLength(1))),
};

/** spec §3 payment report (POST /public/payment/report, /private/payment/report), any method. */
export const PaymentReportPayloadSchema = z.object(reportShape);
export type PaymentReportPayload = z.infer<typeof PaymentReportPayloadSchema>;

/**
 * A bank transfer report (payment method 1) as the server re-checks it against the order: the §5
 * checks of the form, rebuilt from the report (date and time from transfer_datetime in Thai time,
 * the amount from transfer_amount, the slip count from slip). A report is created pending (§4).
 */
export function createBankTransferReportSchema(context: BankTransferReportContext, lang: MessageLang = 'th') {
  const schema = z.object({
    ...reportShape,
    payment_method_id: z.literal(BANK_TRANSFER_METHOD_ID),
    status: z.literal('pending'),
  });
  return withRules(schema, lang, (r) => {
    const instant = new Date(r.transfer_datetime);
    // An unreadable instant leaves date and time empty, so their own messages report it.
    const { date, time } = Number.isNaN(instant.getTime()) ? { date: '', time: '' } : utcToThaiDateTime(instant);
    const form = {
      contact_name: r.contact_name,
      transfer_amount: transferAmountText(r.transfer_amount),
      bank_code: r.bank_code,
      bank_account: r.bank_account,
      transfer_date: date,
      transfer_time: time,
      selectedSlipCount: r.slip.length,
    };
    // The form's date and time are the report's transfer_datetime.
    const issues: FieldIssue[] = validateBankTransferReport(form, context).errors.map((i) =>
      i.path[0] === 'transfer_date' || i.path[0] === 'transfer_time' ? { ...i, path: ['transfer_datetime'] } : i,
    );
    // The time field is the Thai time of transfer_datetime (the e-mail of §7 shows it).
    if (time !== '' && r.time !== time) issues.push(fieldIssue(['time'], 'timeRequired', PAYMENT_REPORT_MESSAGES.timeRequired));
    return issues;
  });
}

/** The bank transfer report form (spec §2 modal) with the blocking §5 checks; the contact-name notice is not an issue. */
export function createBankTransferReportFormSchema(context: BankTransferReportContext, lang: MessageLang = 'th') {
  const schema = z.object({
    contact_name: z.string(),
    transfer_amount: z.string(),
    bank_code: z.string(),
    bank_account: z.string(),
    transfer_date: z.string(),
    transfer_time: z.string(),
    selectedSlipCount: z.int().check(z.nonnegative()),
  });
  return withRules(schema, lang, (f) => validateBankTransferReport(f, context).errors);
}
