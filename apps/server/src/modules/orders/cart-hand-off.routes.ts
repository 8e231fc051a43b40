// spec §7 POST /api/chulabook/cart: check out the listed courses now (hand-off-cart.ts). The location
// returned is the order's place in the buyer's order list, where it can be paid: never an address
// from the request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartHandOffBodySchema, CartHandOffResponseSchema, errorResponses } from '@rian/contracts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { handOffCart } from './hand-off-cart.ts';
import type { OrdersContext } from './orders-context.ts';

export function cartHandOffRoutes(deps: { auth: Auth; orders: OrdersContext }): FastifyPluginAsyncZod {
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
        const orderId = await handOffCart(deps.orders, userOf(req), req.body);
        return { success: true as const, orderId, location: '/myaccount/student/order' };
      },
    );
  };
}
