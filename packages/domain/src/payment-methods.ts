// The payment methods of spec §2, one row each, and the only place their ids are written. Every other
// list (the order payload's ids, the minimums, the providers' methods, the web's steps, the settings'
// credentials) is read from this table: a new method is one row here, one provider folder and one
// sandbox in packages/payments. Kept in the domain (not contracts) because the domain's rules read it
// and contracts depend on the domain.
import type { Currency } from './money.ts';

/** The providers: each is a folder of packages/payments and a sandbox under /sandbox/{name}. */
export type PaymentProviderName = 'paypal' | 'twoc2p' | 'scb' | 'omise' | 'gbprimepay' | 'paysolutions';

/**
 * What the buyer does (spec §4 action flags): report a transfer, go to the provider's page, post a form
 * to it, scan a QR, or type a card into Rian's page (tokenised in the browser).
 */
export type PaymentMethodKind = 'transfer' | 'redirect' | 'form' | 'qr' | 'card';

export interface PaymentMethodRow {
  id: number;
  /** The name code uses (`METHOD.omiseCard`). */
  name: string;
  /** null: bank transfer, approved by an administrator (spec §4), no provider. */
  provider: PaymentProviderName | null;
  kind: PaymentMethodKind;
  currencies: readonly Currency[];
  /** spec §5 "Card methods 8 and 9 need a total of at least 20 baht": in minor units of its currency. */
  minimum: { currency: Currency; amount: number } | null;
  /** The method's i18n keys: paymentStep.methods.{textKey} (its name), payments.lead.{textKey} (its hint). */
  textKey: string;
  /** spec §4: a coupon may name the methods it fits (coupon.payment_method). */
  couponBindable: boolean;
  /** The mark shown beside the method's name wherever a buyer or an administrator picks it. */
  logo: PaymentMethodLogo;
  /**
   * How a paid order is refunded (refunds.ts): 'provider' through the provider's refund API (Omise's
   * card refunds, PayPal's capture refunds, 2C2P's Payment Action refund of a card payment), 'manual'
   * by the administrator transferring the money back and recording the slip.
   */
  refund: 'provider' | 'manual';
}

/** The marks a method can show: what the buyer pays with, not the provider's brand. */
export const PAYMENT_METHOD_LOGOS = ['bank', 'paypal', 'card', 'qr', 'installment'] as const;
export type PaymentMethodLogo = (typeof PAYMENT_METHOD_LOGOS)[number];

/** spec §9: Omise minimum 20 baht, in satang. */
const OMISE_MINIMUM = { currency: 'THB', amount: 2_000 } as const;
const THB = ['THB'] as const;
const THB_USD = ['THB', 'USD'] as const;

/** spec §2 method ids, in the order the spec lists them. */
// prettier-ignore
export const PAYMENT_METHODS = [
  { id: 1,   name: 'bankTransfer',         provider: null,           kind: 'transfer',   currencies: THB_USD,  minimum: null,           textKey: 'm1',   couponBindable: true,  logo: 'bank',         refund: 'manual'    },
  { id: 2,   name: 'paypal',               provider: 'paypal',       kind: 'redirect',   currencies: THB_USD,  minimum: null,           textKey: 'm2',   couponBindable: true,  logo: 'paypal',       refund: 'provider'  },
  { id: 3,   name: 'twoc2pCard',           provider: 'twoc2p',       kind: 'redirect',   currencies: THB_USD,  minimum: null,           textKey: 'm3',   couponBindable: true,  logo: 'card',         refund: 'provider'  },
  { id: 4,   name: 'scbQr',                provider: 'scb',          kind: 'qr',         currencies: THB,      minimum: null,           textKey: 'm4',   couponBindable: true,  logo: 'qr',           refund: 'manual'    },
  { id: 8,   name: 'omiseCard',            provider: 'omise',        kind: 'card',       currencies: THB_USD,  minimum: OMISE_MINIMUM,  textKey: 'm8',   couponBindable: true,  logo: 'card',         refund: 'provider'  },
  { id: 9,   name: 'omisePromptPay',       provider: 'omise',        kind: 'qr',         currencies: THB,      minimum: OMISE_MINIMUM,  textKey: 'm9',   couponBindable: true,  logo: 'qr',           refund: 'manual'    },
  { id: 10,  name: 'twoc2pInstallment',    provider: 'twoc2p',       kind: 'redirect',   currencies: THB,      minimum: null,           textKey: 'm10',  couponBindable: true,  logo: 'installment',  refund: 'manual'    },
  { id: 11,  name: 'gbprimepayCard',       provider: 'gbprimepay',   kind: 'form',       currencies: THB,      minimum: null,           textKey: 'm11',  couponBindable: true,  logo: 'card',         refund: 'manual'    },
  { id: 12,  name: 'gbprimepayPromptPay',  provider: 'gbprimepay',   kind: 'qr',         currencies: THB,      minimum: null,           textKey: 'm12',  couponBindable: true,  logo: 'qr',           refund: 'manual'    },
  { id: 13,  name: 'paysolutions',         provider: 'paysolutions', kind: 'form',       currencies: THB,      minimum: null,           textKey: 'm13',  couponBindable: true,  logo: 'card',         refund: 'manual'    },
  { id: 15,  name: 'twoc2pQr',             provider: 'twoc2p',       kind: 'redirect',   currencies: THB,      minimum: null,           textKey: 'm15',  couponBindable: true,  logo: 'qr',           refund: 'manual'    },
] as const satisfies readonly PaymentMethodRow[];

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type MethodId = PaymentMethod['id'];
export type MethodName = PaymentMethod['name'];
/** A method served by a provider (every method but bank transfer). */
export type OnlineMethod = Extract<PaymentMethod, { provider: PaymentProviderName }>;
export type OnlineMethodId = OnlineMethod['id'];
export type MethodIdOf<P extends PaymentProviderName> = Extract<PaymentMethod, { provider: P }>['id'];

