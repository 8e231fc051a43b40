import { describe, expect, it } from 'vitest';
import { PRIVATE_PROXIES, readConfig } from './config.ts';

describe('RIAN_DEMO', () => {
  it.each([
    ['the embedded database with sandbox payments', {}, true],
    ['a PostgreSQL database', { DATABASE_URL: 'postgres://db/academy' }, false],
    ['production payments', { PAYMENTS_MODE: 'production' }, false],
    ['an explicit 0', { RIAN_DEMO: '0' }, false],
    ['an explicit 1 on PostgreSQL', { RIAN_DEMO: '1', DATABASE_URL: 'postgres://db/demo' }, true],
  ])('defaults for %s', (_name, env, demo) => {
    expect(readConfig(env).demo).toBe(demo);
  });

  it('refuses a value other than 0 or 1', () => {
    expect(() => readConfig({ RIAN_DEMO: 'yes' })).toThrow(/RIAN_DEMO/);
  });
});

describe('SESSION_CACHE_MS', () => {
  it('keeps valid session lookups 2 s unless told otherwise; 0 turns the memo off', () => {
    expect(readConfig({}).sessionCacheMs).toBe(2_000);
    expect(readConfig({ SESSION_CACHE_MS: '0' }).sessionCacheMs).toBe(0);
    expect(() => readConfig({ SESSION_CACHE_MS: '2s' })).toThrow(/SESSION_CACHE_MS/);
  });
});

describe('RIAN_DRAIN_MS and RIAN_METRICS_TOKEN', () => {
  it('bounds a stop at 10 s unless told otherwise, and refuses a value that is not a whole number', () => {
    expect(readConfig({}).drainMs).toBe(10_000);
    expect(readConfig({ RIAN_DRAIN_MS: '2500' }).drainMs).toBe(2_500);
    expect(() => readConfig({ RIAN_DRAIN_MS: '5s' })).toThrow(/RIAN_DRAIN_MS/);
  });

  it('leaves /metrics to this machine when no token is set', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ RIAN_METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(readConfig({ RIAN_METRICS_TOKEN: 'scrape-me' }).metricsToken).toBe('scrape-me');
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', PRIVATE_PROXIES],
    ['1', PRIVATE_PROXIES],
    ['10.0.0.5,10.0.1.0/24', '10.0.0.5, 10.0.1.0/24'],
    ['::1, fd00::/8, loopback', '::1, fd00::/8, loopback'],
  ])('reads %s as %s', (raw, trust) => {
    expect(readConfig({ TRUST_PROXY: raw }).trustProxy).toBe(trust);
  });

  it('refuses a value that names no proxy', () => {
    for (const raw of ['yes', '2', '10.0.0.5; rm']) expect(() => readConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
  });
});
