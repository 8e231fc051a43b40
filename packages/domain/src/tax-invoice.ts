// Tax invoice data (spec §3 "Tax invoice data", §4 tax modal, §5 tax invoice rules, §9 limits) and
// the Thai taxpayer id check digit (design/payments.md, "Thai tax and formats").
import { errorTexts } from './errors.ts';
import { fieldIssue, isBlank, type FieldIssue, type LocalisedMessage } from './field-issues.ts';

const MESSAGES = {
  personTypeRequired: { th: 'กรุณาเลือกประเภทผู้เสียภาษี', en: 'Please choose the taxpayer type.' },
  nameOneRequiredPerson: { th: 'กรุณากรอกชื่อ', en: 'Please enter the first name.' },
  nameOneRequiredCompany: { th: 'กรุณากรอกชื่อบริษัท', en: 'Please enter the company name.' },
  nameTwoRequiredPerson: { th: 'กรุณากรอกนามสกุล', en: 'Please enter the last name.' },
  nameTwoRequiredCompany: { th: 'กรุณากรอกเลขที่สาขา', en: 'Please enter the branch number.' },
  // spec §5 (Thai as the spec writes it)
  taxIdLength: {
    th: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลัก',
    en: 'Please enter the 13-digit taxpayer identification number.',
  },
  // Rian's own: 13 digits whose check digit does not match (payments.md), clearer than the length text.
  taxIdCheckDigit: {
    th: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
    en: 'The taxpayer identification number is not valid. Please check it again.',
  },
  addressRequired: { th: 'กรุณากรอกที่อยู่', en: 'Please enter the address.' },
  postcode: { th: 'กรุณากรอกรหัสไปรษณีย์ 5 หลัก', en: 'Please enter the 5-digit postcode.' },
  deliveryAddressRequired: {
    th: 'กรุณากรอกที่อยู่ในการจัดส่งเอกสาร',
    en: 'Please enter the address to send the documents to.',
  },
  certificateRequired: { th: 'กรุณาอัพโหลดหนังสือรับรอง', en: 'Please upload the company certificate.' },
  /** spec §5: the overall message when any rule fails; errors.ts holds it as TAX_INVOICE_INVALID. */
  invalid: errorTexts('TAX_INVOICE_INVALID'),
} as const satisfies Record<string, LocalisedMessage>;

/** Every message of the tax invoice rules, Thai and English. */
export const TAX_INVOICE_MESSAGES = MESSAGES;
export type TaxInvoiceMessageKey = keyof typeof MESSAGES;
export type TaxInvoiceIssue = FieldIssue<TaxInvoiceMessageKey>;

/** spec §3: the two person types. */
export const TAX_PERSON_TYPES = ['juristic_person', 'normal_person'] as const;
export type TaxPersonType = (typeof TAX_PERSON_TYPES)[number];

/** spec §3 "Tax invoice data". tax_is_delivery_by_tax_address is 1 (the default) or 0. */
export interface TaxInvoiceData {
  tax_person_type: TaxPersonType;
  tax_name_one: string;
  tax_name_two: string;
  tax_payer_identification_no: string;
  tax_address: string;
  tax_postcode: string;
  tax_is_delivery_by_tax_address: 0 | 1;
  tax_delivery_address: string;
  /** File name of the uploaded company certificate, or null. */
  tax_company_certificate: string | null;
}

/** Tax invoice data as a form or a payload may hold it: any field missing, null or not yet typed. */
export interface TaxInvoiceInput {
  readonly tax_person_type?: string | null;
  readonly tax_name_one?: string | null;
  readonly tax_name_two?: string | null;
  readonly tax_payer_identification_no?: string | null;
  readonly tax_address?: string | null;
  readonly tax_postcode?: string | null;
  readonly tax_is_delivery_by_tax_address?: number | null;
  readonly tax_delivery_address?: string | null;
  readonly tax_company_certificate?: string | null;
}

/** spec §5: the labels of name one and two differ for a person and a company. */
export const TAX_NAME_LABELS: Readonly<Record<TaxPersonType, { nameOne: LocalisedMessage; nameTwo: LocalisedMessage }>> = {
  normal_person: { nameOne: { th: 'ชื่อ', en: 'First name' }, nameTwo: { th: 'นามสกุล', en: 'Last name' } },
  juristic_person: { nameOne: { th: 'ชื่อบริษัท', en: 'Company name' }, nameTwo: { th: 'เลขที่สาขา', en: 'Branch number' } },
};

/** The labels of name one and two for a person type (spec §5). */
export function taxNameLabels(personType: TaxPersonType): { nameOne: LocalisedMessage; nameTwo: LocalisedMessage } {
  return TAX_NAME_LABELS[personType];
}

export const TAX_ID_LENGTH = 13; // spec §9
/** design/payments.md: Thai postcodes are five digits, never starting with 0. */
export const POSTCODE_PATTERN = /^[1-9][0-9]{4}$/;
const TAX_ID_PATTERN = /^[0-9]{13}$/;

