// Cart line operations: one course per line (spec §5), products 1..999.
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  toCartItems,
  toCheckoutLines,
  withCourse,
  withoutLine,
  withPlan,
  withProductAdded,
  withQuantity,
  type CheckoutLine,
} from './cart-lines.ts';

const lines: CheckoutLine[] = [
  { kind: 'course', course_id: 1, plan_id: 11 },
  { kind: 'product', product_id: 7, quantity: 2 },
];

describe('cart lines', () => {
  it('reads stored rows and writes the PUT body back', () => {
    const read = toCheckoutLines([
      { id: 1, course_id: 1, product_id: null, pricing_plan_id: 11, quantity: 1 },
      { id: 2, course_id: null, product_id: 7, pricing_plan_id: null, quantity: 2 },
      { id: 3, course_id: null, product_id: null, pricing_plan_id: null, quantity: 1 },
    ]);
    expect(read).toEqual(lines);
    expect(toCartItems(read)).toEqual([
      { course_id: 1, pricing_plan_id: 11 },
      { product_id: 7, quantity: 2 },
    ]);
  });

  it('adds a course once; adding it again changes its plan', () => {
    expect(withCourse(lines, 2, 21)).toHaveLength(3);
    expect(withCourse(lines, 1, 12)).toEqual([{ kind: 'course', course_id: 1, plan_id: 12 }, lines[1]]);
    expect(withPlan(lines, 1, null)[0]).toEqual({ kind: 'course', course_id: 1, plan_id: null });
  });

  it('adds a product with quantity 1, or one more, never past 999', () => {
    expect(withProductAdded([], 7)).toEqual([{ kind: 'product', product_id: 7, quantity: 1 }]);
    expect(withProductAdded(lines, 7)[1]).toEqual({ kind: 'product', product_id: 7, quantity: 3 });
    expect(withProductAdded([{ kind: 'product', product_id: 7, quantity: 999 }], 7)[0]).toMatchObject({ quantity: 999 });
  });

  it('holds quantities to 1..999', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(1000)).toBe(999);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(withQuantity(lines, 7, 50)[1]).toMatchObject({ quantity: 50 });
  });

  it('removes a line by its key', () => {
    expect(withoutLine(lines, 'product:7')).toEqual([lines[0]]);
    expect(withoutLine(lines, 'course:1')).toEqual([lines[1]]);
  });
});
