// Cart, checkout and orders (spec §3 order payload, Order read, Cart; §7 "Content and cart" and
// "Orders and payments"). Amounts are integer minor units of the order's currency everywhere.
import * as z from 'zod/mini';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@rian/domain/lifecycles/order';
import { SHIPPING_STATUSES } from '@rian/domain/lifecycles/shipping';
import { CURRENCIES } from '@rian/domain/money';
import { CurrencySchema, IdSchema, bilingualText, okResponse } from './common.ts';
import { PlanViewSchema, ShippingFeeSchema } from './catalogue.ts';
import { PublicPaymentMethodSchema } from './site.ts';
import { GuestIdSchema } from './session.ts';

const Id = IdSchema;
const Minor = z.int().check(z.nonnegative(), z.maximum(2_000_000_000));
const Flag = z.union([z.boolean(), z.literal(0), z.literal(1)]);

/** A product line of the order: Rian's addition to the spec's payload, which names courses only. */
export const OrderProductLineSchema = z.object({
  product_id: Id,
  /** spec §3 cart: whole units; a negative or fractional quantity is INPUT_ERROR. */
  quantity: z.int().check(z.minimum(1), z.maximum(999)),
});

/**
 * POST /private/cart/order (spec §3 order payload). Only the shape is checked here; every rule of
 * spec §5 is packages/domain validateOrder's, on the server, so each failure carries its §8 code.
 * `status` and `cancel_at` are accepted for the spec's wire format and ignored: the server sets
 * them (spec §4 notYetReceived, §9 auto_cancel). price, discount and shipping_fee are compared with
 * the server's own figures, never used.
 */
export const OrderBodySchema = z.object({
  user_id: z.optional(z.nullable(Id)),
  course_id: z._default(z.array(Id).check(z.maxLength(50)), []),
  pricingplan_id: z._default(z.array(z.nullable(Id)).check(z.maxLength(50)), []),
  courses: z.optional(z.unknown()),
  products: z._default(z.array(OrderProductLineSchema).check(z.maxLength(50)), []),
  payment_method_id: z.nullable(Id),
  coupon_id: z._default(z.array(Id).check(z.maxLength(10)), []),
  promotion_id: z.optional(z.nullable(Id)),
  status: z.optional(z.string().check(z.maxLength(40))),
  price: z.optional(Minor),
  discount: z.optional(Minor),
  shipping_fee: z.optional(Minor),
  currency_code: z._default(z.enum(CURRENCIES), 'THB'),
  cancel_at: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  shipping_address_id: z.optional(z.nullable(Id)),
  shipping_fee_id: z.optional(z.nullable(Id)),
  is_withholding: z._default(Flag, 0),
  withholding_percent: z.optional(z.nullable(z.int())),
  /** The analytics and return path of the buyer's page; not stored. */
  source: z.optional(z.enum(['course', 'cart'])),
});
export type OrderBody = z.input<typeof OrderBodySchema>;

