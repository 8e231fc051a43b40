// The tax form's own data handling: stored account → form values, what a person-type change would
// lose, and the server's field issues (error.details of TAX_INVOICE_INVALID) back onto fields.
import { describe, expect, it } from 'vitest';
import { emptyTaxInvoice } from '@rian/domain/tax-invoice';
import { NO_TAX_DATA } from '@rian/domain/tax-fixtures.test-helpers';
import { hasTaxEntries, serverTaxIssues, taxFormValues } from './tax-form.ts';

const stored = NO_TAX_DATA;

describe('taxFormValues', () => {
  it('an account without tax data is an empty normal-person form delivered to the tax address', () => {
    expect(taxFormValues(stored)).toEqual(emptyTaxInvoice('normal_person'));
  });

  it('keeps stored values, a stored 0 delivery flag and the certificate', () => {
    const values = taxFormValues({
      ...stored,
      tax_person_type: 'juristic_person',
      tax_name_one: 'บริษัท เรียน จำกัด',
      tax_name_two: '00000',
      tax_is_delivery_by_tax_address: 0,
      tax_delivery_address: 'ตู้ ปณ. 1',
      tax_company_certificate: 'cert.pdf',
    });
    expect(values).toMatchObject({
      tax_person_type: 'juristic_person',
      tax_name_one: 'บริษัท เรียน จำกัด',
      tax_is_delivery_by_tax_address: 0,
      tax_delivery_address: 'ตู้ ปณ. 1',
      tax_company_certificate: 'cert.pdf',
    });
  });

  it('an empty certificate name is no certificate', () => {
    expect(taxFormValues({ ...stored, tax_company_certificate: '' }).tax_company_certificate).toBeNull();
  });
});

describe('hasTaxEntries', () => {
  it('is false for an empty form of either type', () => {
    expect(hasTaxEntries(emptyTaxInvoice('normal_person'))).toBe(false);
    expect(hasTaxEntries(emptyTaxInvoice('juristic_person'))).toBe(false);
  });
  it('is true once anything is typed, unticked or uploaded', () => {
    expect(hasTaxEntries({ ...emptyTaxInvoice(), tax_postcode: '1' })).toBe(true);
    expect(hasTaxEntries({ ...emptyTaxInvoice(), tax_is_delivery_by_tax_address: 0 })).toBe(true);
    expect(hasTaxEntries({ ...emptyTaxInvoice('juristic_person'), tax_company_certificate: 'c.pdf' })).toBe(true);
  });
});

describe('serverTaxIssues', () => {
  const details = [
    {
      path: 'tax_payer_identification_no',
      key: 'taxIdLength',
      message: 'Please enter the 13-digit taxpayer identification number.',
      message_th: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลัก',
    },
    { path: ['tax_postcode'], key: 'postcode', message: 'Please enter the 5-digit postcode.' },
    { path: 'tax_postcode', key: 'postcode', message: 'a second message for the same field' },
    { path: 'password', message: 'not a tax field' },
    'not an object',
    null,
  ];
  it('maps each field to its first message in the language, Thai where the server gave one', () => {
    expect(serverTaxIssues(details, 'th')).toEqual({
      tax_payer_identification_no: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลัก',
      tax_postcode: 'Please enter the 5-digit postcode.',
    });
    expect(serverTaxIssues(details, 'en').tax_payer_identification_no).toBe(
      'Please enter the 13-digit taxpayer identification number.',
    );
  });
  it('ignores details that are not a list', () => {
    expect(serverTaxIssues({ path: 'tax_postcode', message: 'x' }, 'th')).toEqual({});
    expect(serverTaxIssues(undefined, 'th')).toEqual({});
  });
});
