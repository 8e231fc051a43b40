import { describe, expect, it } from 'vitest';
import { readCatalogue } from './text-catalogue.ts';

describe('the storefront text catalogue the back office customises', () => {
  const keys = new Set(readCatalogue().map((t) => t.key));

  it('holds the core and every storefront part, wherever the web app keeps it', () => {
    for (const key of [
      'home.heroTitle', // features/catalog/locales
      'account.menu.signOut', // lib/locales (the core)
      'account.forgot.title', // features/account/locales
      'account.tax.title', // components/tax-invoice/locales
      'setup.title', // features/setup/locales
      'checkout.lines.loading', // features/checkout/locales
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
  });

  it('leaves out the back office’s own texts', () => {
    expect([...keys].some((k) => k.startsWith('admin.'))).toBe(false);
  });
});
