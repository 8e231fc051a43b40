// The cart's look-up calls (spec §7 "Content and cart"): a coupon by its code, the applied coupons
// re-checked, the pricing plans of the courses in the cart as this caller may pick them.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { PlanView, PublicCoupon } from '@rian/contracts';
import { couponUnavailableReason, normaliseCouponCode } from '@rian/domain/coupons';
import { DomainError } from '@rian/domain/errors';
import { defaultPlan, listPlans, renewPlans, type Viewer } from '@rian/domain/plans';
import { planView } from '../catalogue/catalogue.service.ts';

const { coupons, courses, courseAccess, pricingPlans } = schema;

type CouponRow = typeof coupons.$inferSelect;

export interface CoursePlans {
  course_id: number;
  plans: PlanView[];
  default_plan_id: number | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A coupon's terms as a browser may see them: never its use counts or its switch (they only help guessing). */
function publicCoupon(c: CouponRow): PublicCoupon {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    courses: c.courses,
    products: c.products,
    payment_method: c.payment_method,
    coupon_type: c.coupon_type === 'P2' ? 'P2' : 'P1',
    number_of_course: c.number_of_course,
    discount_type: c.discount_type === 'percent' ? 'percent' : 'amount',
    discount_amont: c.discount_amont,
    discount_amount_usd: c.discount_amount_usd,
    start_at: iso(c.start_at),
    end_at: iso(c.end_at),
  };
}

/** Ids once each, in the order first given. */
function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

export class CartLookupsService {
  private readonly clock: () => Date;

  constructor(
    private readonly db: Db,
    clock?: () => Date,
  ) {
    this.clock = clock ?? (() => new Date());
  }

  /**
   * spec §7 POST /public/cart/getCouponByCouponCode; §8 NOT_FOUND for an unknown code and
   * COUPON_NOT_AVAILABLE (switched off, outside its dates, used up) with the reason. The rules that
   * need the cart (courses, payment method, one per order) are checked when the order is made.
   */
  async couponByCode(code: string): Promise<PublicCoupon> {
    const wanted = normaliseCouponCode(code);
    if (wanted === '') throw new DomainError('NOT_FOUND', 'No coupon with this code');
    // upper(code) is what the unique index holds, so this is an index look-up.
    const rows = await this.db
      .select()
      .from(coupons)
      .where(sql`upper(${coupons.code}) = ${wanted}`)
      .limit(1);
    const coupon = rows[0];
    if (!coupon) throw new DomainError('NOT_FOUND', 'No coupon with this code');
    const reason = couponUnavailableReason(coupon, this.clock());
    if (reason) throw new DomainError('COUPON_NOT_AVAILABLE', undefined, { reason });
    return publicCoupon(coupon);
  }

  /**
   * spec §7 POST /public/cart/getallcoupon: the browser re-checks the coupons it applied. Answers
   * those that exist and can be used now, in the order asked; the others are simply absent, which
   * tells the browser to drop them.
   */
  async usableCoupons(ids: readonly number[]): Promise<PublicCoupon[]> {
    const wanted = unique(ids);
    if (wanted.length === 0) return [];
    const rows = await this.db.select().from(coupons).where(inArray(coupons.id, wanted));
    const now = this.clock();
    const byId = new Map(rows.filter((c) => couponUnavailableReason(c, now) === null).map((c) => [c.id, c]));
    return wanted.flatMap((id) => {
      const c = byId.get(id);
      return c ? [publicCoupon(c)] : [];
    });
  }

  /**
   * spec §7 POST /public/cart/getallpriecingplan: for each published course asked, its plans as this
   * caller may pick them. spec §9 and §6: the listed plans, member-only ones disabled for a visitor;
   * spec §3 pricing_type 'renew': renewals are offered to a signed-in owner of the course, expired
   * access included (renewing is what an expired owner does). Unknown or unpublished courses are absent.
   */
  async plansFor(courseIds: readonly number[], viewer: Viewer, userId: number | null): Promise<CoursePlans[]> {
    const wanted = unique(courseIds);
    if (wanted.length === 0) return [];
    const [found, plans, owned] = await Promise.all([
      this.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(inArray(courses.id, wanted), eq(courses.is_published, true))),
      this.db
        .select()
        .from(pricingPlans)
        .where(inArray(pricingPlans.course_id, wanted))
        .orderBy(asc(pricingPlans.sort), asc(pricingPlans.id)),
      userId === null
        ? Promise.resolve([])
        : this.db
            .select({ course_id: courseAccess.course_id })
            .from(courseAccess)
            .where(and(eq(courseAccess.user_id, userId), inArray(courseAccess.course_id, wanted))),
    ]);
    const published = new Set(found.map((c) => c.id));
    const ownedAtAll = new Set(owned.map((o) => o.course_id));
    return wanted
      .filter((id) => published.has(id))
      .map((courseId) => {
        const ofCourse = plans.filter((p) => p.course_id === courseId);
        const listed = listPlans(ofCourse, viewer);
        const renewals = userId !== null && ownedAtAll.has(courseId) ? renewPlans(ofCourse) : [];
        return {
          course_id: courseId,
          plans: [...listed, ...renewals].map((p) => planView(p, viewer)),
          default_plan_id: defaultPlan(listed, viewer)?.id ?? null,
        };
      });
  }
}
