import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isRefundPlan,
  lineNet,
  planRefund,
  refundableAmounts,
  refundLineKey,
  refundsThroughProvider,
  type RefundableLine,
} from './refunds.ts';

const line = (key: string, net: number, refunded = false): RefundableLine => ({
  key: key as RefundableLine['key'],
  net,
  refunded,
});

describe('refundableAmounts: what each line was paid, summing to the total', () => {
  it.each([
    // [case, nets, paid, shares]
    ['no order-level change: each line gets its own net', [100_000, 50_000], 150_000, [100_000, 50_000]],
    ['an order-level discount spreads in proportion', [100_000, 50_000], 120_000, [80_000, 40_000]],
    ['the remainder of the rounding goes to the last line', [1, 1, 1], 100, [33, 33, 34]],
    ['shipping and withholding spread too', [30_000, 70_000], 103_333, [30_999, 72_334]],
    ['a free line gets nothing', [0, 50_000], 50_000, [0, 50_000]],
    ['a free order gives nothing back', [0, 0], 0, [0, 0]],
    ['nothing cost anything but something was paid: the last line carries it', [0, 0], 5_000, [0, 5_000]],
  ])('%s', (_case, nets, paid, shares) => {
    const lines = nets.map((n, i) => line(`course-${i + 1}`, n));
    expect([...refundableAmounts(lines, paid).values()]).toEqual(shares);
  });

  it('always adds up to what was paid, never below zero on a line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.nat(50_000_000),
        (nets, paid) => {
          const shares = [
            ...refundableAmounts(
              nets.map((n, i) => line(`product-${i + 1}`, n)),
              paid,
            ).values(),
          ];
          expect(shares.reduce((a, b) => a + b, 0)).toBe(paid);
          for (const s of shares) expect(Number.isInteger(s) && s >= 0).toBe(true);
        },
      ),
    );
  });

  it("takes a course's discount and a product's quantity into its net", () => {
    expect(lineNet({ price: 100_000, discount: 20_000 })).toBe(80_000);
    expect(lineNet({ price: 35_000, quantity: 2 })).toBe(70_000);
    expect(refundLineKey('product', 7)).toBe('product-7');
  });
});

describe('planRefund', () => {
  const lines = [line('course-1', 100_000), line('course-2', 50_000), line('product-9', 30_000)];
  const paid = 180_000;

  it.each([
    [
      'the whole order when no line is named',
      null,
      0,
      { amount: 180_000, keys: ['course-1', 'course-2', 'product-9'], event: 'refund' },
    ],
    ['one line', ['course-2'], 0, { amount: 50_000, keys: ['course-2'], event: 'partRefund' }],
    [
      'lines named twice or out of order count once, in the order’s order',
      ['product-9', 'course-1', 'product-9'],
      0,
      {
        amount: 130_000,
        keys: ['course-1', 'product-9'],
        event: 'partRefund',
      },
    ],
  ])('refunds %s', (_case, chosen, already, plan) => {
    expect(planRefund({ lines, paid, alreadyRefunded: already, chosen })).toEqual(plan);
  });

  it('refunds the last open lines as the whole rest, and says the order is then refunded', () => {
    const after = [line('course-1', 100_000, true), line('course-2', 50_000), line('product-9', 30_000)];
    expect(planRefund({ lines: after, paid, alreadyRefunded: 100_000, chosen: [] })).toEqual({
      amount: 80_000,
      keys: ['course-2', 'product-9'],
      event: 'refund',
    });
  });

  it.each([
    ['a line of another order', [line('course-1', 1)], 1, 0, ['course-5'], 'REFUND_LINE_UNKNOWN'],
    ['a line refunded before', [line('course-1', 1, true), line('course-2', 1)], 2, 1, ['course-1'], 'REFUND_LINE_REFUNDED'],
    ['an order with nothing left', [line('course-1', 1, true)], 1, 1, null, 'REFUND_NOTHING_LEFT'],
    [
      'more than was paid (rows changed by hand)',
      [line('course-1', 100), line('course-2', 100)],
      200,
      150,
      ['course-2'],
      'REFUND_TOO_LARGE',
    ],
  ])('refuses %s', (_case, ls, p, already, chosen, code) => {
    const plan = planRefund({ lines: ls, paid: p, alreadyRefunded: already, chosen });
    expect(isRefundPlan(plan)).toBe(false);
    expect(plan).toMatchObject({ code });
  });
});

describe('refundsThroughProvider', () => {
  it.each([
    [1, false], // bank transfer: by hand, with a slip
    [2, true], // PayPal
    [3, true], // 2C2P card: the Payment Action API's refund
    [10, false], // 2C2P installments: by hand
    [15, false], // 2C2P QR: by hand
    [8, true], // Omise card
    [9, false], // Omise PromptPay: no refund API for a PromptPay charge
    [12, false],
    [null, false],
  ])('method %s → %s', (id, byProvider) => {
    expect(refundsThroughProvider(id)).toBe(byProvider);
  });
});
