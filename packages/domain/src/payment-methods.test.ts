import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  METHOD,
  METHOD_IDS,
  ONLINE_METHOD_IDS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LOGOS,
  PROVIDER_CREDENTIALS,
  isMethodId,
  isOnlineMethodId,
  paymentMethod,
  providerMethodIds,
} from './payment-methods.ts';
import { checkMinimumAmount } from './cart-total.ts';

describe('the payment-method table (spec §2)', () => {
  it('holds the eleven method ids once each, with unique names and text keys', () => {
    expect(METHOD_IDS).toEqual([1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15]);
    expect(new Set(PAYMENT_METHODS.map((m) => m.name)).size).toBe(PAYMENT_METHODS.length);
    expect(new Set(PAYMENT_METHODS.map((m) => m.textKey)).size).toBe(PAYMENT_METHODS.length);
    for (const m of PAYMENT_METHODS) expect(METHOD[m.name]).toBe(m.id);
  });

  it('has bank transfer as the one method without a provider', () => {
    expect(PAYMENT_METHODS.filter((m) => m.provider === null).map((m) => m.id)).toEqual([METHOD.bankTransfer]);
    expect(ONLINE_METHOD_IDS).toHaveLength(10);
    expect(isOnlineMethodId(METHOD.bankTransfer)).toBe(false);
    expect(isOnlineMethodId(METHOD.omiseCard)).toBe(true);
    expect(isMethodId(5)).toBe(false);
    expect(isMethodId(null)).toBe(false);
    expect(paymentMethod(14)).toBeNull();
  });

  it('gives every provider its methods and its credentials', () => {
    expect(providerMethodIds('omise')).toEqual([8, 9]);
    expect(providerMethodIds('twoc2p')).toEqual([3, 10, 15]);
    expect(providerMethodIds('gbprimepay')).toEqual([11, 12]);
    for (const m of PAYMENT_METHODS) if (m.provider) expect(PROVIDER_CREDENTIALS[m.provider].secret.length).toBeGreaterThan(0);
  });

  it('asks 20 baht of the Omise card and PromptPay only (spec §5)', () => {
    const withMinimum = PAYMENT_METHODS.filter((m) => m.minimum).map((m) => [m.id, m.minimum]);
    expect(withMinimum).toEqual([
      [8, { currency: 'THB', amount: 2000 }],
      [9, { currency: 'THB', amount: 2000 }],
    ]);
    expect(checkMinimumAmount({ currency: 'THB', total: 1999 }, 9)?.code).toBe('MIN_AMOUNT');
    expect(checkMinimumAmount({ currency: 'THB', total: 2000 }, 8)).toBeNull();
    expect(checkMinimumAmount({ currency: 'USD', total: 100 }, 8)).toBeNull();
    expect(checkMinimumAmount({ currency: 'THB', total: 100 }, 2)).toBeNull();
  });

  it('marks each method by what the buyer pays with, every mark used', () => {
    expect(PAYMENT_METHODS.filter((m) => m.logo === 'qr').map((m) => m.kind === 'qr' || m.name === 'twoc2pQr')).not.toContain(
      false,
    );
    expect(new Set(PAYMENT_METHODS.map((m) => m.logo))).toEqual(new Set(PAYMENT_METHOD_LOGOS));
    expect(paymentMethod(METHOD.bankTransfer)?.logo).toBe('bank');
  });

  it('lets every method take baht', () => {
    for (const m of PAYMENT_METHODS) expect(m.currencies).toContain('THB');
  });
});

describe('method ids are written in the table only', () => {
  // A method id compared, assigned or put in a path by hand, outside tests and seed data.
  const PATTERNS = [
    /\b(?:methodId|method_id|payment_method_id)\s*(?:===|!==|==|!=|:)\s*\d+\b/i,
    /payments\/methods\/\d+/,
    /\bcase\s+\d+\s*:/,
    /\b(?:METHOD_IDS|methodIds)\b[^=\n]*=\s*\[\s*\d/,
    /method\w*\s*\?\?\s*1\s*\}/i,
    /^\s*\d+:\s*'m\d+'/,
    /\bBANK_TRANSFER\w*\s*=\s*\d/,
  ];
  it('finds no method id literal in a non-test source but payment-methods.ts', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'packages'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$|\.test-helpers\.ts$|\/test\/|\/seed\/|\/dist\//.test(f))
      .filter((f) => f !== 'packages/domain/src/payment-methods.ts');
    const found = files.flatMap((f) =>
      readFileSync(`${root}/${f}`, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && PATTERNS.some((p) => p.test(line)))
        .map((line) => `${f}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
