// The Thai bank list (spec §3 bank logos by code, bank list option).
import { describe, expect, it } from 'vitest';
import { THAI_BANKS, findBank, transferSourceBanks } from './banks.ts';

describe('THAI_BANKS', () => {
  it('lists every bank of spec §3 once, in order, with Thai and English names', () => {
    expect(THAI_BANKS.map((b) => b.code)).toEqual([
      'BAY',
      'BBL',
      'GSB',
      'KBANK',
      'KTB',
      'SCB',
      'TTB',
      'TMB',
      'UOB',
      'CIMBT',
      'KKP',
      'LHB',
      'TISCO',
      'ICBCT',
      'BAAC',
      'GHB',
      'IBANK',
      'PROMPTPAY',
    ]);
    for (const b of THAI_BANKS) {
      expect(b.code).toMatch(/^[A-Z]+$/);
      expect(b.name_th).toMatch(/[\u0E00-\u0E7F]/);
      expect(b.name_en).toMatch(/^[\x20-\x7E]+$/);
    }
  });

  it.each([
    ['KBANK', 'ธนาคารกสิกรไทย'],
    ['SCB', 'ธนาคารไทยพาณิชย์'],
    ['TTB', 'ธนาคารทหารไทยธนชาต'],
    ['TMB', 'ธนาคารทหารไทย'],
    ['ICBCT', 'ธนาคารไอซีบีซี (ไทย)'],
    ['BAAC', 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร'],
    ['PROMPTPAY', 'พร้อมเพย์'],
  ])('names %s %s', (code, th) => expect(findBank(code)?.name_th).toBe(th));

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(THAI_BANKS)).toBe(true);
    expect(Object.isFrozen(THAI_BANKS[0])).toBe(true);
  });
});

describe('findBank', () => {
  it.each([
    ['kbank', 'KBANK'],
    ['KBank', 'KBANK'],
    [' scb ', 'SCB'],
    ['promptpay', 'PROMPTPAY'],
  ])('finds %j case-insensitively as %s', (input, code) => expect(findBank(input)?.code).toBe(code));

  it.each(['', 'XYZ', 'K BANK', 'kbank1', 'constructor', '__proto__'])('answers null for the unknown code %j', (input) =>
    expect(findBank(input)).toBeNull(),
  );

  it('answers null for null and undefined', () => {
    expect(findBank(null)).toBeNull();
    expect(findBank(undefined)).toBeNull();
  });
});

describe('transferSourceBanks', () => {
  it('is every bank but PromptPay, in the list order', () => {
    const codes = transferSourceBanks().map((b) => b.code);
    expect(codes).not.toContain('PROMPTPAY');
    expect(codes).toEqual(THAI_BANKS.filter((b) => b.code !== 'PROMPTPAY').map((b) => b.code));
  });
});
