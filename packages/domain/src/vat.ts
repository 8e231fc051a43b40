// VAT (payments.md "Thai tax and formats": 7 % by a yearly-renewed decree, so the rate is a site
// setting, vat_rate_bp in basis points; Revenue Code s.86/4: VAT shown separately on the invoice).
import { money, scaleMoney, subtractMoney, type Money } from './money.ts';

/** The site settings VAT needs: the rate in basis points and whether prices already include VAT (1) or not (0). */
export interface VatSettings {
  vat_rate_bp: number;
  vat_included: number;
}

/** The stored defaults: 7 % (700 bp), prices include VAT. */
export const DEFAULT_VAT_SETTINGS: VatSettings = { vat_rate_bp: 700, vat_included: 1 };

function checkedRate(settings: VatSettings): number {
  const r = settings.vat_rate_bp;
  if (!Number.isSafeInteger(r) || r < 0 || r > 10_000) throw new RangeError(`vat_rate_bp must be 0..10000: ${r}`);
  return r;
}

/**
 * The VAT in an amount. Prices including VAT (vat_included 1): VAT is extracted, amount × rate /
 * (10000 + rate), e.g. 107.00 at 7 % holds 7.00. Prices without VAT (0): VAT is added on top,
 * amount × rate / 10000. Rounded half-up to the satang/cent.
 */
export function computeVat(amount: Money, settings: VatSettings): Money {
  const rate = checkedRate(settings);
  if (rate === 0 || amount.amount === 0) return money(0, amount.currency);
  return settings.vat_included === 1 ? scaleMoney(amount, rate, 10_000 + rate) : scaleMoney(amount, rate, 10_000);
}

/** The value of an amount before VAT: the amount less its extracted VAT when prices include VAT, else the amount. */
export function excludeVat(amount: Money, settings: VatSettings): Money {
  return settings.vat_included === 1 ? subtractMoney(amount, computeVat(amount, settings)) : amount;
}
