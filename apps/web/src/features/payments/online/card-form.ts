// The Omise card form's rules (spec §5 "Card form: number max 16 chars, month 2, year 4, CVV 4") and
// the vault request the browser sends itself (design/payments.md: card data never reaches Rian's
// server; the browser holds only the public key).

export const CARD_LIMITS = { number: 16, month: 2, year: 4, cvv: 4, name: 100 } as const;

export interface CardFields {
  name: string;
  number: string;
  month: string;
  year: string;
  cvv: string;
}

export type CardField = keyof CardFields;
export type CardProblem = 'required' | 'invalid' | 'expired';
export type CardProblems = Partial<Record<CardField, CardProblem>>;

/** Digits only: spaces and dashes typed or pasted into the number are dropped. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

function luhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = Number(number[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Problems by field, in the order the form shows them; empty when the card may be tokenised. */
export function validateCard(fields: CardFields, now: Date): CardProblems {
  const problems: CardProblems = {};
  const name = fields.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > CARD_LIMITS.name) problems.name = 'invalid';

  const number = digitsOnly(fields.number);
  if (number === '') problems.number = 'required';
  else if (number.length < 12 || number.length > CARD_LIMITS.number || !luhn(number)) problems.number = 'invalid';

  const month = fields.month.trim();
  const year = fields.year.trim();
  const m = /^\d{1,2}$/.test(month) ? Number(month) : NaN;
  const y = /^\d{4}$/.test(year) ? Number(year) : NaN;
  if (month === '') problems.month = 'required';
  else if (!(m >= 1 && m <= 12)) problems.month = 'invalid';
  if (year === '') problems.year = 'required';
  else if (Number.isNaN(y)) problems.year = 'invalid';
  if (!problems.month && !problems.year) {
    // A card is valid through the last day of its expiry month.
    const thisYear = now.getFullYear();
    const thisMonth = now.getMonth() + 1;
    if (y < thisYear || (y === thisYear && m < thisMonth)) problems.year = 'expired';
    else if (y > thisYear + 20) problems.year = 'invalid';
  }

  const cvv = fields.cvv.trim();
  if (cvv === '') problems.cvv = 'required';
  else if (!/^\d{3,4}$/.test(cvv)) problems.cvv = 'invalid';
  return problems;
}

export const CARD_FIELD_ORDER: readonly CardField[] = ['name', 'number', 'month', 'year', 'cvv'];

export function firstProblem(problems: CardProblems): CardField | null {
  return CARD_FIELD_ORDER.find((f) => problems[f] !== undefined) ?? null;
}

/** The vault's form-urlencoded body (Omise tokens API: card[...] keys). */
export function vaultBody(fields: CardFields): URLSearchParams {
  const body = new URLSearchParams();
  body.set('card[name]', fields.name.trim());
  body.set('card[number]', digitsOnly(fields.number));
  body.set('card[expiration_month]', String(Number(fields.month.trim())));
  body.set('card[expiration_year]', fields.year.trim());
  body.set('card[security_code]', fields.cvv.trim());
  return body;
}

/** Basic auth with the public key as the user and no password (Omise vault). */
export function vaultAuthorization(publicKey: string): string {
  return `Basic ${btoa(`${publicKey}:`)}`;
}

/** The vault's answer: a token id, or the reason it refused the card. */
export function readVaultAnswer(json: unknown): { token: string } | { error: string } {
  if (json && typeof json === 'object') {
    const o = json as Record<string, unknown>;
    if (typeof o.id === 'string' && /^tokn_[A-Za-z0-9_]{1,64}$/.test(o.id) && o.object !== 'error') return { token: o.id };
    if (typeof o.message === 'string') return { error: o.message };
  }
  return { error: 'unexpected answer' };
}
