// An order's documents (payments.md "Thai tax and formats"): its receipt or full tax invoice and the
// credit notes of its refunds, each with the address of its PDF. The buyer lists their own order's
// (GET /private/orders/{id}/documents), an administrator any order's (/private/admin/orders/{id}/documents).
import * as z from 'zod/mini';
import { DOCUMENT_KINDS } from '@rian/domain/thai-documents';
import { CurrencySchema, IdParamSchema, okResponse } from './common.ts';

export { DOCUMENT_KINDS };

export const OrderDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  /** RC2569-000001, TX2569-000001, CN2569-000001. */
  number: z.string(),
  issued_at: z.string(),
  /** Minor units: the document's value (a credit note: the amount credited). */
  amount: z.number(),
  currency_code: CurrencySchema,
  /** The PDF, for the same reader (buyer or administrator). */
  url: z.string(),
});
export type OrderDocument = z.infer<typeof OrderDocumentSchema>;

export const OrderDocumentListSchema = z.array(OrderDocumentSchema);
export const OrderDocumentListResponseSchema = okResponse(OrderDocumentListSchema);

/** GET …/orders/{orderId}/documents/{docId}.pdf */
export const OrderDocumentParamsSchema = z.object({ orderId: IdParamSchema, docId: IdParamSchema });
