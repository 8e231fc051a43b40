// Bank transfer calls (spec §7): the source bank list, the payment report, the PromptPay QR image and
// the administrator's review. Every answer is parsed with its schema.
import { queryOptions } from '@tanstack/react-query';
import { BankOptionListResponseSchema } from '@rian/contracts/checkout';
import {
  ApproveResponseSchema,
  DecisionResponseSchema,
  ReportListResponseSchema,
  ReportResponseSchema,
  type PaymentReportView,
  type ReviewStatus,
} from '@rian/contracts/bank-transfer';
import { BulkApproveResponseSchema } from '@rian/contracts/admin/payment-reports';
import { apiGet, apiRequest, withQuery } from '../../../lib/api-client.ts';
import { METHOD } from '@rian/domain/payment-methods';

/** GET /api/payments/methods/banktreansfer (the spec's spelling): banks a transfer can come from. */
export const sourceBanksQuery = () =>
  queryOptions({
    queryKey: ['payments', 'source-banks'] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/payments/methods/banktreansfer', BankOptionListResponseSchema, signal).then((r) => r.data),
    staleTime: 30 * 60_000,
  });

/** spec §3 payment report as the server takes it: amounts in baht as typed, Thai date and time. */
export interface PaymentReportBody {
  order_id: number;
  contact_name: string;
  email: string;
  payment_method_id: typeof METHOD.bankTransfer;
  bank_code: string;
  tel: string;
  bank_account: string;
  /** YYYY-MM-DD, Thai time. */
  transfer_datetime: string;
  /** HH:mm:ss, Thai time. */
  time: string;
  transfer_amount: string;
  description: string;
  address: '-';
  slip: string[];
}

/**
 * POST /private/payment/report (a member) or /public/payment/report (a purchase without
 * registration, layout four). The buyer's e-mail copy is written by the server with the report, so
 * the spec's follow-up /api/send/to/email/paymentorder call is not needed.
 */
export async function sendPaymentReport(body: PaymentReportBody, layoutFour: boolean) {
  const path = layoutFour ? '/public/payment/report' : '/private/payment/report';
  return (await apiRequest(path, ReportResponseSchema, { method: 'POST', body })).data;
}

/** The generated PromptPay QR of an account; with the order it carries the order's amount. */
export function promptPayQrUrl(accountId: number, orderId: number): string {
  return withQuery(`/public/payments/methods/${METHOD.bankTransfer}/bank/${accountId}/qr`, { orderId });
}

/** A private file (a slip) as its owner or an administrator opens it. */
export function privateFileUrl(name: string): string {
  return `/private/files/${encodeURIComponent(name)}`;
}

// ── the administrator's review ──

export { REVIEW_STATUSES, type ReviewStatus, type PaymentReportView } from '@rian/contracts/bank-transfer';

export const ADMIN_REPORTS_KEY = ['admin', 'payment-reports'] as const;

export const adminReportsQuery = (status: ReviewStatus) =>
  queryOptions({
    queryKey: [...ADMIN_REPORTS_KEY, status] as const,
    queryFn: ({ signal }) =>
      apiGet(withQuery('/private/admin/payment-reports', { status }), ReportListResponseSchema, signal).then((r) => r.data),
  });

/** spec §7 POST /private/orders/payment/approved; the server takes the signed-in administrator as approve_by. */
export function approveReport(report: Pick<PaymentReportView, 'id' | 'order_id'>) {
  return apiRequest('/private/orders/payment/approved', ApproveResponseSchema, {
    method: 'POST',
    body: { order_payment_id: report.id, order_id: report.order_id, payment_method_id: METHOD.bankTransfer },
  });
}

export function rejectReport(reportId: number, reason: string) {
  return apiRequest(`/private/admin/payment-reports/${reportId}/reject`, DecisionResponseSchema, {
    method: 'POST',
    body: { reason },
  });
}

/** Several pending reports approved in one action; each answers approved or refused with its code. */
export function approveReports(ids: number[]) {
  return apiRequest('/private/admin/payment-reports/approve', BulkApproveResponseSchema, {
    method: 'POST',
    body: { ids },
  }).then((r) => r.data);
}
