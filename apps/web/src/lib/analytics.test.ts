// The analytics data layer of spec §7 (view_item, begin_checkout, purchase) in the GA4 e-commerce
// shape, with a fake window, dataLayer and localStorage (the unit tests run in Node).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.test-helpers.ts';

let fakeWindow: { dataLayer?: unknown[] };
let storage: MemoryStorage;

// analytics.ts remembers pushed purchases in memory too: each test gets a fresh module.
async function load() {
  vi.resetModules();
  return import('./analytics.ts');
}

beforeEach(() => {
  fakeWindow = {};
  storage = new MemoryStorage();
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const course = { item_id: 'course-12', item_name: 'Excel สำหรับงานบัญชี', price: 490_000, item_category: 'course' };
const book = { item_id: 'product-3', item_name: 'หนังสือ Excel', price: 35_050, quantity: 2 };

describe('trackViewItem', () => {
  it('is unchanged: view_item with major units, after clearing the previous ecommerce object', async () => {
    const { trackViewItem } = await load();
    trackViewItem('THB', [course]);
    expect(fakeWindow.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'THB',
          value: 4900,
          items: [{ item_id: 'course-12', item_name: 'Excel สำหรับงานบัญชี', price: 4900, item_category: 'course' }],
        },
      },
    ]);
  });
});

describe('trackBeginCheckout', () => {
  it('pushes begin_checkout with currency, value and items in major units', async () => {
    const { trackBeginCheckout } = await load();
    trackBeginCheckout('THB', [course, { ...book, discount: 5_050 }], 555_050);
    expect(fakeWindow.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'THB',
          value: 5550.5,
          items: [
            { item_id: 'course-12', item_name: 'Excel สำหรับงานบัญชี', price: 4900, item_category: 'course' },
            { item_id: 'product-3', item_name: 'หนังสือ Excel', price: 350.5, quantity: 2, discount: 50.5 },
          ],
        },
      },
    ]);
  });

  it('keeps what is already in the data layer (a tag manager may have pushed first)', async () => {
    fakeWindow.dataLayer = [{ event: 'gtm.js' }];
    const { trackBeginCheckout } = await load();
    trackBeginCheckout('USD', [{ ...course, price: 14_900 }], 14_900);
    expect(fakeWindow.dataLayer).toHaveLength(3);
    expect(fakeWindow.dataLayer?.[0]).toEqual({ event: 'gtm.js' });
    expect(fakeWindow.dataLayer?.[2]).toMatchObject({ event: 'begin_checkout', ecommerce: { currency: 'USD', value: 149 } });
  });
});

describe('trackPurchase', () => {
  const order = {
    transaction_id: 'tok_A1b2C3d4E5f6G7h8',
    currency: 'THB' as const,
    value: 532_000,
    items: [course, book],
    shipping: 5_000,
    tax: 34_804,
  };
  const purchases = () => fakeWindow.dataLayer?.filter((e) => (e as { event?: string }).event === 'purchase') ?? [];

  it('pushes nothing when an order is placed, and the purchase when it is paid, in major units', async () => {
    const { rememberPlacedOrder, trackPurchase } = await load();
    rememberPlacedOrder(order);
    expect(fakeWindow.dataLayer ?? []).toEqual([]);
    expect(trackPurchase(order.transaction_id)).toBe(true);
    expect(fakeWindow.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'tok_A1b2C3d4E5f6G7h8',
          value: 5320,
          currency: 'THB',
          items: [
            { item_id: 'course-12', item_name: 'Excel สำหรับงานบัญชี', price: 4900, item_category: 'course' },
            { item_id: 'product-3', item_name: 'หนังสือ Excel', price: 350.5, quantity: 2 },
          ],
          shipping: 50,
          tax: 348.04,
        },
      },
    ]);
  });

  it('never pushes an order this browser did not place (an old order in the list, another device)', async () => {
    const { trackPurchase } = await load();
    expect(trackPurchase(order.transaction_id, order)).toBe(false);
    expect(purchases()).toHaveLength(0);
  });

  it('pushes a transaction only once, even after a reload (a new module, the same storage)', async () => {
    const first = await load();
    first.rememberPlacedOrder(order);
    expect(first.trackPurchase(order.transaction_id, order)).toBe(true);
    const reloaded = await load();
    expect(reloaded.trackPurchase(order.transaction_id, order)).toBe(false);
    expect(purchases()).toHaveLength(1);
    expect(JSON.parse(storage.getItem(reloaded.PURCHASE_STORAGE_KEY) ?? '[]')).toEqual(['tok_A1b2C3d4E5f6G7h8']);
    expect(JSON.parse(storage.getItem(reloaded.PENDING_STORAGE_KEY) ?? '{}')).toEqual({});
  });

  it('sends zero shipping and tax when the order has none', async () => {
    const { rememberPlacedOrder, trackPurchase } = await load();
    const usd = { transaction_id: 'order-7', currency: 'USD' as const, value: 14_900, items: [{ ...course, price: 14_900 }] };
    rememberPlacedOrder(usd);
    trackPurchase('order-7');
    expect(fakeWindow.dataLayer?.[1]).toMatchObject({ ecommerce: { value: 149, currency: 'USD', shipping: 0, tax: 0 } });
  });

  it('ignores damaged stored lists instead of failing', async () => {
    storage.setItem('rian.analytics.purchases', '{not json');
    storage.setItem('rian.analytics.pending', '[[');
    const { rememberPlacedOrder, trackPurchase } = await load();
    rememberPlacedOrder(order);
    expect(trackPurchase(order.transaction_id)).toBe(true);
  });
});

describe('trackAddPaymentInfo', () => {
  it('pushes add_payment_info with the payment type', async () => {
    const { trackAddPaymentInfo } = await load();
    trackAddPaymentInfo('THB', [course], 490_000, 'omise_promptpay');
    expect(fakeWindow.dataLayer?.[1]).toEqual({
      event: 'add_payment_info',
      ecommerce: {
        currency: 'THB',
        value: 4900,
        payment_type: 'omise_promptpay',
        items: [{ item_id: 'course-12', item_name: 'Excel สำหรับงานบัญชี', price: 4900, item_category: 'course' }],
      },
    });
  });
});
