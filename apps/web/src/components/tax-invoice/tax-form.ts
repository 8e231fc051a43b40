// The tax invoice form's data handling that is the web app's own (spec §3 tax invoice data, §5):
// from the stored account to form values, and the server's field issues back onto the fields. The
// rules themselves are the domain's (validateTaxInvoice); nothing here decides what is valid.
import type { Student } from '@rian/contracts/auth';
import { emptyTaxInvoice, type TaxInvoiceData, type TaxPersonType } from '@rian/domain/tax-invoice';
import type { Lang } from '@rian/contracts/site';

export type TaxField = keyof TaxInvoiceData;

const TAX_FIELDS: readonly TaxField[] = [
  'tax_person_type',
  'tax_name_one',
  'tax_name_two',
  'tax_payer_identification_no',
  'tax_address',
  'tax_postcode',
  'tax_is_delivery_by_tax_address',
  'tax_delivery_address',
  'tax_company_certificate',
];

/** The form's fields in their order on screen, for focusing the first that needs attention: all but the delivery switch. */
export const TAX_FIELD_ORDER: readonly TaxField[] = TAX_FIELDS.filter((f) => f !== 'tax_is_delivery_by_tax_address');

export function isTaxField(value: unknown): value is TaxField {
  return typeof value === 'string' && (TAX_FIELDS as readonly string[]).includes(value);
}

/** The stored tax data as form values: nulls become empty fields, an unknown type a normal person. */
export function taxFormValues(student: Pick<Student, TaxField>): TaxInvoiceData {
  const type: TaxPersonType = student.tax_person_type === 'juristic_person' ? 'juristic_person' : 'normal_person';
  const base = emptyTaxInvoice(type);
  return {
    tax_person_type: type,
    tax_name_one: student.tax_name_one ?? base.tax_name_one,
    tax_name_two: student.tax_name_two ?? base.tax_name_two,
    tax_payer_identification_no: student.tax_payer_identification_no ?? base.tax_payer_identification_no,
    tax_address: student.tax_address ?? base.tax_address,
    tax_postcode: student.tax_postcode ?? base.tax_postcode,
    // spec §3: delivery to the tax address (1) is the default; only a stored 0 means another address.
    tax_is_delivery_by_tax_address: student.tax_is_delivery_by_tax_address === 0 ? 0 : 1,
    tax_delivery_address: student.tax_delivery_address ?? base.tax_delivery_address,
    tax_company_certificate: student.tax_company_certificate || null,
  };
}

/** Whether changing the person type would throw away something the user typed or uploaded. */
export function hasTaxEntries(data: TaxInvoiceData): boolean {
  const empty = emptyTaxInvoice(data.tax_person_type);
  return TAX_FIELDS.some((f) => f !== 'tax_person_type' && data[f] !== empty[f]);
}

/**
 * The field issues of a TAX_INVOICE_INVALID answer (error.details: [{ path, key, message,
 * message_th }]) as one message per field in the UI language. Anything not shaped so is skipped:
 * the overall message still shows.
 */
export function serverTaxIssues(details: unknown, lang: Lang): Partial<Record<TaxField, string>> {
  const out: Partial<Record<TaxField, string>> = {};
  if (!Array.isArray(details)) return out;
  for (const item of details as unknown[]) {
    if (item === null || typeof item !== 'object') continue;
    const { path, message, message_th } = item as { path?: unknown; message?: unknown; message_th?: unknown };
    const field = Array.isArray(path) ? path[0] : typeof path === 'string' ? path.split('.')[0] : undefined;
    if (!isTaxField(field) || out[field]) continue;
    const text = lang === 'th' && typeof message_th === 'string' ? message_th : message;
    if (typeof text === 'string' && text.trim() !== '') out[field] = text;
  }
  return out;
}
