// spec §5 "The withholding tax checkbox is for juristic persons with tax invoice only"; §9 "1000 THB or
// more (30 USD)".
import { describe, expect, it } from 'vitest';
import { NO_TAX_DATA } from '@rian/domain/tax-fixtures.test-helpers';
import {
  hasTaxInvoice,
  visitorWithholdingOffer,
  withholdingCorrection,
  withholdingOffer,
  type TaxAccount,
} from './withholding-offer.ts';

// 0105551234567 is not a real company; its check digit is right (payments.md checksum).
const company: TaxAccount = {
  tax_person_type: 'juristic_person',
  tax_name_one: 'บริษัท เรียนดี จำกัด',
  tax_name_two: '00000',
  tax_payer_identification_no: '0105551234567',
  tax_address: '1 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพฯ',
  tax_postcode: '10500',
  tax_is_delivery_by_tax_address: 1,
  tax_delivery_address: null,
  tax_company_certificate: 'cert-abc.pdf',
};
const person: TaxAccount = { ...company, tax_person_type: 'normal_person', tax_name_one: 'สมชาย', tax_name_two: 'ใจดี' };
const empty: TaxAccount = NO_TAX_DATA;

describe('hasTaxInvoice', () => {
  it('complete company data', () => expect(hasTaxInvoice(company, true)).toBe(true));
  it('a company without its certificate, when the site requires one', () => {
    expect(hasTaxInvoice({ ...company, tax_company_certificate: null }, true)).toBe(false);
    expect(hasTaxInvoice({ ...company, tax_company_certificate: null }, false)).toBe(true);
  });
  it('a wrong check digit', () =>
    expect(hasTaxInvoice({ ...company, tax_payer_identification_no: '0105551234568' }, false)).toBe(false));
  it('no tax data at all', () => expect(hasTaxInvoice(empty, false)).toBe(false));
  it('an unknown person type', () => expect(hasTaxInvoice({ ...company, tax_person_type: 'other' }, false)).toBe(false));
});

describe('withholdingOffer', () => {
  it.each([
    ['THB below 1,000', company, 'THB', 99_999, { kind: 'belowMinimum', minimum: 100_000 }],
    ['USD below 30', company, 'USD', 2_999, { kind: 'belowMinimum', minimum: 3_000 }],
    [
      'below the minimum, even for someone who could not withhold',
      empty,
      'THB',
      50_000,
      { kind: 'belowMinimum', minimum: 100_000 },
    ],
    ['a company with a tax invoice at exactly 1,000 THB', company, 'THB', 100_000, { kind: 'available' }],
    ['a company with a tax invoice at 30 USD', company, 'USD', 3_000, { kind: 'available' }],
    ['a normal person', person, 'THB', 500_000, { kind: 'needsJuristic', isJuristic: false }],
    ['no tax data', empty, 'THB', 500_000, { kind: 'needsJuristic', isJuristic: false }],
    [
      'a company with incomplete data',
      { ...company, tax_address: '' },
      'THB',
      500_000,
      { kind: 'needsJuristic', isJuristic: true },
    ],
  ] as const)('%s', (_name, account, currency, base, expected) => {
    expect(withholdingOffer(account, currency, base, false)).toEqual(expected);
  });

  it('follows the site’s certificate setting', () => {
    const noCert = { ...company, tax_company_certificate: null };
    expect(withholdingOffer(noCert, 'THB', 200_000, true)).toEqual({ kind: 'needsJuristic', isJuristic: true });
    expect(withholdingOffer(noCert, 'THB', 200_000, false)).toEqual({ kind: 'available' });
  });
});

describe('visitorWithholdingOffer (registration and order in one step)', () => {
  const juristic = { tax_person_type: 'juristic_person', is_require_tax_invoice: 1 };
  it('nothing for a visitor who asks for no tax invoice', () => {
    expect(visitorWithholdingOffer(null, 'THB', 500_000)).toBeNull();
    expect(visitorWithholdingOffer({ tax_person_type: null, is_require_tax_invoice: 0 }, 'THB', 500_000)).toBeNull();
  });
  it('a company with complete tax data, from the minimum', () => {
    expect(visitorWithholdingOffer(juristic, 'THB', 100_000)).toEqual({ kind: 'available' });
    expect(visitorWithholdingOffer(juristic, 'THB', 99_999)).toEqual({ kind: 'belowMinimum', minimum: 100_000 });
  });
  it('a company still filling in its data, or a normal person', () => {
    expect(visitorWithholdingOffer({ ...juristic, is_require_tax_invoice: 0 }, 'THB', 500_000)).toEqual({
      kind: 'needsJuristic',
      isJuristic: true,
    });
    expect(visitorWithholdingOffer({ ...juristic, tax_person_type: 'normal_person' }, 'USD', 5_000)).toEqual({
      kind: 'needsJuristic',
      isJuristic: false,
    });
  });
});

describe('withholdingCorrection', () => {
  it('unchecks a request the offer no longer allows, keeping the percent', () => {
    expect(withholdingCorrection({ kind: 'belowMinimum', minimum: 100_000 }, { checked: true, percent: 1 })).toEqual({
      checked: false,
      percent: 1,
    });
    expect(withholdingCorrection({ kind: 'needsJuristic', isJuristic: false }, { checked: true, percent: 3 })).toEqual({
      checked: false,
      percent: 3,
    });
    expect(withholdingCorrection(null, { checked: true, percent: 3 })).toEqual({ checked: false, percent: 3 });
  });
  it('leaves an allowed or unchecked value alone', () => {
    expect(withholdingCorrection({ kind: 'available' }, { checked: true, percent: 3 })).toBeNull();
    expect(withholdingCorrection({ kind: 'belowMinimum', minimum: 100_000 }, { checked: false, percent: 3 })).toBeNull();
  });
});
