// The cart's look-up calls (spec §7 "Content and cart"): coupons by code and by id, the pricing
// plans of the cart's courses, and emptying the caller's own cart. Routes parse, call and map.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllCouponsBodySchema,
  AllPlansBodySchema,
  AllPlansResponseSchema,
  CouponByCodeBodySchema,
  CouponListResponseSchema,
  CouponResponseSchema,
  DeleteCartBodySchema,
  SuccessResponseSchema,
  errorResponses,
} from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import { LIMITS } from '../../lib/rate-limit.ts';
import { storeRoute } from '../../lib/store-route.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { guestIdOf } from '../auth/guest.ts';
import { SESSION_COOKIE } from '../auth/session.service.ts';
import type { ViewerOf } from '../catalogue/catalogue.routes.ts';
import type { CartService } from './cart.service.ts';
import type { CartLookupsService } from './cart-lookups.service.ts';
import type { RouteApp } from '../../lib/route-app.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export function cartLookupsRoutes(
  lookups: CartLookupsService,
  carts: CartService,
  auth: Auth,
  viewerOf: ViewerOf,
): FastifyPluginAsyncZod {
  return async (app) => {
    registerCouponRoutes(app, lookups);
    registerPlanRoutes(app, lookups, auth, viewerOf);
    registerEmptyCartRoute(app, carts, auth);
  };
}

function registerCouponRoutes(app: RouteApp, lookups: CartLookupsService): void {
  storeRoute(app, {
    method: 'POST',
    url: '/public/cart/getCouponByCouponCode',
    // Anyone may call this, so anyone could guess codes: a per-address limit keeps guessing slow.
    config: { rateLimit: LIMITS.coupon },
    tag: 'cart',
    summary: 'A coupon by its code (trimmed, any case); NOT_FOUND or COUPON_NOT_AVAILABLE (spec §8)',
    body: CouponByCodeBodySchema,
    response: CouponResponseSchema,
    errors,
    noStore: true,
    handle: (req) => lookups.couponByCode(req.body.coupon_code),
  });
  storeRoute(app, {
    method: 'POST',
    url: '/public/cart/getallcoupon',
    tag: 'cart',
    summary: 'The asked coupons that exist and can be used now, in the order asked',
    body: AllCouponsBodySchema,
    response: CouponListResponseSchema,
    errors,
    noStore: true,
    handle: (req) => lookups.usableCoupons(Array.isArray(req.body.couponID) ? req.body.couponID : [req.body.couponID]),
  });
}

function registerPlanRoutes(app: RouteApp, lookups: CartLookupsService, auth: Auth, viewerOf: ViewerOf): void {
  storeRoute(app, {
    method: 'POST',
    url: '/public/cart/getallpriecingplan',
    tag: 'cart',
    summary: 'The pricing plans of each asked course as this caller may pick them (spec §6, §9)',
    body: AllPlansBodySchema,
    response: AllPlansResponseSchema,
    errors,
    noStore: true,
    handle: async (req) => {
      // The viewer decides listed and disabled plans; the user id finds owned courses for renewals.
      const [viewer, session] = await Promise.all([
        viewerOf(req),
        req.cookies[SESSION_COOKIE] ? auth.lookup(req) : Promise.resolve(null),
      ]);
      const userId = session?.status === 'valid' && viewer.loggedIn ? session.user.id : null;
      return lookups.plansFor(req.body.courseID, viewer, userId);
    },
  });
}

function registerEmptyCartRoute(app: RouteApp, carts: CartService, auth: Auth): void {
  storeRoute(app, {
    method: 'POST',
    url: '/public/cart/deleteitem',
    tag: 'cart',
    summary: 'Empty the caller’s own cart: the signed-in user’s id, or the guest id of this browser',
    body: DeleteCartBodySchema,
    response: SuccessResponseSchema,
    errors,
    bare: true,
    handle: async (req, reply) => {
      const target = req.body.user_id;
      if (typeof target === 'number') {
        // The spec's call names any user id; only the signed-in user's own cart may be emptied.
        await auth.requireUser(req, reply);
        if (userOf(req).id !== target) throw new DomainError('FORBIDDEN', 'Not your cart');
        await carts.clear({ userId: target });
      } else {
        // spec §6: a guest's cart belongs to the browser holding the guest id.
        if (guestIdOf(req) !== target.toLowerCase()) throw new DomainError('FORBIDDEN', 'Not your cart');
        await carts.clear({ guestId: target.toLowerCase() });
      }
      return { success: true as const };
    },
  });
}
