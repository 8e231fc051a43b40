// The payment report form's state and its mapping to the report call (spec §2 payment report modal,
// §5 checks). The checks themselves are the domain's, the same the server runs again.
import type { OrderDetail } from '@rian/contracts/checkout';
import {
  defaultTransferAmount,
  transferAmountDue,
  transferAmountText,
  utcToThaiDateTime,
  type BankTransferReport,
} from '@rian/domain/payment-report';
import type { PaymentReportBody } from './bank-transfer-api.ts';
import { METHOD } from '@rian/domain/payment-methods';

export interface ReportFormValues {
  contact_name: string;
  email: string;
  tel: string;
  bank_code: string;
  bank_account: string;
  /** YYYY-MM-DD, Thai time. */
  transfer_date: string;
  /** HH:mm or HH:mm:ss as the time input gives it, Thai time. */
  transfer_time: string;
  transfer_amount: string;
  description: string;
}

/** The form as it opens: the buyer's contact details, today's Thai date, the amount due (spec §5 default). */
export function initialReportValues(
  order: OrderDetail,
  buyer: { firstname: string; lastname: string } | null,
  now: Date,
): ReportFormValues {
  return {
    contact_name: buyer ? `${buyer.firstname} ${buyer.lastname}`.trim() : '',
    email: order.email,
    tel: order.tel ?? '',
    bank_code: '',
    bank_account: '',
    transfer_date: utcToThaiDateTime(now).date,
    transfer_time: '',
    transfer_amount: defaultTransferAmount(order, order.currency_code),
    description: '',
  };
}

/** A time input's "09:30" is "09:30:00"; anything else is left for the check to judge. */
export function normaliseTime(value: string): string {
  const v = value.trim();
  return /^\d{2}:\d{2}$/.test(v) ? `${v}:00` : v;
}

/** The order's amount due in minor units (spec §5 "amount due non-zero"). */
export function amountDueOf(order: OrderDetail): number {
  return transferAmountDue(order);
}

/** The built report as the server's call takes it: the date and time as entered (Thai), the amount in baht. */
export function toReportBody(
  report: BankTransferReport,
  values: ReportFormValues,
  currency: OrderDetail['currency_code'],
): PaymentReportBody {
  return {
    order_id: report.order_id,
    contact_name: report.contact_name,
    email: report.email,
    payment_method_id: METHOD.bankTransfer,
    bank_code: report.bank_code,
    tel: report.tel,
    bank_account: report.bank_account,
    transfer_datetime: values.transfer_date,
    time: report.time,
    transfer_amount: transferAmountText(report.transfer_amount, currency),
    description: report.description,
    address: '-',
    slip: report.slip,
  };
}
