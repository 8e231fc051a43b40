// TRUST_PROXY behind the reverse proxy of docs/deploy.md: per-address rate limits count the address
// the proxy saw, not one the client wrote into its own X-Forwarded-For (nginx's
// $proxy_add_x_forwarded_for keeps the client's header and appends the address it saw).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../src/config.ts';
import { anotherApp, createTestApp, type TestApp } from './helpers.ts';

describe('TRUST_PROXY=true behind nginx on this machine', () => {
  let t: TestApp;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'defaults' });
    proxied = await anotherApp(t, { rateLimit: true, trustProxy: readConfig({ TRUST_PROXY: 'true' }).trustProxy });
  });
  afterAll(async () => {
    await proxied?.close();
    await t?.close();
  });

  const forgot = (forwardedFor: string) =>
    proxied.inject({
      method: 'POST',
      url: '/public/auth/forgot',
      payload: { email: 'nobody@example.com' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the address the proxy appended, whatever the client wrote before it', async () => {
    // Five a quarter-hour (LIMITS.forgot), each time with another address written by the client.
    for (let i = 1; i <= 5; i++) expect((await forgot(`198.51.100.${i}, 203.0.113.20`)).statusCode).toBe(200);
    const sixth = await forgot('198.51.100.6, 203.0.113.20');
    expect([sixth.statusCode, sixth.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    // Another client behind the same proxy has its own count.
    expect((await forgot('203.0.113.21')).statusCode).toBe(200);
  });
});