/** Each method's id by its name: `METHOD.omiseCard`. */
export const METHOD = Object.fromEntries(PAYMENT_METHODS.map((m) => [m.name, m.id])) as {
  readonly [M in PaymentMethod as M['name']]: M['id'];
};

export const METHOD_IDS: readonly MethodId[] = PAYMENT_METHODS.map((m) => m.id);
export const ONLINE_METHOD_IDS: readonly OnlineMethodId[] = PAYMENT_METHODS.filter(isOnline).map((m) => m.id);

function isOnline(m: PaymentMethod): m is OnlineMethod {
  return m.provider !== null;
}

export function isMethodId(id: number | null): id is MethodId {
  return id !== null && (METHOD_IDS as readonly number[]).includes(id);
}

export function isOnlineMethodId(id: number | null): id is OnlineMethodId {
  return id !== null && (ONLINE_METHOD_IDS as readonly number[]).includes(id);
}

/** The row of a method id, or null for an id no method has. */
export function paymentMethod(id: number | null): PaymentMethod | null {
  return PAYMENT_METHODS.find((m) => m.id === id) ?? null;
}

/** The ids of one provider's methods, in the table's order. */
export function providerMethodIds<P extends PaymentProviderName>(provider: P): readonly MethodIdOf<P>[] {
  return PAYMENT_METHODS.filter((m) => m.provider === provider).map((m) => m.id as MethodIdOf<P>);
}

/**
 * The credentials each provider needs (architecture.md "Demo and production"): read from the
 * environment as RIAN_{PROVIDER}_{KEY}, or from its first method's application_id_1 (the first public
 * key) and secret_key (the first secret). `browserKey`: the one public credential a buyer's browser may
 * see (spec §7 GET /public/payments/methods), null when none may.
 */
export const PROVIDER_CREDENTIALS = {
  paypal: { public: ['clientId', 'webhookId'], secret: ['clientSecret'], browserKey: 'clientId' },
  // 2C2P's Payment Action API (refunds) signs and encrypts with keys exchanged with 2C2P: its public key, the merchant's private key.
  twoc2p: { public: ['merchantId', 'actionPublicKey'], secret: ['secretKey', 'actionPrivateKey'], browserKey: 'merchantId' },
  // SCB's API key goes with the secret to its OAuth call: no credential of SCB reaches a browser.
  scb: { public: ['apiKey', 'billerId'], secret: ['apiSecret'], browserKey: null },
  omise: { public: ['publicKey'], secret: ['secretKey'], browserKey: 'publicKey' },
  gbprimepay: { public: ['publicKey'], secret: ['secretKey', 'token'], browserKey: 'publicKey' },
  paysolutions: { public: ['merchantId'], secret: ['apiKey', 'secretKey'], browserKey: 'merchantId' },
} as const satisfies Record<
  PaymentProviderName,
  { public: readonly string[]; secret: readonly string[]; browserKey: string | null }
>;
