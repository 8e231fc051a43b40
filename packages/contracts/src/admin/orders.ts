// /private/admin/orders: every order, searched and filtered on the server (status, method, dates,
// course, product, and q over the buyer's name, e-mail and phone, the order's number and token), and
// the same filtered list as CSV that Excel opens with Thai intact. Amounts are minor units.
import * as z from 'zod/mini';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@rian/domain/lifecycles/order';
import { adminListQuery, adminPage } from './list.ts';

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'));
const id = z.coerce.number().check(z.int(), z.positive());

export const ORDER_SORTS = ['created_at', 'total', 'id'] as const;

export const OrderListQuerySchema = z.extend(adminListQuery(ORDER_SORTS), {
  status: z.optional(z.enum(ORDER_STATUSES)),
  method: z.optional(id),
  /** Thai calendar days, both included: orders made from 00:00 of `from` to 24:00 of `to`, Thai time. */
  from: z.optional(day),
  to: z.optional(day),
  course: z.optional(id),
  product: z.optional(id),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const AdminOrderRowSchema = z.object({
  id: z.number(),
  order_token: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method_id: z.nullable(z.number()),
  payment_method: z.nullable(z.string()),
  currency_code: z.string(),
  total: z.number(),
  buyer: z.object({ id: z.number(), name: z.string(), email: z.string(), tel: z.nullable(z.string()) }),
  /** The course and product titles, in the order's order. */
  items: z.array(z.string()),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const OrderPageSchema = adminPage(AdminOrderRowSchema);
