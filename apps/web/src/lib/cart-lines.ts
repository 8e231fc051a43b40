// The buyer's cart lines as the checkout edits them (spec §3 Cart; §5 "no duplicate course"): a
// course with its chosen pricing plan, or a product with a quantity. Pure list operations, so the
// stored cart (/cart), the course page's embedded checkout (layout 4) and the add-to-cart buttons
// change lines the same way.
import type { CartItem } from '@rian/contracts/auth';

export interface CourseLine {
  kind: 'course';
  course_id: number;
  /** null until the buyer picks a plan (spec §5: every course needs a pricing plan). */
  plan_id: number | null;
}

export interface ProductLine {
  kind: 'product';
  product_id: number;
  quantity: number;
}

export type CheckoutLine = CourseLine | ProductLine;

/** The PUT /public/cart/{guest} and /private/cart line shape (CartItemInputSchema). */
export interface CartItemInput {
  course_id?: number | null;
  product_id?: number | null;
  pricing_plan_id?: number | null;
  quantity?: number;
}

/** CartItemInputSchema and OrderProductLineSchema: whole units from 1 to 999. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/** A typed or stepped quantity held to 1..999; anything that is not a number counts as 1. */
export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)));
}

/** A stable key per line, for React lists and for removal. */
export function lineKey(line: CheckoutLine): string {
  return line.kind === 'course' ? `course:${line.course_id}` : `product:${line.product_id}`;
}

/** The stored cart rows as lines; a row that names neither a course nor a product is skipped. */
export function toCheckoutLines(items: readonly CartItem[]): CheckoutLine[] {
  const out: CheckoutLine[] = [];
  for (const item of items) {
    if (item.course_id !== null) out.push({ kind: 'course', course_id: item.course_id, plan_id: item.pricing_plan_id });
    else if (item.product_id !== null)
      out.push({ kind: 'product', product_id: item.product_id, quantity: clampQuantity(item.quantity) });
  }
  return out;
}

/** Lines as the cart PUT body wants them: a course with its plan, a product with its quantity. */
export function toCartItems(lines: readonly CheckoutLine[]): CartItemInput[] {
  return lines.map((l) =>
    l.kind === 'course'
      ? { course_id: l.course_id, pricing_plan_id: l.plan_id }
      : { product_id: l.product_id, quantity: clampQuantity(l.quantity) },
  );
}

/** spec §5 no duplicate course: adding a course already in the cart changes its plan instead. */
export function withCourse(lines: readonly CheckoutLine[], courseId: number, planId: number | null): CheckoutLine[] {
  if (lines.some((l) => l.kind === 'course' && l.course_id === courseId)) return withPlan(lines, courseId, planId);
  return [...lines, { kind: 'course', course_id: courseId, plan_id: planId }];
}

export function withPlan(lines: readonly CheckoutLine[], courseId: number, planId: number | null): CheckoutLine[] {
  return lines.map((l) => (l.kind === 'course' && l.course_id === courseId ? { ...l, plan_id: planId } : l));
}

/** The product page's button: quantity 1, or one more when the product is already in the cart (at most 999). */
export function withProductAdded(lines: readonly CheckoutLine[], productId: number): CheckoutLine[] {
  const present = lines.some((l) => l.kind === 'product' && l.product_id === productId);
  if (!present) return [...lines, { kind: 'product', product_id: productId, quantity: 1 }];
  return lines.map((l) =>
    l.kind === 'product' && l.product_id === productId ? { ...l, quantity: clampQuantity(l.quantity + 1) } : l,
  );
}

export function withQuantity(lines: readonly CheckoutLine[], productId: number, quantity: number): CheckoutLine[] {
  return lines.map((l) => (l.kind === 'product' && l.product_id === productId ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function withoutLine(lines: readonly CheckoutLine[], key: string): CheckoutLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

export function courseIdsOf(lines: readonly CheckoutLine[]): number[] {
  return lines.flatMap((l) => (l.kind === 'course' ? [l.course_id] : []));
}

export function productIdsOf(lines: readonly CheckoutLine[]): number[] {
  return lines.flatMap((l) => (l.kind === 'product' ? [l.product_id] : []));
}
