// The back office's decision on an order's withholding-tax certificate (50 ทวิ): POST
// /private/admin/orders/{id}/withholding-certificate/accept with what the administrator read on it
// (number, date, amount withheld in minor units; a different amount than the order's withholding_price
// is WITHHOLDING_AMOUNT_MISMATCH unless `reason` says why), …/reject with the reason the buyer reads,
// and POST …/withholding-certificate with an upload an administrator received by post or e-mail.
import * as z from 'zod/mini';
import { money, nullableText, requiredText } from './fields.ts';

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z.iso.date({ message: 'date' });

export const WithholdingAcceptSchema = z.object({
  number: requiredText(60),
  issued_on: day,
  amount: money,
  reason: z.optional(nullableText(500)),
});
export type WithholdingAccept = z.infer<typeof WithholdingAcceptSchema>;

export const WithholdingRejectSchema = z.object({ reason: requiredText(500) });
export type WithholdingReject = z.infer<typeof WithholdingRejectSchema>;

export { WithholdingUploadSchema, type WithholdingUpload } from '../withholding.ts';
