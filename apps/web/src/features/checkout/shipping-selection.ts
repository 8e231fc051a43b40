// The shipping choice of a cart with products (spec §5 "shipping address and fee must be chosen when
// the cart has products"; §3 order payload shipping_address_id, shipping_fee_id; Cart
// shippingFeePrice): which address and fee stand, the fee's price in the order currency, and the
// checks of the "add address" form, which are the contract's own rules.
import type * as z from 'zod/mini';
import type { ShippingFeeSchema } from '@rian/contracts/catalogue';
import { ShippingAddressBodySchema, type ShippingAddress, type ShippingAddressBody } from '@rian/contracts/checkout';
import type { Currency } from '@rian/domain/money';

export type ShippingFee = z.infer<typeof ShippingFeeSchema>;

export interface ShippingSelection {
  addressId: number | null;
  feeId: number | null;
  /** Minor units of the order currency; null when no fee is chosen. */
  feePrice: number | null;
}

/**
 * The fee's price in the order currency, minor units; null when the fee has no price in it (spec §5
 * "USD price must exist for USD": such a fee cannot be chosen for a USD order).
 */
export function feePriceIn(fee: ShippingFee, currency: Currency): number | null {
  return currency === 'USD' ? fee.price_usd : fee.price;
}

/** The address a cart starts with: the one marked default, else the first saved one. */
export function defaultAddressId(addresses: readonly ShippingAddress[]): number | null {
  return (addresses.find((a) => a.is_default === 1) ?? addresses[0])?.id ?? null;
}

/**
 * The selection that should stand, given what is loaded (null: not loaded yet, keep the current
 * choice). An address that is not among the buyer's own gives way to the default one; a fee that
 * does not ship these products, or has no price in the currency, is dropped.
 */
export function resolveShipping(input: {
  addresses: readonly ShippingAddress[] | null;
  fees: readonly ShippingFee[] | null;
  currency: Currency;
  addressId: number | null;
  feeId: number | null;
}): ShippingSelection {
  const { addresses, fees, currency } = input;
  let addressId = input.addressId;
  if (addresses !== null && (addressId === null || !addresses.some((a) => a.id === addressId))) {
    addressId = defaultAddressId(addresses);
  }
  let feeId = input.feeId;
  let feePrice: number | null = null;
  if (fees !== null && feeId !== null) {
    const fee = fees.find((f) => f.id === feeId);
    const price = fee ? feePriceIn(fee, currency) : null;
    if (price === null) feeId = null;
    else feePrice = price;
  }
  return { addressId, feeId, feePrice };
}

/**
 * What to report to the checkout form, or null when it already holds it. The form's feePrice is not
 * a prop of the selector, so the last price reported stands for it (undefined: none reported yet,
 * e.g. a fee restored by the form itself).
 */
export function shippingChange(
  resolved: ShippingSelection,
  current: { addressId: number | null; feeId: number | null },
  lastReportedPrice: number | null | undefined,
): ShippingSelection | null {
  const same =
    resolved.addressId === current.addressId &&
    resolved.feeId === current.feeId &&
    // A chosen fee's price follows the currency: a USD order pays price_usd.
    (resolved.feeId === null || lastReportedPrice === resolved.feePrice);
  return same ? null : resolved;
}

export type AddressField = 'name' | 'tel' | 'address' | 'postcode';
const FIELD_ORDER: readonly AddressField[] = ['name', 'tel', 'address', 'postcode'];

export interface AddressForm {
  name: string;
  tel: string;
  address: string;
  postcode: string;
  is_default: boolean;
}

/** Spaces and dashes people type in a phone number ("081-234 5678"); the rule stays digits only. */
export function normaliseTel(tel: string): string {
  return tel.replace(/[\s-]/g, '');
}

/**
 * The "add address" form checked with the contract's own schema (ShippingAddressBodySchema: name,
 * tel 9–10 digits, address, postcode 5 digits), so the browser refuses exactly what the server
 * would. Returns the body to send, or the fields that fail, in the order of the form.
 */
export function checkAddressForm(
  form: AddressForm,
): { ok: true; body: ShippingAddressBody } | { ok: false; fields: AddressField[] } {
  const parsed = ShippingAddressBodySchema.safeParse({
    name: form.name,
    tel: normaliseTel(form.tel),
    address: form.address,
    postcode: form.postcode,
    is_default: form.is_default ? 1 : 0,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const failing = new Set(parsed.error.issues.map((i) => i.path[0]));
  return { ok: false, fields: FIELD_ORDER.filter((f) => failing.has(f)) };
}
