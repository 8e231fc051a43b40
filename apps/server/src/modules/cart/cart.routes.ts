// Cart lines (spec §7 GET /public/cart/{userId}, GET /private/cart; §6 guests). The spec's public
// cart call takes any user id, so anyone could read anyone's cart: Rian's public cart is addressed
// only by a guest's random UUID, and a signed-in user's cart only through /private/cart.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { CartPutBodySchema, CartResponseSchema, GuestIdSchema, errorResponses } from '@rian/contracts';
import { storeRoute } from '../../lib/store-route.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import type { CartService } from './cart.service.ts';

const GuestParams = z.object({ userId: GuestIdSchema });
const errors = errorResponses(400, 401, 403, 404);

export function cartRoutes(carts: CartService, auth: Auth): FastifyPluginAsyncZod {
  return async (app) => {
    const guest = { tag: 'cart', params: GuestParams, response: CartResponseSchema, errors };
    storeRoute(app, {
      ...guest,
      method: 'GET',
      url: '/public/cart/:userId',
      summary: 'A guest’s cart lines, by the guest’s generated id',
      noStore: true,
      handle: (req) => carts.list({ guestId: req.params.userId.toLowerCase() }),
    });
    storeRoute(app, {
      ...guest,
      method: 'PUT',
      url: '/public/cart/:userId',
      summary: 'Replace a guest’s cart lines',
      body: CartPutBodySchema,
      handle: (req) => carts.replace({ guestId: req.params.userId.toLowerCase() }, req.body.items),
    });
    const own = { url: '/private/cart', onRequest: auth.requireUser, tag: 'cart', response: CartResponseSchema, errors };
    storeRoute(app, {
      ...own,
      method: 'GET',
      summary: 'The signed-in user’s cart lines',
      noStore: true,
      handle: (req) => carts.list({ userId: userOf(req).id }),
    });
    storeRoute(app, {
      ...own,
      method: 'PUT',
      summary: 'Replace the signed-in user’s cart lines',
      body: CartPutBodySchema,
      handle: (req) => carts.replace({ userId: userOf(req).id }, req.body.items),
    });
  };
}
