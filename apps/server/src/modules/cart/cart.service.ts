// Cart lines of users and guests (spec §3 Cart, §6 guests, §7 GET /public/cart/{userId},
// GET /private/cart). Prices and totals are the checkout's (packages/domain cart-total).
import { and, asc, eq, sql } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import type { CartItem } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';

const { cartItems, courses, products, pricingPlans } = schema;

export type CartOwner = { userId: number } | { guestId: string };

export interface CartLineInput {
  course_id?: number | null | undefined;
  product_id?: number | null | undefined;
  pricing_plan_id?: number | null | undefined;
  quantity?: number | undefined;
}

const ownerWhere = (owner: CartOwner) =>
  'userId' in owner ? eq(cartItems.user_id, owner.userId) : eq(cartItems.guest_id, owner.guestId);

export class CartService {
  constructor(private readonly db: Db) {}

  async list(owner: CartOwner): Promise<CartItem[]> {
    return this.db
      .select({
        ...columnsOf(cartItems, ['id', 'course_id', 'product_id', 'pricing_plan_id', 'quantity']),
      })
      .from(cartItems)
      .where(ownerWhere(owner))
      .orderBy(asc(cartItems.id));
  }

  /**
   * Replaces the owner's lines. Each line is one course or one product; a course appears once
   * (spec §5 "no duplicate course"); a plan must belong to its course; unknown or unpublished
   * courses and products are refused with NOT_FOUND, so nothing half-written remains.
   */
  async replace(owner: CartOwner, lines: readonly CartLineInput[]): Promise<CartItem[]> {
    const seenCourses = new Set<number>();
    const seenProducts = new Set<number>();
    for (const line of lines) {
      const isCourse = line.course_id != null;
      if (isCourse === (line.product_id != null))
        throw new DomainError('INPUT_ERROR', 'A cart line is one course or one product');
      if (isCourse) {
        if (seenCourses.has(line.course_id!)) throw new DomainError('CART_DUPLICATE_COURSE');
        seenCourses.add(line.course_id!);
      } else {
        if (seenProducts.has(line.product_id!)) throw new DomainError('INPUT_ERROR', 'A product appears once; use its quantity');
        seenProducts.add(line.product_id!);
        if (line.pricing_plan_id != null) throw new DomainError('INPUT_ERROR', 'A product has no pricing plan');
      }
    }
    await this.db.transaction(async (tx) => {
      if (seenCourses.size > 0) {
        const found = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(and(sql`${courses.id} in ${[...seenCourses]}`, eq(courses.is_published, true)));
        if (found.length !== seenCourses.size) throw new DomainError('NOT_FOUND', 'Unknown course in the cart');
      }
      if (seenProducts.size > 0) {
        const found = await tx
          .select({ id: products.id })
          .from(products)
          .where(sql`${products.id} in ${[...seenProducts]}`);
        if (found.length !== seenProducts.size) throw new DomainError('NOT_FOUND', 'Unknown product in the cart');
      }
      for (const line of lines) {
        if (line.course_id == null || line.pricing_plan_id == null) continue;
        const plan = await tx
          .select({ id: pricingPlans.id })
          .from(pricingPlans)
          .where(and(eq(pricingPlans.id, line.pricing_plan_id), eq(pricingPlans.course_id, line.course_id)))
          .limit(1);
        if (plan.length === 0) throw new DomainError('NO_PRICING_PLAN', 'The plan does not belong to the course');
      }
      await tx.delete(cartItems).where(ownerWhere(owner));
      if (lines.length === 0) return;
      await tx.insert(cartItems).values(
        lines.map((l) => ({
          ...('userId' in owner ? { user_id: owner.userId } : { guest_id: owner.guestId }),
          course_id: l.course_id ?? null,
          product_id: l.product_id ?? null,
          pricing_plan_id: l.pricing_plan_id ?? null,
          quantity: l.course_id != null ? 1 : (l.quantity ?? 1),
        })),
      );
    });
    return this.list(owner);
  }

  /** spec §7 POST /public/cart/deleteitem: empties the owner's cart; answers how many lines went. */
  async clear(owner: CartOwner): Promise<number> {
    const gone = await this.db.delete(cartItems).where(ownerWhere(owner)).returning({ id: cartItems.id });
    return gone.length;
  }

  /**
   * spec §6: at log-in the guest's cart joins the student's. A course already in the student's
   * cart keeps the student's line; a product's quantities add up (at most 999). The guest's lines
   * are gone afterwards. Runs in the caller's transaction when given one.
   */
  async mergeGuest(guestId: string, userId: number, tx: Pick<Db, 'execute'> = this.db): Promise<void> {
    await tx.execute(sql`
      insert into ${cartItems} (user_id, course_id, product_id, pricing_plan_id, quantity)
      select ${userId}, g.course_id, g.product_id, g.pricing_plan_id, g.quantity
      from ${cartItems} g where g.guest_id = ${guestId} and g.course_id is not null
      on conflict (user_id, course_id) do nothing`);
    await tx.execute(sql`
      insert into ${cartItems} (user_id, course_id, product_id, pricing_plan_id, quantity)
      select ${userId}, g.course_id, g.product_id, g.pricing_plan_id, g.quantity
      from ${cartItems} g where g.guest_id = ${guestId} and g.product_id is not null
      on conflict (user_id, product_id) do update set quantity = least(999, ${cartItems}.quantity + excluded.quantity)`);
    await tx.execute(sql`delete from ${cartItems} where guest_id = ${guestId}`);
  }
}
