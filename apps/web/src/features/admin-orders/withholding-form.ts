// The accept dialog of an order's withholding-tax certificate (50 ทวิ): what the administrator reads on
// it, typed as text (the amount in baht), and the request it makes (the amount in minor units).
import * as z from 'zod/mini';
import { optionalText, requiredText } from '@rian/contracts/admin/fields';
import type { WithholdingAccept } from '@rian/contracts/admin/withholding';
import { toMinor } from '../../lib/money-input.ts';

export const CertificateAcceptFormSchema = z.object({
  number: requiredText(60),
  issued_on: z.iso.date({ message: 'time' }),
  amount: z.string().check(z.trim(), z.regex(/^\d{1,7}(\.\d{1,2})?$/, 'invalid')),
  reason: optionalText(500),
});
export type CertificateAcceptForm = z.infer<typeof CertificateAcceptFormSchema>;

/** The form as first shown: the amount the order withheld, which the certificate should show. */
export function acceptFormFor(expectedMinor: number): CertificateAcceptForm {
  return { number: '', issued_on: '', amount: (expectedMinor / 100).toFixed(2), reason: '' };
}

export function acceptBodyOf(v: CertificateAcceptForm): WithholdingAccept {
  return { number: v.number, issued_on: v.issued_on, amount: toMinor(v.amount) ?? 0, reason: v.reason || null };
}
