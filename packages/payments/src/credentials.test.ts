import { describe, expect, it } from 'vitest';
import { checkProductionCredentials, credentialValueProblem } from './credentials.ts';
import { omiseModule } from './omise/index.ts';
import { PROVIDER_MODULES } from './registry.ts';

const demo = new Set(['rian-demo-merchant-42']);

describe('credentialValueProblem', () => {
  it.each([
    [undefined, 'not set'],
    ['', 'not set'],
    ['   ', 'not set'],
    ['rian-demo-merchant-42', 'a demo value'],
    ['demo-2c2p-signing-secret', 'a test or demo value'],
    ['skey_test_5xyz', 'a test or demo value'],
    ['pkey_test_5xyz', 'a test or demo value'],
    ['skey_5x0n3r2q7s8t9u1v', null],
    ['JT04-Merchant-Real-Secret-7f3a', null],
  ])('%j → %j', (value, problem) => {
    expect(credentialValueProblem(value, demo)).toBe(problem);
  });

  it('refuses every value a sandbox accepts', () => {
    for (const m of PROVIDER_MODULES) {
      for (const v of [...Object.values(m.sandboxCredentials.public), ...Object.values(m.sandboxCredentials.secret)]) {
        expect(credentialValueProblem(v, demo), `${m.name}: ${v}`).not.toBeNull();
      }
    }
  });
});

describe('checkProductionCredentials', () => {
  const live = { RIAN_OMISE_PUBLIC_KEY: 'pkey_5x0live1', RIAN_OMISE_SECRET_KEY: 'skey_5x0live1' };

  it('takes real keys from the environment', () => {
    expect(checkProductionCredentials(omiseModule, { env: live, applicationId1: null, secretKey: null }, demo)).toEqual({
      ok: true,
      credentials: { public: { publicKey: 'pkey_5x0live1' }, secret: { secretKey: 'skey_5x0live1' } },
    });
  });

  it("falls back to the method's columns, and refuses the seeded test keys there", () => {
    const columns = { env: {}, applicationId1: 'pkey_test_demo', secretKey: 'skey_test_demo' };
    const check = checkProductionCredentials(omiseModule, columns, demo);
    expect(check).toEqual({
      ok: false,
      reason: "RIAN_OMISE_PUBLIC_KEY (or the method's application_id_1) is a test or demo value",
    });
  });

  it('names the first missing variable', () => {
    const check = checkProductionCredentials(
      omiseModule,
      { env: { RIAN_OMISE_PUBLIC_KEY: 'pkey_5x0live1' }, applicationId1: null, secretKey: null },
      demo,
    );
    expect(check.ok ? null : check.reason).toBe("RIAN_OMISE_SECRET_KEY (or the method's secret_key) is not set");
  });
});

describe("a provider in its test environment (an administrator's trial)", () => {
  it.each([
    [undefined, 'not set'],
    ['rian-demo-merchant-42', 'a demo value'],
    ['skey_5x0n3r2q7s8t9u1v', 'a live key'],
    ['pkey_5x0n3r2q7s8t9u1v', 'a live key'],
    ['skey_test_5xyz', null],
    ['JT04-Merchant-Test-Secret', null],
  ])('%j → %j', (value, problem) => {
    expect(credentialValueProblem(value, demo, 'test')).toBe(problem);
  });

  it('reads RIAN_{PROVIDER}_TEST_{KEY}, never the live variables', () => {
    const env = {
      RIAN_OMISE_PUBLIC_KEY: 'pkey_5x0live1',
      RIAN_OMISE_SECRET_KEY: 'skey_5x0live1',
      RIAN_OMISE_TEST_PUBLIC_KEY: 'pkey_test_5x0',
      RIAN_OMISE_TEST_SECRET_KEY: 'skey_test_5x0',
    };
    expect(checkProductionCredentials(omiseModule, { env, applicationId1: null, secretKey: null }, demo, 'test')).toEqual({
      ok: true,
      credentials: { public: { publicKey: 'pkey_test_5x0' }, secret: { secretKey: 'skey_test_5x0' } },
    });
  });

  it("refuses a live key left in the method's columns", () => {
    const columns = { env: {}, applicationId1: 'pkey_test_5x0', secretKey: 'skey_5x0live1' };
    const check = checkProductionCredentials(omiseModule, columns, demo, 'test');
    expect(check.ok ? null : check.reason).toBe("RIAN_OMISE_TEST_SECRET_KEY (or the method's secret_key) is a live key");
  });
});