/**
 * The check digit of a Thai taxpayer / citizen id from its first 12 digits (design/payments.md):
 * sum of d[i]·(13−i) for i = 0..11, then (11 − sum mod 11) mod 10.
 */
export function taxIdCheckDigit(first12: string): number {
  if (!/^[0-9]{12}$/.test(first12)) throw new RangeError(`a tax id prefix is 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** 13 digits whose last digit is the check digit of the first 12. */
export function isValidTaxId(id: string): boolean {
  return TAX_ID_PATTERN.test(id) && taxIdCheckDigit(id.slice(0, 12)) === Number(id[12]);
}

/** Strips the spaces and dashes people type in ids ("1-2345-67890-12-1"); validation stays strict. */
export function normaliseTaxId(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Site settings the rules depend on. */
export interface TaxInvoiceSettings {
  /** spec §5: site setting tax_company_certificate_required. */
  readonly companyCertificateRequired: boolean;
}

/** The outcome for the tax modal: every failed rule, and the overall message when any failed. */
export interface TaxInvoiceValidation {
  readonly ok: boolean;
  readonly issues: readonly TaxInvoiceIssue[];
  /** spec §5: 'ข้อมูลใบกำกับภาษีไม่ถูกต้อง' when any rule fails, else null. */
  readonly summary: LocalisedMessage | null;
}

/**
 * The tax invoice rules of spec §5, each on its own field, in the order of the form: person type,
 * name one and two (labels by person type), taxpayer id (13 digits, then its check digit), address,
 * postcode, delivery address when tax_is_delivery_by_tax_address is 0, company certificate for a
 * juristic person when the site requires it.
 */
export function validateTaxInvoice(data: TaxInvoiceInput, settings: TaxInvoiceSettings): TaxInvoiceValidation {
  const issues: TaxInvoiceIssue[] = [];
  const type = data.tax_person_type;
  const known = type === 'juristic_person' || type === 'normal_person';
  const company = type === 'juristic_person';
  if (!known) issues.push(fieldIssue(['tax_person_type'], 'personTypeRequired', MESSAGES.personTypeRequired));
  if (isBlank(data.tax_name_one)) {
    const key = company ? 'nameOneRequiredCompany' : 'nameOneRequiredPerson';
    issues.push(fieldIssue(['tax_name_one'], key, MESSAGES[key]));
  }
  if (isBlank(data.tax_name_two)) {
    const key = company ? 'nameTwoRequiredCompany' : 'nameTwoRequiredPerson';
    issues.push(fieldIssue(['tax_name_two'], key, MESSAGES[key]));
  }
  const id = data.tax_payer_identification_no ?? '';
  if (!TAX_ID_PATTERN.test(id)) issues.push(fieldIssue(['tax_payer_identification_no'], 'taxIdLength', MESSAGES.taxIdLength));
  else if (!isValidTaxId(id))
    issues.push(fieldIssue(['tax_payer_identification_no'], 'taxIdCheckDigit', MESSAGES.taxIdCheckDigit));
  if (isBlank(data.tax_address)) issues.push(fieldIssue(['tax_address'], 'addressRequired', MESSAGES.addressRequired));
  if (!POSTCODE_PATTERN.test(data.tax_postcode ?? '')) issues.push(fieldIssue(['tax_postcode'], 'postcode', MESSAGES.postcode));
  // spec §3: delivery to the tax address (1) is the default; only an explicit 0 asks for another.
  if (data.tax_is_delivery_by_tax_address === 0 && isBlank(data.tax_delivery_address)) {
    issues.push(fieldIssue(['tax_delivery_address'], 'deliveryAddressRequired', MESSAGES.deliveryAddressRequired));
  }
  if (company && settings.companyCertificateRequired && isBlank(data.tax_company_certificate)) {
    issues.push(fieldIssue(['tax_company_certificate'], 'certificateRequired', MESSAGES.certificateRequired));
  }
  return { ok: issues.length === 0, issues, summary: issues.length === 0 ? null : MESSAGES.invalid };
}

/** Empty tax invoice data of a person type, delivered to the tax address (spec §3 default 1). */
export function emptyTaxInvoice(personType: TaxPersonType = 'normal_person'): TaxInvoiceData {
  return {
    tax_person_type: personType,
    tax_name_one: '',
    tax_name_two: '',
    tax_payer_identification_no: '',
    tax_address: '',
    tax_postcode: '',
    tax_is_delivery_by_tax_address: 1,
    tax_delivery_address: '',
    tax_company_certificate: null,
  };
}

/**
 * spec §4: changing person type clears the tax fields. Returns the cleared data of the new type
 * (delivery back to its default 1, no certificate); choosing the type it already has changes nothing.
 */
export function changeTaxPersonType(data: TaxInvoiceData, personType: TaxPersonType): TaxInvoiceData {
  if (data.tax_person_type === personType) return data;
  return emptyTaxInvoice(personType);
}
