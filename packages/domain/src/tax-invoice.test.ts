// Table tests for the tax invoice rules of spec §3, §4, §5 and §9 and the taxpayer id check digit of
// design/payments.md: one row per rule or edge, each rule with a passing and a failing case.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TAX_INVOICE_MESSAGES,
  changeTaxPersonType,
  emptyTaxInvoice,
  isValidTaxId,
  normaliseTaxId,
  taxIdCheckDigit,
  taxNameLabels,
  validateTaxInvoice,
  type TaxInvoiceData,
} from './tax-invoice.ts';

// Ids in the real format, their check digits computed by the payments.md rule.
const VALID_IDS = ['0105536092641', '1101700230708', '3101001234565', '0994000161514', '3569900012348', '0000000000001'];

const person: TaxInvoiceData = {
  tax_person_type: 'normal_person',
  tax_name_one: 'สมชาย',
  tax_name_two: 'ใจดี',
  tax_payer_identification_no: '1101700230708',
  tax_address: '99 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพฯ',
  tax_postcode: '10500',
  tax_is_delivery_by_tax_address: 1,
  tax_delivery_address: '',
  tax_company_certificate: null,
};
const company: TaxInvoiceData = {
  ...person,
  tax_person_type: 'juristic_person',
  tax_name_one: 'บริษัท เรียน จำกัด',
  tax_name_two: '00000',
  tax_payer_identification_no: '0105536092641',
  tax_company_certificate: 'certificate-0105536092641.pdf',
};

describe('taxpayer id check digit (payments.md)', () => {
  it.each(VALID_IDS)('%s is valid', (id) => expect(isValidTaxId(id)).toBe(true));
  it.each([
    ['wrong check digit', '0105536092642'],
    ['another wrong check digit', '1101700230700'],
    ['12 digits', '110170023070'],
    ['14 digits', '11017002307080'],
    ['dashes', '1-1017-00230-70-8'],
    ['letters', '11017002307O8'],
    ['empty', ''],
  ])('%s: %s is not', (_name, id) => expect(isValidTaxId(id)).toBe(false));

  it('computes the 13th digit, including the sums that wrap (mod 11 = 0 → 1, = 1 → 0)', () => {
    expect(taxIdCheckDigit('010553609264')).toBe(1);
    expect(taxIdCheckDigit('000000000000')).toBe(1);
    expect(taxIdCheckDigit('000000000006')).toBe(0); // sum 6·2 = 12, 12 mod 11 = 1, (11 − 1) mod 10 = 0
    expect(taxIdCheckDigit('100000000001')).toBe(7); // sum 13 + 2 = 15, 15 mod 11 = 4, 11 − 4 = 7
    expect(() => taxIdCheckDigit('12345')).toThrow(RangeError);
  });

  it('every 12-digit prefix has exactly one valid 13th digit (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12}$/), (prefix) => {
        const valid = [...'0123456789'].filter((d) => isValidTaxId(prefix + d));
        expect(valid).toEqual([String(taxIdCheckDigit(prefix))]);
      }),
    );
  });

  it('strips the spaces and dashes people type', () => {
    expect(normaliseTaxId(' 1-1017-00230-70-8 ')).toBe('1101700230708');
  });
});

