// Cart lines (spec §7 GET /public/cart/{userId}, GET /private/cart; §6 guests). The spec's public
// cart call takes any user id, so anyone could read anyone's cart: Rian's public cart is addressed
// only by a guest's random UUID, and a signed-in user's cart only through /private/cart.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { CartPutBodySchema, CartResponseSchema, GuestIdSchema, errorResponses } from '@rian/contracts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import type { CartService } from './cart.service.ts';

const GuestParams = z.object({ userId: GuestIdSchema });
const errors = errorResponses(400, 401, 403, 404);

export function cartRoutes(carts: CartService, auth: Auth): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/cart/:userId',
      {
        schema: {
          tags: ['cart'],
          summary: 'A guest’s cart lines, by the guest’s generated id',
          params: GuestParams,
          response: { 200: CartResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, data: await carts.list({ guestId: req.params.userId.toLowerCase() }) };
      },
    );

    app.put(
      '/public/cart/:userId',
      {
        schema: {
          tags: ['cart'],
          summary: 'Replace a guest’s cart lines',
          params: GuestParams,
          body: CartPutBodySchema,
          response: { 200: CartResponseSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await carts.replace({ guestId: req.params.userId.toLowerCase() }, req.body.items),
      }),
    );

    app.get(
      '/private/cart',
      {
        onRequest: auth.requireUser,
        schema: { tags: ['cart'], summary: 'The signed-in user’s cart lines', response: { 200: CartResponseSchema, ...errors } },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, data: await carts.list({ userId: userOf(req).id }) };
      },
    );

    app.put(
      '/private/cart',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['cart'],
          summary: 'Replace the signed-in user’s cart lines',
          body: CartPutBodySchema,
          response: { 200: CartResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, data: await carts.replace({ userId: userOf(req).id }, req.body.items) }),
    );
  };
}
