// /private/admin/orders: every order, searched and filtered on the server (status, method, dates,
// course, product, and q over the buyer's name, e-mail and phone, the order's number and token), and
// the same filtered list as CSV that Excel opens with Thai intact. Amounts are minor units.
import * as z from 'zod/mini';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@rian/domain/lifecycles/order';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { requiredText } from './fields.ts';

/** A calendar day, YYYY-MM-DD, that exists (no 31 April). */
const day = z.iso.date({ message: 'date' });
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

/** What happened to an order, oldest first: made, each payment attempt, each report and its decision, administrators' actions, paid, cancelled. */
export const ORDER_EVENT_KINDS = ['created', 'attempt', 'report', 'decision', 'admin', 'approved', 'cancelled'] as const;
export const AdminOrderEventSchema = z.object({
  at: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  /** The attempt's or report's status, the decision, or the administrator's action. */
  status: z.nullable(z.string()),
  /** A provider's name, the method, or who acted. */
  by: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  /** A failure message, a decision's reason, a note. */
  note: z.nullable(z.string()),
});
export type AdminOrderEvent = z.infer<typeof AdminOrderEventSchema>;

export const AdminOrderDetailSchema = z.extend(AdminOrderRowSchema, {
  price: z.number(),
  discount: z.number(),
  shipping_fee: z.number(),
  vat: z.number(),
  vat_rate_bp: z.number(),
  vat_included: z.number(),
  is_withholding: z.number(),
  withholding_percent: z.nullable(z.number()),
  withholding_price: z.number(),
  cancel_at: z.string(),
  courses: z.array(
    z.object({
      id: z.number(),
      course_id: z.number(),
      title: z.string(),
      plan_id: z.nullable(z.number()),
      plan_name: z.nullable(z.string()),
      price: z.number(),
      discount: z.number(),
    }),
  ),
  products: z.array(
    z.object({ id: z.number(), product_id: z.number(), title: z.string(), price: z.number(), quantity: z.number() }),
  ),
  coupons: z.array(z.object({ id: z.number(), code: z.string() })),
  promotion: z.nullable(z.object({ id: z.number(), title: z.string() })),
  tax_invoice: z.nullable(z.record(z.string(), z.nullable(z.union([z.string(), z.number()])))),
  shipping_address: z.nullable(z.object({ name: z.string(), tel: z.string(), address: z.string(), postcode: z.string() })),
  timeline: z.array(AdminOrderEventSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
export const OrderOneSchema = adminOne(AdminOrderDetailSchema);

/** POST /private/admin/orders/{id}/cancel: why, for the audit log and the order's timeline. */
export const OrderCancelSchema = z.object({ reason: requiredText(500) });
export type OrderCancel = z.infer<typeof OrderCancelSchema>;
