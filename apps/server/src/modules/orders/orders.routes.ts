// Order calls of spec §7 ("Orders and payments" and the cart's order calls). Routes parse, call the
// services and map; the rules are packages/domain's, applied in create-order.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  DeleteOrderBodySchema,
  IdParamSchema,
  OrderBodySchema,
  OrderCourseListResponseSchema,
  OrderCreatedResponseSchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  OrderTokenParamsSchema,
  PaymentMethodResponseSchema,
  SuccessResponseSchema,
  errorResponses,
} from '@rian/contracts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import type { OrderCreator } from './create-order.ts';
import type { OrdersService } from './orders.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const OrderParams = z.object({ orderId: IdParamSchema });

export function ordersRoutes(deps: { auth: Auth; creator: OrderCreator; orders: OrdersService }): FastifyPluginAsyncZod {
  const { auth, creator, orders } = deps;
  return async (app) => {
    app.post(
      '/private/cart/order',
      {
        // spec §7 "(student)"; §6 an instructor buys only as a student.
        onRequest: auth.requireStudent,
        schema: {
          tags: ['orders'],
          summary: 'Create the order of a cart (spec §3 order payload); every amount is recomputed by the server',
          body: OrderBodySchema,
          response: { 200: OrderCreatedResponseSchema, ...errors },
        },
      },
      async (req) => {
        const user = userOf(req);
        const created = await creator.create(user, req.body);
        return {
          success: true as const,
          orderId: created.orderId,
          order_detail: created.detail ?? (await orders.byId(user, created.orderId)),
          reused: created.reused,
          cart: created.cart,
        };
      },
    );

    app.get(
      '/private/orders',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['orders'],
          summary: 'The buyer’s orders, newest first',
          response: { 200: OrderListResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, data: await orders.list(userOf(req)) };
      },
    );

    app.get(
      '/private/orders/token/:token',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['orders'],
          summary: 'An order by its token (thank-you page); the buyer’s own only',
          params: OrderTokenParamsSchema,
          response: { 200: OrderResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, data: await orders.byToken(userOf(req), req.params.token) };
      },
    );

    app.get(
      '/private/orders/:orderId',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['orders'],
          summary: 'One of the buyer’s orders (polled every 6 s while a PromptPay payment is pending, spec §4)',
          params: OrderParams,
          response: { 200: OrderResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, data: await orders.byId(userOf(req), req.params.orderId) };
      },
    );

    app.get(
      '/private/cart/ordercourse',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['orders'],
          summary: 'The courses of the buyer’s orders with each order’s status',
          response: { 200: OrderCourseListResponseSchema, ...errors },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { success: true as const, data: await orders.orderedCourses(userOf(req)) };
      },
    );

    app.post(
      '/public/cart/deleteorder',
      {
        // The spec lists it as public; an order is a buyer's own, so a session is required here.
        onRequest: auth.requireUser,
        schema: {
          tags: ['orders'],
          summary: 'Cancel the buyer’s own unpaid order, giving back its seats, coupon uses and stock',
          body: DeleteOrderBodySchema,
          response: { 200: SuccessResponseSchema, ...errors },
        },
      },
      async (req) => {
        await orders.cancel(userOf(req), req.body.order_id);
        return { success: true as const };
      },
    );

    app.get(
      '/private/payments/methods/order/:orderId',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['orders'],
          summary: 'The payment method chosen for one of the buyer’s orders (public fields only)',
          params: OrderParams,
          response: { 200: PaymentMethodResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, data: await orders.paymentMethodOf(userOf(req), req.params.orderId) }),
    );
  };
}