/** spec §3 Cart, as packages/domain computeCartTotal returns it. */
export const CartSummarySchema = z.object({
  currency: CurrencySchema,
  amount: z.number(),
  discount: z.number(),
  promotionDiscount: z.number(),
  couponDiscount: z.number(),
  shippingFeePrice: z.number(),
  shippingFeeId: z.nullable(z.number()),
  shippingAddressId: z.nullable(z.number()),
  vat: z.number(),
  vatRateBp: z.number(),
  vatIncluded: z.boolean(),
  withholdingPercent: z.nullable(z.number()),
  withholdingPrice: z.number(),
  total: z.number(),
  courses: z.array(
    z.object({
      course_id: z.number(),
      price: z.number(),
      discount: z.number(),
      promotion_id: z.nullable(z.number()),
      coupon_ids: z.array(z.number()),
    }),
  ),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

// The order's states are declared once, with their transitions, in packages/domain/lifecycles.
export { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from '@rian/domain/lifecycles/order';
/** spec §4 free purchase report. */
export const FREE_REPORTS = ['AutoFree', 'NeedApprovedFree'] as const;

/** spec §3 Order (read), with the lines a receipt and the order list need. */
/** An order's parcel (orders with products): its shipping state, and the carrier and tracking number once shipped. */
export const OrderShippingSchema = z.object({
  status: z.enum(SHIPPING_STATUSES),
  carrier: z.nullable(z.string()),
  tracking: z.nullable(z.string()),
  shipped_at: z.nullable(z.string()),
});
export type OrderShipping = z.infer<typeof OrderShippingSchema>;

export const OrderDetailSchema = z.object({
  id: z.number(),
  order_token: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method_id: z.nullable(z.number()),
  currency_code: CurrencySchema,
  price: z.number(),
  discount: z.number(),
  shipping_fee: z.number(),
  vat: z.number(),
  vat_included: z.number(),
  is_withholding: z.number(),
  withholding_percent: z.nullable(z.number()),
  withholding_price: z.number(),
  /** spec §9 payable = price − discount + shipping_fee − withholding_price (+ VAT when added on top). */
  total: z.number(),
  email: z.string(),
  tel: z.nullable(z.string()),
  course_ids: z.array(z.number()),
  courses: z.array(
    z.object({
      course_id: z.number(),
      ...bilingualText('title'),
      slug: z.string(),
      pricing_plan_id: z.nullable(z.number()),
      plan_name: z.nullable(z.string()),
      price: z.number(),
      discount: z.number(),
      /** The line was refunded: its course access closed. */
      refunded: z.boolean(),
    }),
  ),
  products: z.array(
    z.object({
      product_id: z.number(),
      ...bilingualText('title'),
      price: z.number(),
      quantity: z.number(),
      refunded: z.boolean(),
    }),
  ),
  shipping_address: z.nullable(z.object({ name: z.string(), tel: z.string(), address: z.string(), postcode: z.string() })),
  free_report: z.nullable(z.enum(FREE_REPORTS)),
  /** The parcel, for an order with products; null when there is nothing to ship. */
  shipping: z.nullable(OrderShippingSchema),
  cancel_at: z.string(),
  created_at: z.string(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** POST /private/cart/order answer (spec §7: success, orderId, order_detail). */
export const OrderCreatedResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.number(),
  order_detail: OrderDetailSchema,
  /** An unpaid order of the same cart was reused for the payment step (spec §4). */
  reused: z.boolean(),
  cart: CartSummarySchema,
});
export type OrderCreatedResponse = z.infer<typeof OrderCreatedResponseSchema>;

export const OrderResponseSchema = okResponse(OrderDetailSchema);
export const OrderListResponseSchema = okResponse(z.array(OrderDetailSchema));
export const OrderTokenParamsSchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) });

/** GET /private/cart/ordercourse (spec §7: list with courseID). */
export const OrderCourseListResponseSchema = okResponse(
  z.array(z.object({ courseID: z.number(), order_id: z.number(), status: z.enum(ORDER_STATUSES) })),
);

/**
 * GET /private/cart/awaiting: the buyer's unpaid orders still within their time (spec §4), oldest
 * first, with what they hold. The cart and the course page point to their payment step; another order
 * of one of these courses or products is refused with ORDER_AWAITING_PAYMENT.
 */
export const AwaitingOrderSchema = z.object({
  order_id: z.number(),
  course_ids: z.array(z.number()),
  product_ids: z.array(z.number()),
  cancel_at: z.string(),
});
export type AwaitingOrder = z.infer<typeof AwaitingOrderSchema>;
export const AwaitingOrderListResponseSchema = okResponse(z.array(AwaitingOrderSchema));

/** POST /public/cart/deleteitem {user_id}: the caller's own cart (a user id or a guest's id). */
export const DeleteCartBodySchema = z.object({ user_id: z.union([Id, GuestIdSchema]) });
/** POST /public/cart/deleteorder {order_id}: the caller's own unpaid order. */
export const DeleteOrderBodySchema = z.object({ order_id: Id });

/** A coupon as a browser sees it: its terms, not its use counts. */
export const PublicCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  courses: z.array(z.number()),
  /** Products it applies to (none when empty). */
  products: z.array(z.number()),
  payment_method: z.array(z.number()),
  coupon_type: z.enum(['P1', 'P2']),
  number_of_course: z.number(),
  discount_type: z.enum(['amount', 'percent']),
  discount_amont: z.number(),
  discount_amount_usd: z.nullable(z.number()),
  start_at: z.nullable(z.string()),
  end_at: z.nullable(z.string()),
});
export type PublicCoupon = z.infer<typeof PublicCouponSchema>;
export const CouponByCodeBodySchema = z.object({ coupon_code: z.string().check(z.minLength(1), z.maxLength(64)) });
export const CouponResponseSchema = okResponse(PublicCouponSchema);
/** POST /public/cart/getallcoupon {couponID}: one id or a list. */
export const AllCouponsBodySchema = z.object({ couponID: z.union([Id, z.array(Id).check(z.maxLength(10))]) });
export const CouponListResponseSchema = okResponse(z.array(PublicCouponSchema));

