// Shipping calls: the signed-in buyer's addresses and the fees that may ship a cart's products
// (spec §3 Cart shippingFeeId and shippingAddressId, §5 shipping required with products).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ErrorResponseSchema,
  IdParamSchema,
  ShippingAddressBodySchema,
  ShippingAddressListResponseSchema,
  ShippingAddressResponseSchema,
  ShippingFeeListResponseSchema,
  ShippingFeesQuerySchema,
  SuccessResponseSchema,
  errorResponses,
} from '@rian/contracts';
import { storeRoute } from '../../lib/store-route.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import type { ShippingService } from './shipping.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const AddressParams = z.object({ id: IdParamSchema });

export function shippingRoutes(shipping: ShippingService, auth: Auth): FastifyPluginAsyncZod {
  return async (app) => {
    storeRoute(app, {
      method: 'GET',
      url: '/private/shipping/addresses',
      onRequest: auth.requireUser,
      tag: 'shipping',
      summary: 'The signed-in user’s shipping addresses, default first, then newest',
      response: ShippingAddressListResponseSchema,
      errors,
      noStore: true,
      handle: (req) => shipping.list(userOf(req).id),
    });

    app.post(
      '/private/shipping/addresses',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['shipping'],
          summary: 'Add a shipping address (at most 20; is_default 1 makes it the only default)',
          body: ShippingAddressBodySchema,
          response: { 200: ShippingAddressResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, data: await shipping.create(userOf(req).id, req.body) }),
    );

    app.delete(
      '/private/shipping/addresses/:id',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['shipping'],
          summary: 'Delete one of the signed-in user’s own shipping addresses',
          params: AddressParams,
          response: { 200: SuccessResponseSchema, ...errors },
        },
      },
      async (req) => {
        await shipping.remove(userOf(req).id, req.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/public/shipping/fees',
      {
        schema: {
          tags: ['shipping'],
          summary: 'The shipping fees a cart with these products may choose (?product_id=1,2)',
          querystring: ShippingFeesQuerySchema,
          response: { 200: ShippingFeeListResponseSchema, 400: ErrorResponseSchema },
        },
      },
      async (req, reply) => {
        const ids = req.query.product_id.split(',').map(Number);
        const data = await shipping.fees(ids);
        reply.header('cache-control', 'public, max-age=60');
        return { success: true as const, data };
      },
    );
  };
}
