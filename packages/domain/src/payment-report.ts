// Bank transfer payment report (spec §3 payment report, §4 bank transfer report, §5 bank transfer
// report rules and availability, §9 payable amount and timezone; design/payments.md "1 Bank transfer").
import { fieldIssue, isBlank, type FieldIssue, type LocalisedMessage } from './field-issues.ts';
import { formatTransferAmount, money, type Currency } from './money.ts';
import { METHOD } from './payment-methods.ts';

const MESSAGES = {
  // spec §5, in the spec's order and words.
  slipRequired: { th: 'กรุณาอัพโหลดหลักฐานการโอนเงิน', en: 'Please upload the transfer slip.' },
  contactNameMissing: { th: 'กรุณากรอกชื่อผู้ติดต่อ', en: 'Please enter the contact name.' },
  transferAmountRequired: { th: 'กรุณากรอกจำนวนเงินที่โอน', en: 'Please enter the amount transferred.' },
  bankRequired: { th: 'กรุณาเลือกธนาคารต้นทางที่โอน', en: 'Please choose the bank you transferred from.' },
  accountRequired: { th: 'กรุณาเลือกเลขบัญชีที่โอน', en: 'Please choose the account number you transferred to.' },
  dateRequired: { th: 'กรุณากรอกวันที่ที่โอนเงิน', en: 'Please enter the transfer date.' },
  timeRequired: { th: 'กรุณากรอกเวลาที่โอนเงิน', en: 'Please enter the transfer time.' },
  slipUploadFailed: { th: 'กรุณาอัพโหลดหลักฐานการโอนเงินอีกครั้ง', en: 'Please upload the transfer slip again.' },
  /** spec §5: the title of every failure notification. */
  errorTitle: { th: 'คุณกรอกข้อมูลไม่ถูกต้อง', en: 'The information you entered is not valid.' },
  /** spec §2: the modal's title and its buttons. */
  modalTitle: { th: 'แจ้งชำระเงิน', en: 'Report payment' },
  reportLater: { th: 'ไว้แจ้งทีหลัง', en: 'Report later' },
  reportNow: { th: 'แจ้งชำระเงิน', en: 'Report payment' },
} as const satisfies Record<string, LocalisedMessage>;

/** Every message of the payment report, Thai and English. */
export const PAYMENT_REPORT_MESSAGES = MESSAGES;
export type PaymentReportMessageKey = keyof typeof MESSAGES;

/** spec §5: a failure notification shows 5 s. */
export const REPORT_NOTIFICATION_MS = 5000;
/** spec §9: Thailand is UTC+7 all year (no daylight saving time). */
export const THAI_UTC_OFFSET_MS = 7 * 3_600_000;
/** spec §3: payment method 1 is bank transfer. */
export const BANK_TRANSFER_METHOD_ID = METHOD.bankTransfer;

/**
 * One outcome of the report checks. An `error` stops the report (spec §5 "stops processing"); a
 * `notice` is shown and the report goes on (spec §5: the contact name is "notice only").
 */
export interface ReportIssue extends FieldIssue<PaymentReportMessageKey> {
  readonly severity: 'error' | 'notice';
  readonly title: LocalisedMessage;
}

function reportIssue(path: string, key: PaymentReportMessageKey, severity: 'error' | 'notice'): ReportIssue {
  return { ...fieldIssue([path], key, MESSAGES[key]), severity, title: MESSAGES.errorTitle };
}

/** The amounts of an order (spec §3 order read), integers of minor units. */
export interface OrderAmounts {
  readonly price: number;
  readonly discount: number;
  readonly shipping_fee: number;
  readonly withholding_price: number;
}

/**
 * spec §5, §9: the amount due is price − discount + shipping_fee − withholding_price, in minor
 * units; a negative figure (a discount above the price) owes nothing.
 */
