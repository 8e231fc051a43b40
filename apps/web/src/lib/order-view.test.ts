// spec §2 order list and thank-you page, §4 order states, §7 purchase event.
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@rian/contracts/checkout';
import { isPurchase, learnLinks, orderActions, paymentMethodKey, purchaseEvent } from './order-view.ts';

const order: OrderDetail = {
  id: 1024,
  order_token: 'Xk3v9QmZr2LwT8pA',
  status: 'notYetReceived',
  payment_status: 'pending',
  payment_method_id: 1,
  currency_code: 'THB',
  price: 525_000,
  discount: 25_000,
  shipping_fee: 5_000,
  vat: 0,
  vat_included: 1,
  is_withholding: 0,
  withholding_percent: null,
  withholding_price: 0,
  total: 505_000,
  email: 'buyer@example.com',
  tel: '0812345678',
  course_ids: [12],
  courses: [
    {
      course_id: 12,
      title: 'Excel สำหรับงานบัญชี',
      title_en: 'Excel for Accounting',
      slug: 'excel-for-accounting',
      pricing_plan_id: 4,
      plan_name: 'เรียนได้ 1 ปี',
      price: 490_000,
      discount: 25_000,
      refunded: false,
    },
  ],
  products: [{ product_id: 3, title: 'หนังสือ Excel', title_en: null, price: 17_500, quantity: 2, refunded: false }],
  shipping_address: { name: 'สมชาย ใจดี', tel: '0812345678', address: '99 ถนนพหลโยธิน', postcode: '10900' },
  free_report: null,
  shipping: null,
  cancel_at: '2026-03-02T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('orderActions', () => {
  const before = new Date('2026-03-02T09:59:59.000Z');
  const after = new Date('2026-03-02T10:00:00.000Z');

  it('an unpaid order within its time can be paid and cancelled', () => {
    expect(orderActions(order, before)).toEqual({ canPay: true, canCancel: true, expired: false });
  });
  it('at cancel_at it is expired: nothing to pay, nothing to cancel', () => {
    expect(orderActions(order, after)).toEqual({ canPay: false, canCancel: false, expired: true });
  });
  it.each(['pendingApproved', 'approved', 'rejected', 'cancelled'] as const)('a %s order offers nothing', (status) => {
    expect(orderActions({ ...order, status }, before)).toEqual({ canPay: false, canCancel: false, expired: false });
  });
});

describe('learnLinks', () => {
  it('an approved order links every course to its playlist (?learn=true)', () => {
    expect(learnLinks({ ...order, status: 'approved' }, 'th')).toEqual([
      { courseId: 12, title: 'Excel สำหรับงานบัญชี', href: '/course/12-excel-for-accounting?learn=true' },
    ]);
    expect(learnLinks({ ...order, status: 'approved' }, 'en')[0]?.title).toBe('Excel for Accounting');
  });
  it.each(['notYetReceived', 'pendingApproved', 'rejected', 'cancelled', 'refunded'] as const)(
    'a %s order has none',
    (status) => {
      expect(learnLinks({ ...order, status }, 'th')).toEqual([]);
    },
  );
  it('a partly refunded order links only the courses that were not refunded', () => {
    const kept = { ...order.courses[0]!, course_id: 13, slug: 'word' };
    const gone = { ...order.courses[0]!, refunded: true };
    expect(learnLinks({ ...order, status: 'partlyRefunded', courses: [gone, kept] }, 'th').map((l) => l.courseId)).toEqual([13]);
  });
});

describe('isPurchase', () => {
  it.each([
    ['approved', true],
    ['pendingApproved', false],
    ['notYetReceived', false],
    ['rejected', false],
    ['cancelled', false],
    // A refund later does not unmake the sale: it was counted when paid.
    ['partlyRefunded', true],
    ['refunded', true],
  ] as const)('%s → %s', (status, expected) => expect(isPurchase({ status })).toBe(expected));
});

describe('purchaseEvent', () => {
  it('carries the order number, total, shipping, VAT and every line in minor units', () => {
    expect(purchaseEvent({ ...order, vat: 33_037 }, 'th')).toEqual({
      transaction_id: '1024',
      currency: 'THB',
      value: 505_000,
      shipping: 5_000,
      tax: 33_037,
      items: [
        { item_id: 'course-12', item_name: 'Excel สำหรับงานบัญชี', price: 490_000, item_category: 'course', discount: 25_000 },
        { item_id: 'product-3', item_name: 'หนังสือ Excel', price: 17_500, item_category: 'product', quantity: 2 },
      ],
    });
  });
  it('never exposes the order token', () => {
    expect(JSON.stringify(purchaseEvent(order, 'en'))).not.toContain(order.order_token);
  });
});

describe('paymentMethodKey', () => {
  it.each([
    [1, 'm1'],
    [2, 'm2'],
    [9, 'm9'],
    [15, 'm15'],
    [5, null],
    [14, null],
    [null, null],
  ] as const)('%s → %s', (id, key) => expect(paymentMethodKey(id)).toBe(key));
});
