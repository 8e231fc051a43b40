// The withholding-tax certificate of an order (หนังสือรับรองการหักภาษี ณ ที่จ่าย, "50 ทวิ"; payments.md
// "Thai tax and formats"): its state as the buyer and the back office read it, and the buyer's upload.
// GET /private/orders/{id}/withholding-certificate answers it; POST names the stored upload (kind
// 'certificate', uploaded first through POST /api/home/test_upload). The back office reads it in the
// order (AdminOrderDetail.withholding_certificate) and decides it through admin/withholding.ts.
import * as z from 'zod/mini';
import { WITHHOLDING_CERTIFICATE_STATUSES } from '@rian/domain/lifecycles/withholding-certificate';
import { STORED_FILE_NAME } from './auth.ts';
import { okResponse } from './common.ts';

export { WITHHOLDING_CERTIFICATE_STATUSES };

export const WithholdingCertificateSchema = z.object({
  status: z.enum(WITHHOLDING_CERTIFICATE_STATUSES),
  /** The order's withholding_price, minor units: what the certificate must show. */
  expected_amount: z.number(),
  withholding_percent: z.nullable(z.number()),
  /** May a file be uploaded now (a paid order whose certificate is not accepted). */
  can_upload: z.boolean(),
  /** The file for this reader (the buyer's route or the administrators', audited); null when none was sent. */
  file_url: z.nullable(z.string()),
  /** The name the file had on the uploader's computer. */
  file_name: z.nullable(z.string()),
  uploaded_at: z.nullable(z.string()),
  /** What the administrator read on an accepted certificate. */
  number: z.nullable(z.string()),
  issued_on: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  accept_reason: z.nullable(z.string()),
  /** Why it was refused: the buyer sees it until a new file comes. */
  reject_reason: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  decided_by: z.nullable(z.string()),
});
export type WithholdingCertificate = z.infer<typeof WithholdingCertificateSchema>;

export const WithholdingCertificateResponseSchema = okResponse(WithholdingCertificateSchema);

/** POST …/withholding-certificate: the stored name of the uploaded file. */
export const WithholdingUploadSchema = z.object({
  upload: z.string().check(z.regex(STORED_FILE_NAME, 'file')),
});
export type WithholdingUpload = z.infer<typeof WithholdingUploadSchema>;
