// PUT /private/myaccount/students/tax (spec §5 tax invoice rules under the site's certificate
// setting). A certificate must be a file the student uploaded. Returns the stored data.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { validateTaxInvoice, type TaxInvoiceData } from '@rian/domain/tax-invoice';
import { claimUpload } from '../uploads/uploads.service.ts';
import { fieldDetails, taxColumns, type AccountsDeps } from './accounts-deps.ts';

const { users } = schema;

export async function saveTaxInvoice(deps: AccountsDeps, userId: number, data: TaxInvoiceData): Promise<TaxInvoiceData> {
  const site = await deps.site.settingsRow();
  const result = validateTaxInvoice(data, { companyCertificateRequired: site?.tax_company_certificate_required === 1 });
  if (result.issues.length > 0) throw new DomainError('TAX_INVOICE_INVALID', undefined, fieldDetails(result.issues));
  await deps.db.transaction(async (tx) => {
    if (data.tax_company_certificate) {
      const mine = await claimUpload(tx, { name: data.tax_company_certificate, kind: 'certificate', userId, guestId: null });
      if (!mine) {
        throw new DomainError('TAX_INVOICE_INVALID', 'Unknown certificate file', [
          {
            path: 'tax_company_certificate',
            key: 'certificateRequired',
            message: 'Upload the certificate again.',
            message_th: 'กรุณาอัพโหลดหนังสือรับรอง',
          },
        ]);
      }
    }
    await tx
      .update(users)
      .set({ ...taxColumns(data), updated_at: deps.clock() })
      .where(eq(users.id, userId));
  });
  return data;
}