/** POST /public/cart/getallpriecingplan {courseID list} (spec's spelling of the path). */
export const AllPlansBodySchema = z.object({ courseID: z.array(Id).check(z.minLength(1), z.maxLength(50)) });
/** The plans of each course as the caller may pick them: listed ones, and renewals for owners. */
export const AllPlansResponseSchema = okResponse(
  z.array(z.object({ course_id: z.number(), plans: z.array(PlanViewSchema), default_plan_id: z.nullable(z.number()) })),
);

/** spec §3 bank account. */
export const BankAccountSchema = z.object({
  id: z.number(),
  account_id: z.string(),
  account_name: z.string(),
  bank: z.string(),
  bank_name: z.string(),
  branch: z.nullable(z.string()),
  prompt_pay_image: z.nullable(z.string()),
  /** A PromptPay id is printed on every QR made from it: public by nature. */
  promptpay_id: z.nullable(z.string()),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;
export const BankAccountListResponseSchema = okResponse(z.array(BankAccountSchema));
/** GET /public/payments/methods/1: the method with its bank list (spec §3 payment method). */
export const BankTransferMethodResponseSchema = okResponse(
  z.object({ ...PublicPaymentMethodSchema.shape, bankList: z.array(BankAccountSchema), available: z.boolean() }),
);
/** GET /api/payments/methods/banktreansfer (spec's spelling): the banks a transfer may come from. */
export const BankOptionListResponseSchema = okResponse(
  z.array(z.object({ banktransfer_value: z.string(), banktransfer_nameth: z.string(), banktransfer_nameen: z.string() })),
);
export const PaymentMethodResponseSchema = okResponse(PublicPaymentMethodSchema);

/** Shipping addresses of the signed-in buyer. */
export const ShippingAddressSchema = z.object({
  id: z.number(),
  name: z.string(),
  tel: z.string(),
  address: z.string(),
  postcode: z.string(),
  is_default: z.number(),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;
export const ShippingAddressBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  tel: z.string().check(z.trim(), z.regex(/^[0-9]{9,10}$/)),
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  postcode: z.string().check(z.trim(), z.regex(/^[1-9][0-9]{4}$/)),
  is_default: z.optional(Flag),
});
export type ShippingAddressBody = z.input<typeof ShippingAddressBodySchema>;
export const ShippingAddressResponseSchema = okResponse(ShippingAddressSchema);
export const ShippingAddressListResponseSchema = okResponse(z.array(ShippingAddressSchema));
/** GET /public/shipping/fees?product_id=1,2: the fees that may ship these products. */
export const ShippingFeesQuerySchema = z.object({
  product_id: z.string().check(z.regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$/)),
});
export const ShippingFeeListResponseSchema = okResponse(z.array(ShippingFeeSchema));

/**
 * spec §7 POST /api/chulabook/cart: a cart handed over for checkout. The amounts are the browser's
 * view, compared with the server's and never used (PRICE_CHANGED when they differ).
 */
export const CartHandOffBodySchema = z.object({
  user_id: Id,
  email: z.optional(z.string().check(z.maxLength(254))),
  course_id: z.array(Id).check(z.minLength(1), z.maxLength(50)),
  price: z.optional(Minor),
  totalPrice: z.optional(Minor),
  discount: z.optional(Minor),
  courses: z.optional(z.unknown()),
  cancel_at: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  order_at: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  shipping_address_id: z.optional(z.nullable(Id)),
});
export const CartHandOffResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.number(),
  /** Where the browser goes next: always a path on this site, never an address from the request. */
  location: z.string(),
});
