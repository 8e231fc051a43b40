// POST /private/admin/promotions/preview: which promotion the checkout auto-selects for a cart the
// administrator describes (spec §4: the eligible promotion with the highest discount, the earlier one
// in the list winning a tie), and why each other promotion is not it. The same domain rules the
// checkout runs (listEligiblePromotions, findBestPromotion) on the same prices: each course at the
// plan named or at the default plan a signed-in student is offered, each product at its price ×
// quantity, in the currency asked; promotions in the order the storefront lists them.
import { asc, desc, inArray } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { PromotionPreview, PromotionPreviewBody } from '@rian/contracts/admin/promotions';
import type { DealLine } from '@rian/domain/deal-discount';
import { DomainError } from '@rian/domain/errors';
import { defaultPlan, listPlans, planPrice, type PlanRow } from '@rian/domain/plans';
import { findBestPromotion, isPromotionRunning, listEligiblePromotions } from '@rian/domain/promotions';
import type { AdminContext } from '../admin-context.ts';
import { toDomainPromotion } from '../../orders/create-order/load-order-rows.ts';

const { courses, pricingPlans, products, promotions } = schema;

const STUDENT = { loggedIn: true, isStudent: true, ownedCourseIds: new Set<number>() };

type Line = PromotionPreview['lines'][number];

export async function previewPromotions(ctx: AdminContext, body: PromotionPreviewBody): Promise<PromotionPreview> {
  const { db } = ctx;
  const courseIds = body.courses.map((c) => c.course_id);
  const productIds = body.products.map((p) => p.product_id);
  const [courseRows, planRows, productRows, promotionRows] = await Promise.all([
    courseIds.length ? db.select().from(courses).where(inArray(courses.id, courseIds)) : [],
    courseIds.length ? db.select().from(pricingPlans).where(inArray(pricingPlans.course_id, courseIds)) : [],
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    db.select().from(promotions).orderBy(asc(promotions.sort), desc(promotions.id)),
  ]);
  const lines: Line[] = [];
  const deal: DealLine[] = [];
  for (const item of body.courses) {
    const course = courseRows.find((c) => c.id === item.course_id);
    if (!course) throw new DomainError('NOT_FOUND', `No course ${item.course_id}`);
    const plans = planRows.filter((p) => p.course_id === course.id) as (PlanRow & { name: string })[];
    const plan = item.plan_id ? plans.find((p) => p.id === item.plan_id) : defaultPlan(listPlans(plans, STUDENT), STUDENT);
    const price = plan ? planPrice(plan, body.currency) : null;
    if (!plan || price === null)
      throw new DomainError('NO_PRICING_PLAN', `Course ${course.id} has no plan priced in ${body.currency}`);
    lines.push({ kind: 'course', id: course.id, title: course.title, plan: plan.name, price });
    deal.push({ course_id: course.id, price });
  }
  for (const item of body.products) {
    const product = productRows.find((p) => p.id === item.product_id);
    const unit = product ? (body.currency === 'USD' ? product.price_usd : product.price) : null;
    if (!product || unit === null) throw new DomainError('NOT_FOUND', `No product ${item.product_id} priced in ${body.currency}`);
    lines.push({
      kind: 'product',
      id: product.id,
      title: `${product.title} × ${item.quantity}`,
      plan: null,
      price: unit * item.quantity,
    });
    deal.push({ product_id: product.id, price: unit * item.quantity });
  }
  const all = promotionRows.map(toDomainPromotion);
  const now = ctx.clock();
  const eligible = listEligiblePromotions(all, deal, body.currency, now);
  const chosen = findBestPromotion(eligible)?.promotion.id ?? null;
  return {
    currency: body.currency,
    lines,
    chosen,
    promotions: all.map((p) => {
      const e = eligible.find((x) => x.promotion.id === p.id);
      const state = p.id === chosen ? 'chosen' : e ? 'eligible' : isPromotionRunning(p, now) ? 'no_match' : 'not_running';
      return { id: p.id, title: p.title ?? '', state, discount: e?.discount ?? 0 };
    }),
  };
}
