// /private/admin/orders: every order, searched and filtered on the server (status, method, dates,
// course, product, and q over the buyer's name, e-mail and phone, the order's number and token), and
// the same filtered list as CSV that Excel opens with Thai intact. Amounts are minor units.
import * as z from 'zod/mini';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@rian/domain/lifecycles/order';
import { REFUND_LINE_KEY } from '@rian/domain/refunds';
import { OrderShippingSchema } from '../checkout.ts';
import { WithholdingCertificateSchema } from '../withholding.ts';
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
  /** 'pending': paid orders with withholding whose certificate (50 ทวิ) is not accepted yet. */
  certificate: z.optional(z.enum(['pending'])),
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
  /** Placed by an administrator through a provider in its test environment: no money moved. */
  is_test: z.boolean(),
  buyer: z.object({ id: z.number(), name: z.string(), email: z.string(), tel: z.nullable(z.string()) }),
  /** The course and product titles, in the order's order. */
  items: z.array(z.string()),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const OrderPageSchema = adminPage(AdminOrderRowSchema);

export const REFUND_VIA = ['provider', 'manual'] as const;

/** Money given back on the order: how much, for which lines, why, how, by whom. */
export const AdminRefundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  lines: z.array(z.string()),
  reason: z.string(),
  via: z.enum(REFUND_VIA),
  provider: z.nullable(z.string()),
  provider_ref: z.nullable(z.string()),
  slip: z.nullable(z.string()),
  transferred_at: z.nullable(z.string()),
  stock_returned: z.boolean(),
  by: z.string(),
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/** What happened to an order, oldest first: made, each payment attempt, each report and its decision, administrators' actions, paid, cancelled, refunds, internal notes. */
export const ORDER_EVENT_KINDS = [
  'created',
  'attempt',
  'report',
  'decision',
  'admin',
  'approved',
  'cancelled',
  'refunded',
  'note',
  'certificate',
] as const;
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

export const AdminOrderNoteSchema = z.object({ id: z.number(), body: z.string(), by: z.string(), created_at: z.string() });
export type AdminOrderNote = z.infer<typeof AdminOrderNoteSchema>;

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
      /** The line as the refund call names it: `course-{id}`. */
      line: z.string(),
      course_id: z.number(),
      title: z.string(),
      plan_id: z.nullable(z.number()),
      plan_name: z.nullable(z.string()),
      price: z.number(),
      discount: z.number(),
      /** The refund that gave the line back, or null. */
      refund_id: z.nullable(z.number()),
    }),
  ),
  products: z.array(
    z.object({
      id: z.number(),
      /** `product-{id}`. */
      line: z.string(),
      product_id: z.number(),
      title: z.string(),
      price: z.number(),
      quantity: z.number(),
      /** The line's share of the coupons and promotion bound to the product. */
      discount: z.number(),
      refund_id: z.nullable(z.number()),
    }),
  ),
  /** How a refund of this order is made: through the provider's refund API, or by a transfer back with its slip. */
  refund_via: z.enum(REFUND_VIA),
  refunds: z.array(AdminRefundSchema),
  coupons: z.array(z.object({ id: z.number(), code: z.string() })),
  promotion: z.nullable(z.object({ id: z.number(), title: z.string() })),
  tax_invoice: z.nullable(z.record(z.string(), z.nullable(z.union([z.string(), z.number()])))),
  shipping_address: z.nullable(z.object({ name: z.string(), tel: z.string(), address: z.string(), postcode: z.string() })),
  /** The parcel of an order with products; null when there is nothing to ship. */
  shipping: z.nullable(OrderShippingSchema),
  /** A free order waiting for an administrator's approval (a pending 'NeedApprovedFree' report). */
  awaits_free_approval: z.boolean(),
  /** The withholding-tax certificate (50 ทวิ) of an order with withholding; null when nothing is withheld. */
  withholding_certificate: z.nullable(WithholdingCertificateSchema),
  /** Administrators' internal notes, oldest first; never shown to the buyer. */
  notes: z.array(AdminOrderNoteSchema),
  timeline: z.array(AdminOrderEventSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
export const OrderOneSchema = adminOne(AdminOrderDetailSchema);

/** POST /private/admin/orders/{id}/cancel: why, for the audit log and the order's timeline. */
export const OrderCancelSchema = z.object({ reason: requiredText(500) });
export type OrderCancel = z.infer<typeof OrderCancelSchema>;

/**
 * POST /private/admin/orders/{id}/refund: the lines to give back (`course-{id}`, `product-{id}`; none:
 * every line not yet refunded), why, whether the products' units go back to stock, and — for a method
 * refunded by hand — the slip of the transfer back (a stored upload's name) and when it was made. The
 * amount is the server's: each line's share of what was paid (packages/domain refunds.ts).
 */
export const OrderRefundSchema = z.object({
  lines: z.optional(z.array(z.string().check(z.regex(REFUND_LINE_KEY, 'line'))).check(z.maxLength(200, 'tooLong'))),
  reason: requiredText(500),
  return_stock: z.optional(z.boolean()),
  manual: z.optional(
    z.object({
      slip: z.string().check(z.minLength(1, 'required'), z.maxLength(255, 'tooLong'), z.regex(/^[\w.-]+$/, 'file')),
      transferred_at: z.iso.datetime({ offset: true, message: 'time' }),
    }),
  ),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** POST /private/admin/orders/{id}/ship: the parcel of a paid order with products leaves with its carrier and tracking number. */
export const OrderShipSchema = z.object({ carrier: requiredText(100), tracking: requiredText(100) });
export type OrderShip = z.infer<typeof OrderShipSchema>;

/** POST /private/admin/orders/{id}/notes: an internal note, for administrators only. */
export const OrderNoteSchema = z.object({ body: requiredText(2000) });
export type OrderNote = z.infer<typeof OrderNoteSchema>;
