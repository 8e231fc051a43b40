// Bank transfer (spec §3 payment report, §7 payment report calls and /private/orders/payment/approved)
// and the administrator's review of reports.
import * as z from 'zod/mini';
import { REVIEW_STATUSES } from '@rian/domain/lifecycles/payment-report';
import { REPORT_FLAGS, SLIP_QR_STATUSES } from '@rian/domain/report-checks';
import { IdLikeSchema } from './common.ts';

const IdLike = IdLikeSchema;
const Text = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/** spec §3 payment report. Field rules beyond type and size are the domain's (spec §5 messages). */
export const ReportBodySchema = z.object({
  order_id: IdLike,
  contact_name: Text(200),
  email: Text(254),
  payment_method_id: IdLike,
  bank_code: Text(20),
  tel: Text(40),
  bank_account: Text(40),
  transfer_datetime: Text(40),
  time: Text(20),
  transfer_amount: z.optional(z.union([z.string().check(z.maxLength(20)), z.number()])),
  description: Text(1000),
  address: Text(20),
  slip: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(5))),
});

export const ReportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ orderPaymentId: z.number(), order_token: z.string() }),
});

export const PaymentOrderMailBodySchema = z.looseObject({ orderId: IdLike });
export const SuccessSchema = z.object({ success: z.literal(true) });

export const ApproveBodySchema = z.object({
  order_payment_id: z.optional(IdLike),
  order_id: IdLike,
  /** spec §7 names who approves; the server takes the signed-in administrator instead. */
  approve_by: z.optional(z.unknown()),
  payment_method_id: z.optional(IdLike),
});
export const ApproveResponseSchema = z.object({ success: z.literal(true), order_token: z.string() });

export { REVIEW_STATUSES, type ReviewStatus } from '@rian/domain/lifecycles/payment-report';

export const ReportViewSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  order_token: z.string(),
  order_status: z.string(),
  payment_status: z.string(),
  order_total: z.number(),
  currency_code: z.enum(['THB', 'USD']),
  buyer: z.object({ id: z.number(), username: z.string(), name: z.string(), email: z.string() }),
  contact_name: z.string(),
  email: z.string(),
  tel: z.string(),
  bank_code: z.string(),
  bank_name: z.nullable(z.string()),
  bank_account: z.string(),
  transfer_datetime: z.nullable(z.string()),
  transfer_amount: z.number(),
  description: z.string(),
  slip: z.array(z.string()),
  status: z.string(),
  decided_by: z.nullable(z.object({ id: z.number(), username: z.string() })),
  decided_at: z.nullable(z.string()),
  decision_reason: z.nullable(z.string()),
  created_at: z.string(),
  order_created_at: z.string(),
  /** What the slip's own QR said (payments.md §1); null without slips. */
  slip_qr: z.nullable(z.enum(SLIP_QR_STATUSES)),
  /** The sending bank the slip QR names: its three-digit number and, when Rian knows it, its code and name. */
  slip_bank: z.nullable(z.object({ number: z.string(), code: z.nullable(z.string()), name: z.nullable(z.string()) })),
  slip_trans_ref: z.nullable(z.string()),
  /** The administrator's checks (domain report-checks): amount, time and slip QR warnings. */
  flags: z.array(z.enum(REPORT_FLAGS)),
});
export const ReportListResponseSchema = z.object({ success: z.literal(true), data: z.array(ReportViewSchema) });
export const ListQuerySchema = z.object({ status: z.optional(z.enum(REVIEW_STATUSES)) });
export const RejectParamsSchema = z.object({ id: IdLike });
export const RejectBodySchema = z.object({ reason: z.string() });
export const DecisionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ reportId: z.number(), orderId: z.number(), status: z.enum(['approved', 'rejected']) }),
});
export const QrParamsSchema = z.object({ accountId: IdLike });
export const QrQuerySchema = z.object({ orderId: z.optional(IdLike) });

export type PaymentReportView = z.infer<typeof ReportViewSchema>;