describe('tax invoice data (spec §5)', () => {
  const keys = (data: Partial<TaxInvoiceData>, certificateRequired = false) =>
    validateTaxInvoice(data, { companyCertificateRequired: certificateRequired }).issues.map((i) => `${i.path[0]}:${i.key}`);

  it.each<[string, Partial<TaxInvoiceData>, boolean, string[]]>([
    ['a complete person', person, false, []],
    ['a complete company', company, true, []],
    ['no person type', { ...person, tax_person_type: undefined as never }, false, ['tax_person_type:personTypeRequired']],
    ['person without first name', { ...person, tax_name_one: '' }, false, ['tax_name_one:nameOneRequiredPerson']],
    ['company without company name', { ...company, tax_name_one: ' ' }, false, ['tax_name_one:nameOneRequiredCompany']],
    ['person without last name', { ...person, tax_name_two: '' }, false, ['tax_name_two:nameTwoRequiredPerson']],
    ['company without branch number', { ...company, tax_name_two: '' }, false, ['tax_name_two:nameTwoRequiredCompany']],
    [
      'tax id of 12 digits',
      { ...person, tax_payer_identification_no: '110170023070' },
      false,
      ['tax_payer_identification_no:taxIdLength'],
    ],
    [
      'tax id with dashes',
      { ...person, tax_payer_identification_no: '1-1017-00230-70-8' },
      false,
      ['tax_payer_identification_no:taxIdLength'],
    ],
    ['tax id empty', { ...person, tax_payer_identification_no: '' }, false, ['tax_payer_identification_no:taxIdLength']],
    [
      'tax id with a bad check digit',
      { ...person, tax_payer_identification_no: '1101700230709' },
      false,
      ['tax_payer_identification_no:taxIdCheckDigit'],
    ],
    ['no address', { ...person, tax_address: '' }, false, ['tax_address:addressRequired']],
    ['postcode empty', { ...person, tax_postcode: '' }, false, ['tax_postcode:postcode']],
    ['postcode of 4 digits', { ...person, tax_postcode: '1050' }, false, ['tax_postcode:postcode']],
    ['postcode of 6 digits', { ...person, tax_postcode: '105000' }, false, ['tax_postcode:postcode']],
    ['postcode with a letter', { ...person, tax_postcode: '1050O' }, false, ['tax_postcode:postcode']],
    ['postcode starting with 0 (none exist)', { ...person, tax_postcode: '01234' }, false, ['tax_postcode:postcode']],
    [
      'delivered elsewhere with an address',
      { ...person, tax_is_delivery_by_tax_address: 0, tax_delivery_address: '1 ถนนพระราม 4' },
      false,
      [],
    ],
    [
      'delivered elsewhere without one',
      { ...person, tax_is_delivery_by_tax_address: 0, tax_delivery_address: '' },
      false,
      ['tax_delivery_address:deliveryAddressRequired'],
    ],
    [
      'delivered to the tax address, none needed',
      { ...person, tax_is_delivery_by_tax_address: 1, tax_delivery_address: '' },
      false,
      [],
    ],
    [
      'company without certificate, setting on',
      { ...company, tax_company_certificate: null },
      true,
      ['tax_company_certificate:certificateRequired'],
    ],
    ['company without certificate, setting off', { ...company, tax_company_certificate: null }, false, []],
    ['person without certificate, setting on', person, true, []],
  ])('%s', (_name, data, certificateRequired, expected) => expect(keys(data, certificateRequired)).toEqual(expected));

  it("adds the overall 'ข้อมูลใบกำกับภาษีไม่ถูกต้อง' when any rule fails, with the spec's texts", () => {
    const failed = validateTaxInvoice(
      {
        ...company,
        tax_payer_identification_no: '1',
        tax_postcode: '',
        tax_is_delivery_by_tax_address: 0,
        tax_company_certificate: null,
      },
      { companyCertificateRequired: true },
    );
    expect(failed.ok).toBe(false);
    expect(failed.summary?.th).toBe('ข้อมูลใบกำกับภาษีไม่ถูกต้อง');
    expect(failed.issues.map((i) => i.message.th)).toEqual([
      'กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลัก',
      'กรุณากรอกรหัสไปรษณีย์ 5 หลัก',
      'กรุณากรอกที่อยู่ในการจัดส่งเอกสาร',
      'กรุณาอัพโหลดหนังสือรับรอง',
    ]);
    expect(validateTaxInvoice(person, { companyCertificateRequired: true })).toEqual({ ok: true, issues: [], summary: null });
    expect(TAX_INVOICE_MESSAGES.taxIdCheckDigit.th).not.toBe(TAX_INVOICE_MESSAGES.taxIdLength.th);
  });

  it('labels name one and two by person type', () => {
    expect(taxNameLabels('normal_person')).toEqual({
      nameOne: { th: 'ชื่อ', en: 'First name' },
      nameTwo: { th: 'นามสกุล', en: 'Last name' },
    });
    expect(taxNameLabels('juristic_person')).toEqual({
      nameOne: { th: 'ชื่อบริษัท', en: 'Company name' },
      nameTwo: { th: 'เลขที่สาขา', en: 'Branch number' },
    });
  });
});

describe('changing person type (spec §4)', () => {
  it('clears the tax fields and resets delivery to the tax address', () => {
    const changed = changeTaxPersonType(
      { ...company, tax_is_delivery_by_tax_address: 0, tax_delivery_address: 'x' },
      'normal_person',
    );
    expect(changed).toEqual(emptyTaxInvoice('normal_person'));
    // Every name, number and address emptied; delivered to the tax address; no certificate.
    expect(Object.values(changed)).toEqual(['normal_person', '', '', '', '', '', 1, '', null]);
  });

  it('keeps the data when the type does not change', () => {
    expect(changeTaxPersonType(person, 'normal_person')).toBe(person);
  });
});
