// spec §7 GET /public/payments/methods in sandbox mode: every method with its public key, no secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_MODULES } from '@rian/payments';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
});
afterAll(() => t.close());

describe('GET /public/payments/methods', () => {
  it('lists every offered method with its type and public id, and no secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/payments/methods' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; payment_type: string; application_id_1: string | null }[];
    expect(data.map((m) => m.id)).toEqual([1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15]);
    const omise = data.find((m) => m.id === 8)!;
    expect(omise.application_id_1).toBe(PROVIDER_MODULES.find((m) => m.name === 'omise')!.sandboxCredentials.public.publicKey);
    expect(data.find((m) => m.id === 4)!.application_id_1).toBeNull();
    for (const m of PROVIDER_MODULES)
      for (const secret of Object.values(m.sandboxCredentials.secret)) expect(res.body).not.toContain(secret);
  });
});
