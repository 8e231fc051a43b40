// Order calls of spec §7 ("Orders and payments" and the cart's order calls). Each route parses, calls
// its use case and answers; the rules are packages/domain's, applied in create-order/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AwaitingOrderListResponseSchema,
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
import type { RouteApp } from '../../lib/route-app.ts';
import { storeRoute } from '../../lib/store-route.ts';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { cancelOrder } from './cancel-order.ts';
import { createOrder } from './create-order/create-order.ts';
import { getOrderPaymentMethod } from './get-order-payment-method.ts';
import { getOrderById, getOrderByToken } from './get-order.ts';
import { listAwaitingOrders, listOrderedCourses, listOrders } from './list-orders.ts';
import type { OrdersContext } from './orders-context.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const OrderParams = z.object({ orderId: IdParamSchema });

export interface OrdersRoutesDeps {
  auth: Auth;
  orders: OrdersContext;
}

export function ordersRoutes(deps: OrdersRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    createOrderRoute(app, deps);
    readOrderRoutes(app, deps);
    cancelOrderRoute(app, deps);
    orderPaymentMethodRoute(app, deps);
  };
}

function createOrderRoute(app: RouteApp, { auth, orders }: OrdersRoutesDeps): void {
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
      const created = await createOrder(orders, user, req.body);
      return {
        success: true as const,
        orderId: created.orderId,
        order_detail: created.detail ?? (await getOrderById(orders.db, user, created.orderId)),
        reused: created.reused,
        cart: created.cart,
      };
    },
  );
}

function readOrderRoutes(app: RouteApp, { auth, orders }: OrdersRoutesDeps): void {
  const route = { method: 'GET', onRequest: auth.requireUser, tag: 'orders', errors, noStore: true } as const;
  storeRoute(app, {
    ...route,
    url: '/private/orders',
    summary: 'The buyer’s orders, newest first',
    response: OrderListResponseSchema,
    handle: (req) => listOrders(orders.db, userOf(req)),
  });
  storeRoute(app, {
    ...route,
    url: '/private/orders/token/:token',
    summary: 'An order by its token (thank-you page); the buyer’s own only',
    params: OrderTokenParamsSchema,
    response: OrderResponseSchema,
    handle: (req) => getOrderByToken(orders.db, userOf(req), req.params.token),
  });
  storeRoute(app, {
    ...route,
    url: '/private/orders/:orderId',
    summary: 'One of the buyer’s orders (polled every 6 s while a PromptPay payment is pending, spec §4)',
    params: OrderParams,
    response: OrderResponseSchema,
    handle: (req) => getOrderById(orders.db, userOf(req), req.params.orderId),
  });
  storeRoute(app, {
    ...route,
    url: '/private/cart/ordercourse',
    summary: 'The courses of the buyer’s orders with each order’s status',
    response: OrderCourseListResponseSchema,
    handle: (req) => listOrderedCourses(orders.db, userOf(req)),
  });
  storeRoute(app, {
    ...route,
    url: '/private/cart/awaiting',
    summary: 'The buyer’s unpaid orders still within their time, with their courses and products',
    response: AwaitingOrderListResponseSchema,
    handle: (req) => listAwaitingOrders(orders.db, userOf(req), orders.clock()),
  });
}

function cancelOrderRoute(app: RouteApp, { auth, orders }: OrdersRoutesDeps): void {
  storeRoute(app, {
    method: 'POST',
    url: '/public/cart/deleteorder',
    // The spec lists it as public; an order is a buyer's own, so a session is required here.
    onRequest: auth.requireUser,
    tag: 'orders',
    summary: 'Cancel the buyer’s own unpaid order, giving back its seats, coupon uses and stock',
    body: DeleteOrderBodySchema,
    response: SuccessResponseSchema,
    errors,
    bare: true,
    handle: async (req) => {
      await cancelOrder(orders, userOf(req), req.body.order_id);
      return { success: true as const };
    },
  });
}

function orderPaymentMethodRoute(app: RouteApp, { auth, orders }: OrdersRoutesDeps): void {
  storeRoute(app, {
    method: 'GET',
    url: '/private/payments/methods/order/:orderId',
    onRequest: auth.requireUser,
    tag: 'orders',
    summary: 'The payment method chosen for one of the buyer’s orders (public fields only)',
    params: OrderParams,
    response: PaymentMethodResponseSchema,
    errors,
    handle: (req) => getOrderPaymentMethod(orders.db, userOf(req), req.params.orderId),
  });
}
