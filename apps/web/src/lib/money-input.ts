// Prices are stored in minor units (satang, cents) and typed in baht or dollars with two decimals.
export type MoneyValue = number | '';

export const toMajor = (minor: number | null): MoneyValue => (minor === null ? '' : minor / 100);

export const toMinor = (major: MoneyValue | string): number | null =>
  major === '' || major === null || Number.isNaN(Number(major)) ? null : Math.round(Number(major) * 100);
