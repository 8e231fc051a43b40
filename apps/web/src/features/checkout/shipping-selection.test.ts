// spec §5 "shipping address and fee must be chosen when the cart has products"; the add-address form
// keeps the contract's rules (name, tel 9–10 digits, address, postcode 5 digits).
import { describe, expect, it } from 'vitest';
import type { ShippingAddress } from '@rian/contracts/checkout';
import {
  checkAddressForm,
  defaultAddressId,
  feePriceIn,
  normaliseTel,
  resolveShipping,
  shippingChange,
  type AddressForm,
  type ShippingFee,
} from './shipping-selection.ts';

const address = (id: number, is_default = 0): ShippingAddress => ({
  id,
  name: 'สมชาย ใจดี',
  tel: '0812345678',
  address: '99 ถนนพหลโยธิน แขวงลาดยาว เขตจตุจักร กรุงเทพฯ',
  postcode: '10900',
  is_default,
});
const kerry: ShippingFee = { id: 1, name: 'Kerry Express', price: 5_000, price_usd: 200 };
const post: ShippingFee = { id: 2, name: 'ไปรษณีย์ไทย EMS', price: 6_000, price_usd: null };

describe('feePriceIn', () => {
  it.each([
    ['THB uses price', kerry, 'THB', 5_000],
    ['USD uses price_usd', kerry, 'USD', 200],
    ['USD without price_usd cannot be chosen', post, 'USD', null],
    ['THB of the same fee is fine', post, 'THB', 6_000],
  ] as const)('%s', (_name, fee, currency, expected) => {
    expect(feePriceIn(fee, currency)).toBe(expected);
  });
});

describe('defaultAddressId', () => {
  it('prefers the address marked default', () => expect(defaultAddressId([address(3), address(5, 1)])).toBe(5));
  it('else takes the first saved one', () => expect(defaultAddressId([address(3), address(5)])).toBe(3));
  it('is null without addresses', () => expect(defaultAddressId([])).toBeNull());
});

describe('resolveShipping', () => {
  const base = { addresses: [address(3), address(5, 1)], fees: [kerry, post], currency: 'THB' as const };

  it('preselects the default address once the list is loaded', () => {
    expect(resolveShipping({ ...base, addressId: null, feeId: null })).toEqual({ addressId: 5, feeId: null, feePrice: null });
  });
  it('keeps an address the buyer chose', () => {
    expect(resolveShipping({ ...base, addressId: 3, feeId: null }).addressId).toBe(3);
  });
  it('replaces an address that is not among the buyer’s own', () => {
    expect(resolveShipping({ ...base, addressId: 99, feeId: null }).addressId).toBe(5);
  });
  it('keeps the current choice while nothing is loaded', () => {
    expect(resolveShipping({ addresses: null, fees: null, currency: 'THB', addressId: 3, feeId: 2 })).toEqual({
      addressId: 3,
      feeId: 2,
      feePrice: null,
    });
  });
  it('no address at all (a visitor, or none saved) stays null', () => {
    expect(resolveShipping({ ...base, addresses: [], addressId: null, feeId: null }).addressId).toBeNull();
  });
  it('prices the chosen fee in the order currency', () => {
    expect(resolveShipping({ ...base, addressId: 5, feeId: 1 }).feePrice).toBe(5_000);
    expect(resolveShipping({ ...base, currency: 'USD', addressId: 5, feeId: 1 }).feePrice).toBe(200);
  });
  it('drops a fee with no USD price when the order is in USD', () => {
    expect(resolveShipping({ ...base, currency: 'USD', addressId: 5, feeId: 2 })).toEqual({
      addressId: 5,
      feeId: null,
      feePrice: null,
    });
  });
  it('drops a fee that does not ship these products', () => {
    expect(resolveShipping({ ...base, fees: [kerry], addressId: 5, feeId: 2 }).feeId).toBeNull();
  });
});

describe('shippingChange', () => {
  it('reports a preselected address', () => {
    expect(shippingChange({ addressId: 5, feeId: null, feePrice: null }, { addressId: null, feeId: null }, undefined)).toEqual({
      addressId: 5,
      feeId: null,
      feePrice: null,
    });
  });
  it('says nothing when the form already holds the selection', () => {
    expect(shippingChange({ addressId: 5, feeId: null, feePrice: null }, { addressId: 5, feeId: null }, undefined)).toBeNull();
    expect(shippingChange({ addressId: 5, feeId: 1, feePrice: 5_000 }, { addressId: 5, feeId: 1 }, 5_000)).toBeNull();
  });
  it('reports the price of a fee the form restored itself (nothing reported yet)', () => {
    expect(shippingChange({ addressId: 5, feeId: 1, feePrice: 5_000 }, { addressId: 5, feeId: 1 }, undefined)).not.toBeNull();
  });
  it('reports the new price when the currency changes', () => {
    expect(shippingChange({ addressId: 5, feeId: 1, feePrice: 200 }, { addressId: 5, feeId: 1 }, 5_000)).toEqual({
      addressId: 5,
      feeId: 1,
      feePrice: 200,
    });
  });
  it('reports a dropped fee', () => {
    expect(shippingChange({ addressId: 5, feeId: null, feePrice: null }, { addressId: 5, feeId: 2 }, 6_000)).toEqual({
      addressId: 5,
      feeId: null,
      feePrice: null,
    });
  });
});

describe('checkAddressForm', () => {
  const good: AddressForm = {
    name: '  สมหญิง รักเรียน ',
    tel: '081-234-5678',
    address: '12/3 หมู่ 4 ตำบลสุเทพ อำเภอเมือง เชียงใหม่',
    postcode: '50200',
    is_default: true,
  };

  it('accepts a filled form and sends it trimmed, the phone as digits', () => {
    expect(checkAddressForm(good)).toEqual({
      ok: true,
      body: {
        name: 'สมหญิง รักเรียน',
        tel: '0812345678',
        address: '12/3 หมู่ 4 ตำบลสุเทพ อำเภอเมือง เชียงใหม่',
        postcode: '50200',
        is_default: 1,
      },
    });
  });
  it('accepts a 9-digit landline', () => {
    expect(checkAddressForm({ ...good, tel: '02 123 4567' }).ok).toBe(true);
  });
  it.each([
    ['an empty name', { name: '   ' }, ['name']],
    ['a name over 255 characters', { name: 'ก'.repeat(256) }, ['name']],
    ['a phone of 8 digits', { tel: '08123456' }, ['tel']],
    ['a phone of 11 digits', { tel: '08123456789' }, ['tel']],
    ['a phone with letters', { tel: '08l2345678' }, ['tel']],
    ['an empty address', { address: '' }, ['address']],
    ['a postcode of 4 digits', { postcode: '1090' }, ['postcode']],
    ['a postcode starting with 0', { postcode: '01234' }, ['postcode']],
    ['a postcode with letters', { postcode: '1O900' }, ['postcode']],
  ] as const)('refuses %s', (_name, change, fields) => {
    expect(checkAddressForm({ ...good, ...change })).toEqual({ ok: false, fields });
  });
  it('lists every failing field in the order of the form', () => {
    expect(checkAddressForm({ name: '', tel: '', address: '', postcode: '', is_default: false })).toEqual({
      ok: false,
      fields: ['name', 'tel', 'address', 'postcode'],
    });
  });
  it('normaliseTel strips spaces and dashes only', () => {
    expect(normaliseTel(' 081-234 5678 ')).toBe('0812345678');
    expect(normaliseTel('+66812345678')).toBe('+66812345678');
  });
});