export function transferAmountDue(order: OrderAmounts): number {
  const due = order.price - order.discount + order.shipping_fee - order.withholding_price;
  if (!Number.isSafeInteger(due)) throw new RangeError(`order amounts must be integers of minor units: ${JSON.stringify(order)}`);
  return Math.max(0, due);
}

/** Minor units as the transfer amount field writes them: two decimals, no grouping (150000 → "1500.00"). */
export function transferAmountText(minor: number, currency: Currency = 'THB'): string {
  return formatTransferAmount(money(minor, currency));
}

/** spec §5: the transfer amount field's default, the amount due with two decimals: "1500.00". */
export function defaultTransferAmount(order: OrderAmounts, currency: Currency = 'THB'): string {
  return transferAmountText(transferAmountDue(order), currency);
}

const AMOUNT_PATTERN = /^([0-9]{1,13})(?:\.([0-9]{1,2}))?$/;

/**
 * spec §5 "numeric only": digits with at most two decimals ("1500", "1500.5", "1500.00") to minor
 * units; anything else (grouping commas, signs, spaces, three decimals) is null.
 */
export function parseTransferAmount(text: string): number | null {
  const m = AMOUNT_PATTERN.exec(text);
  if (!m) return null;
  const whole = Number(m[1]);
  const fraction = Number((m[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

const DATE_PATTERN = /^([1-9][0-9]{3})-([0-9]{2})-([0-9]{2})$/;
const TIME_PATTERN = /^([0-9]{2}):([0-9]{2}):([0-9]{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseDate(date: string): [number, number, number] | null {
  const m = DATE_PATTERN.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo) ? [y, mo, d] : null;
}

function parseTime(time: string): [number, number, number] | null {
  const m = TIME_PATTERN.exec(time);
  if (!m) return null;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return h <= 23 && mi <= 59 && s <= 59 ? [h, mi, s] : null;
}

/** A real calendar date written YYYY-MM-DD (years 1000-9999; 2026-02-30 is not one). */
export function isValidTransferDate(date: string): boolean {
  return parseDate(date) !== null;
}

/** A real time of day written HH:mm:ss (00:00:00 to 23:59:59; 24:00:00 is not one). */
export function isValidTransferTime(time: string): boolean {
  return parseTime(time) !== null;
}

/**
 * spec §5, §9: the transfer date (YYYY-MM-DD) and time (HH:mm:ss) are entered in Thai time, UTC+7
 * without daylight saving, and stored in UTC. Null when either is not a real date or time.
 */
export function thaiDateTimeToUtc(date: string, time: string): Date | null {
  const d = parseDate(date);
  const t = parseTime(time);
  if (!d || !t) return null;
  return new Date(Date.UTC(d[0], d[1] - 1, d[2], t[0], t[1], t[2]) - THAI_UTC_OFFSET_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Thai date and time (UTC+7) of an instant, as the report form writes them. */
export function utcToThaiDateTime(instant: Date): { date: string; time: string } {
  const t = new Date(instant.getTime() + THAI_UTC_OFFSET_MS);
  return {
    date: `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`,
    time: `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`,
  };
}

/** The bank transfer report form (spec §2 payment report modal), as typed. */
export interface BankTransferReportForm {
  readonly contact_name: string;
  /** As typed; the form's default is {@link defaultTransferAmount}. */
  readonly transfer_amount: string;
  /** Source bank code (bank list option banktransfer_value, spec §3). */
  readonly bank_code: string;
  /** The shop account number transferred to (bank account account_id, spec §3). */
  readonly bank_account: string;
  /** YYYY-MM-DD, Thai time. */
  readonly transfer_date: string;
  /** HH:mm:ss, Thai time. */
  readonly transfer_time: string;
  /** How many slip files are chosen (before upload). */
  readonly selectedSlipCount: number;
}

/** What the checks depend on besides the form. */
export interface BankTransferReportContext {
  /** {@link transferAmountDue} of the order, minor units. */
  readonly amountDue: number;
  /** Site setting require_slip. */
  readonly requireSlip: boolean;
  /** Bank codes of the source bank list; when given, the chosen code must be one of them. */
  readonly bankCodes?: readonly string[];
  /** Account numbers of the shop's accounts; when given, the chosen number must be one of them. */
  readonly accountNumbers?: readonly string[];
}

/** The outcome of the report checks. */
export interface BankTransferReportValidation {
  /** No blocking failure. */
  readonly ok: boolean;
  /**
   * What the cart shows, in the spec's order, up to and including the first error (spec §5: each
   * failure shows a notification and stops processing; the contact-name notice does not stop).
   */
  readonly notifications: readonly ReportIssue[];
  /** Every blocking failure, for marking fields in the form. */
  readonly errors: readonly ReportIssue[];
}

/**
 * The bank transfer report checks of spec §5, in the spec's order:
 * 1. amount due non-zero and the site requires a slip: a slip is chosen;
 * 2. contact name (notice only, not blocking);
 * 3. amount due non-zero: transfer amount required and numeric (and above zero);
 * 4. source bank; 5. account number; 6. date; 7. time.
 * The eighth check (the slip upload returned a file name) follows the upload: {@link buildBankTransferReport}.
 */
export function validateBankTransferReport(
  form: Readonly<BankTransferReportForm>,
  context: BankTransferReportContext,
): BankTransferReportValidation {
  const all: ReportIssue[] = [];
  const due = context.amountDue !== 0;
  if (due && context.requireSlip && form.selectedSlipCount <= 0) all.push(reportIssue('slip', 'slipRequired', 'error'));
  if (isBlank(form.contact_name)) all.push(reportIssue('contact_name', 'contactNameMissing', 'notice'));
  if (due) {
    const amount = parseTransferAmount(form.transfer_amount.trim());
    if (amount === null || amount <= 0) all.push(reportIssue('transfer_amount', 'transferAmountRequired', 'error'));
  }
  if (isBlank(form.bank_code) || (context.bankCodes !== undefined && !context.bankCodes.includes(form.bank_code))) {
    all.push(reportIssue('bank_code', 'bankRequired', 'error'));
  }
  if (
    isBlank(form.bank_account) ||
    (context.accountNumbers !== undefined && !context.accountNumbers.includes(form.bank_account))
  ) {
    all.push(reportIssue('bank_account', 'accountRequired', 'error'));
  }
  if (!isValidTransferDate(form.transfer_date)) all.push(reportIssue('transfer_date', 'dateRequired', 'error'));
  if (!isValidTransferTime(form.transfer_time)) all.push(reportIssue('transfer_time', 'timeRequired', 'error'));

  const errors = all.filter((i) => i.severity === 'error');
  const firstError = all.findIndex((i) => i.severity === 'error');
  return { ok: errors.length === 0, notifications: firstError < 0 ? all : all.slice(0, firstError + 1), errors };
}

/** spec §5: a slip is uploaded only when money is due and a slip is chosen; a zero amount sends none. */
export function shouldUploadSlip(amountDue: number, selectedSlipCount: number): boolean {
  return amountDue !== 0 && selectedSlipCount > 0;
}

/** spec §3 payment report as Rian sends it for a bank transfer. */
export interface BankTransferReport {
  order_id: number;
  contact_name: string;
  email: string;
  payment_method_id: typeof BANK_TRANSFER_METHOD_ID;
  /** spec §4: a report is created pending; only an administrator approves (payments.md). */
  status: 'pending';
  bank_code: string;
  tel: string;
  bank_account: string;
  /** The transfer instant in UTC, ISO 8601. */
  transfer_datetime: string;
  /** The time as entered (Thai time, HH:mm:ss), for the e-mail notification of §7. */
  time: string;
  /** Minor units; 0 when nothing is due. */
  transfer_amount: number;
  description: string;
  /** spec §3: always '-'. */
  address: '-';
  /** Uploaded slip file names; empty when nothing is due. */
  slip: string[];
}

/** Everything a report is built from. */
export interface BankTransferReportInput {
  readonly form: BankTransferReportForm;
  readonly context: BankTransferReportContext;
  readonly order: { readonly order_id: number; readonly email: string; readonly tel: string };
  readonly description?: string;
  /** The file name the upload returned for each chosen slip (null or '' when none came back). */
  readonly uploadedSlipNames: readonly (string | null | undefined)[];
}

/**
 * Runs the checks of {@link validateBankTransferReport}, then spec §5's last one (an upload that
 * returned no file name: 'กรุณาอัพโหลดหลักฐานการโอนเงินอีกครั้ง'), and builds the pending report.
 * With a zero amount the report carries no slip and a zero transfer amount.
 */
export function buildBankTransferReport(
  input: BankTransferReportInput,
): { ok: true; report: BankTransferReport; notices: readonly ReportIssue[] } | { ok: false; error: ReportIssue } {
  const { form, context } = input;
  const checked = validateBankTransferReport(form, context);
  const firstError = checked.errors[0];
  if (firstError) return { ok: false, error: firstError };
  const due = context.amountDue !== 0;
  let slip: string[] = [];
  if (shouldUploadSlip(context.amountDue, form.selectedSlipCount)) {
    const names = input.uploadedSlipNames.slice(0, form.selectedSlipCount);
    if (names.length < form.selectedSlipCount || names.some((n) => isBlank(n))) {
      return { ok: false, error: reportIssue('slip', 'slipUploadFailed', 'error') };
    }
    slip = names.map((n) => (n ?? '').trim());
  }
  const instant = thaiDateTimeToUtc(form.transfer_date, form.transfer_time);
  if (!instant) throw new Error('unreachable: date and time were checked');
  return {
    ok: true,
    notices: checked.notifications.filter((i) => i.severity === 'notice'),
    report: {
      order_id: input.order.order_id,
      contact_name: form.contact_name.trim(),
      email: input.order.email,
      payment_method_id: BANK_TRANSFER_METHOD_ID,
      status: 'pending',
      bank_code: form.bank_code,
      tel: input.order.tel,
      bank_account: form.bank_account,
      transfer_datetime: instant.toISOString(),
      time: form.transfer_time,
      transfer_amount: due ? (parseTransferAmount(form.transfer_amount.trim()) ?? 0) : 0,
      description: input.description ?? '',
      address: '-',
      slip,
    },
  };
}

/**
 * spec §4: after a successful report, go to the thank-you page after 500 ms when the site uses it,
 * else to the order list after 1000 ms, except for a purchase without registration on layout four,
 * which stays (null).
 */
export function reportRedirect(options: {
  readonly thankYouPage: boolean;
  readonly orderToken: string;
  readonly guestLayoutFour: boolean;
}): { path: string; delayMs: number } | null {
  if (options.thankYouPage) return { path: `/thankyou?orderId=${encodeURIComponent(options.orderToken)}`, delayMs: 500 };
  if (options.guestLayoutFour) return null;
  return { path: '/myaccount/student/order', delayMs: 1000 };
}

/** The fields of a bank account the availability rule reads (spec §3 bank account). */
export interface BankAccountFields {
  readonly account_id?: string | null;
  readonly bank?: string | null;
  readonly bank_name?: string | null;
}

/**
 * spec §5: bank transfer is blocked in the cart when there are no bank accounts or any account
 * lacks an account number or a bank name (spec §3 calls the bank "bank or bank_name": either counts).
 */
export function isBankTransferAvailable(accounts: readonly BankAccountFields[]): boolean {
  return accounts.length > 0 && accounts.every((a) => !isBlank(a.account_id) && !(isBlank(a.bank_name) && isBlank(a.bank)));
}
