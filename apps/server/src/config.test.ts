import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

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
