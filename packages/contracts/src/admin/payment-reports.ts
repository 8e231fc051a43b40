// /private/admin/payment-reports/approve: several pending bank-transfer reports approved in one action
// (payments.md §1 review). Each is decided on its own; the answer says, per report, approved or why not.
import * as z from 'zod/mini';
import { adminOne } from './list.ts';

export const BulkApproveBodySchema = z.object({
  ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(100)),
});
export type BulkApproveBody = z.infer<typeof BulkApproveBodySchema>;

export const BulkApproveResultSchema = z.union([
  z.object({ id: z.number(), ok: z.literal(true), orderId: z.number() }),
  /** code: a code of the error catalogue (REPORT_CLOSED, NOT_FOUND, ...). */
  z.object({ id: z.number(), ok: z.literal(false), code: z.string(), message: z.string() }),
]);
export type BulkApproveResult = z.infer<typeof BulkApproveResultSchema>;

export const BulkApproveResponseSchema = adminOne(z.array(BulkApproveResultSchema));
