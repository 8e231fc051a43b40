// spec §7 POST /api/chulabook/cart {user_id, email, course_id, price, totalPrice, discount, courses,
// cancel_at, order_at, shipping_address_id}: "redirects to the returned location". The original
// product let the browser state the prices and the cancel time of an order it handed over. Rian
// reads it as "check out these courses now": the buyer's own unpaid order for them is created (or
// the same one reused) by the order creation every other checkout uses, with each course's default
// plan and the first payment method offered; the server computes every amount and the cancel time,
// the browser's price and discount are compared (PRICE_CHANGED), and the location returned is the
// order's place in the buyer's order list, where it can be paid: never an address from the request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartHandOffBodySchema, CartHandOffResponseSchema, errorResponses } from '@rian/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import type { SiteService } from '../site/site.service.ts';
import type { OrderCreator } from './create-order.ts';

const { pricingPlans } = schema;

/** Each course's default plan (spec §9: one plan flagged is_default), null where it has none. */
async function defaultPlans(db: Db, courseIds: number[]): Promise<(number | null)[]> {
  const rows = await db
    .select({ id: pricingPlans.id, course_id: pricingPlans.course_id })
    .from(pricingPlans)
    .where(
      and(
        inArray(pricingPlans.course_id, courseIds),
        eq(pricingPlans.is_default, 1),
        eq(pricingPlans.status_show, 1),
        eq(pricingPlans.pricing_type, 'default'),
      ),
    );
  return courseIds.map((id) => rows.find((r) => r.course_id === id)?.id ?? null);
}

export function cartHandOffRoutes(deps: { db: Db; auth: Auth; creator: OrderCreator; site: SiteService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/chulabook/cart',
      {
        onRequest: deps.auth.requireStudent,
        schema: {
          tags: ['orders'],
          summary: 'Check out the listed courses now: the buyer’s unpaid order, and where to pay it',
          body: CartHandOffBodySchema,
          response: { 200: CartHandOffResponseSchema, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (req) => {
        const user = userOf(req);
        const [method] = await deps.site.paymentMethods();
        if (!method) throw new DomainError('NO_PAYMENT_METHOD');
        const body = req.body;
        const created = await deps.creator.create(user, {
          user_id: body.user_id,
          course_id: body.course_id,
          pricingplan_id: await defaultPlans(deps.db, body.course_id),
          products: [],
          payment_method_id: method.id,
          coupon_id: [],
          promotion_id: null,
          currency_code: 'THB',
          is_withholding: 0,
          shipping_address_id: body.shipping_address_id ?? null,
          ...(body.price === undefined ? {} : { price: body.price }),
          ...(body.discount === undefined ? {} : { discount: body.discount }),
        });
        return { success: true as const, orderId: created.orderId, location: '/myaccount/student/order' };
      },
    );
  };
}
