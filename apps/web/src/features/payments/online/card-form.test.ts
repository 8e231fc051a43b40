import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  firstProblem,
  readVaultAnswer,
  validateCard,
  vaultAuthorization,
  vaultBody,
  type CardFields,
} from './card-form.ts';

const now = new Date(2026, 0, 15); // 15 January 2026, local time
const good: CardFields = { name: 'Somchai Jaidee', number: '4242424242424242', month: '01', year: '2026', cvv: '123' };

describe('validateCard (spec §5 card form)', () => {
  it('accepts a valid card, including one expiring this month', () => {
    expect(validateCard(good, now)).toEqual({});
  });

  it('reports every empty field as required, in form order', () => {
    const problems = validateCard({ name: ' ', number: '', month: '', year: '', cvv: '' }, now);
    expect(problems).toEqual({ name: 'required', number: 'required', month: 'required', year: 'required', cvv: 'required' });
    expect(firstProblem(problems)).toBe('name');
  });

  it.each([
    ['number failing the Luhn check', { number: '4242424242424241' }, 'number'],
    ['number too short', { number: '42424242' }, 'number'],
    ['number over 16 digits (spec §5)', { number: '42424242424242424' }, 'number'],
    ['month 13', { month: '13' }, 'month'],
    ['month 0', { month: '0' }, 'month'],
    ['two-digit year', { year: '26' }, 'year'],
    ['CVV of 2 digits', { cvv: '12' }, 'cvv'],
    ['CVV of 5 digits', { cvv: '12345' }, 'cvv'],
    ['name over 100 characters', { name: 'ก'.repeat(101) }, 'name'],
  ] as const)('%s is invalid', (_name, change, field) => {
    expect(validateCard({ ...good, ...change }, now)[field]).toBe('invalid');
  });

  it('a card past its month is expired', () => {
    expect(validateCard({ ...good, month: '12', year: '2025' }, now).year).toBe('expired');
    expect(validateCard({ ...good, month: '12', year: '2025' }, now).month).toBeUndefined();
  });

  it('takes the number with spaces or dashes as typed', () => {
    expect(validateCard({ ...good, number: '4242 4242-4242 4242' }, now)).toEqual({});
    expect(digitsOnly('4242 42a4-2')).toBe('42424242');
  });

  it('firstProblem is null for a valid card', () => {
    expect(firstProblem({})).toBeNull();
    expect(firstProblem({ cvv: 'invalid', month: 'required' })).toBe('month');
  });
});

describe('vault request (Omise tokens: card data goes only to the provider)', () => {
  it('sends the card[...] fields form-encoded, the number as digits', () => {
    const body = vaultBody({ ...good, number: '4242 4242 4242 4242', month: '01' });
    expect(Object.fromEntries(body)).toEqual({
      'card[name]': 'Somchai Jaidee',
      'card[number]': '4242424242424242',
      'card[expiration_month]': '1',
      'card[expiration_year]': '2026',
      'card[security_code]': '123',
    });
  });

  it('authorises with the public key as the Basic user and no password', () => {
    expect(vaultAuthorization('pkey_test_abc')).toBe(`Basic ${Buffer.from('pkey_test_abc:').toString('base64')}`);
  });

  it('reads a token or the refusal', () => {
    expect(readVaultAnswer({ object: 'token', id: 'tokn_test_5abc' })).toEqual({ token: 'tokn_test_5abc' });
    expect(readVaultAnswer({ object: 'error', code: 'invalid_card', message: 'number is invalid' })).toEqual({
      error: 'number is invalid',
    });
    expect(readVaultAnswer({ id: 'card_123' })).toEqual({ error: 'unexpected answer' });
    expect(readVaultAnswer(undefined)).toEqual({ error: 'unexpected answer' });
  });
});
