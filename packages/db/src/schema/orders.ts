// Carts and orders (spec §3 order, §5 checkout): cart lines, shipping addresses, orders with their courses and products, and the access to courses they grant.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, flag, timestamptz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { courses, pricingPlans, products, shippingFees, promotions } from './catalogue.ts';
import { paymentMethods } from './payment-methods.ts';

/**
 * Cart lines (spec §3 Cart, §6 guests): owned by a user, or by a guest's generated id (a random
 * UUID the browser keeps). A guest's lines move to the user's cart at log-in.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guest_id: text('guest_id'),
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    pricing_plan_id: integer('pricing_plan_id').references(() => pricingPlans.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [
    index('cart_items_user').on(t.user_id),
    index('cart_items_guest').on(t.guest_id),
    uniqueIndex('cart_items_user_course').on(t.user_id, t.course_id),
    uniqueIndex('cart_items_user_product').on(t.user_id, t.product_id),
    uniqueIndex('cart_items_guest_course').on(t.guest_id, t.course_id),
    uniqueIndex('cart_items_guest_product').on(t.guest_id, t.product_id),
    check('cart_items_one_owner', sql`(${t.user_id} IS NULL) <> (${t.guest_id} IS NULL)`),
    check('cart_items_one_thing', sql`(${t.course_id} IS NULL) <> (${t.product_id} IS NULL)`),
    check('cart_items_quantity', sql`${t.quantity} BETWEEN 1 AND 999`),
  ],
);

/** A buyer's shipping addresses for products (spec §5 "shipping address ... when the cart has products"). */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    is_default: flag(0),
    created_at: createdAt(),
  },
  (t) => [index('shipping_addresses_user').on(t.user_id)],
);

/**
 * Orders (spec §3 order payload and Order read, §4 states). Every amount is what the server
 * computed from the rows (packages/domain validateOrder), never what the browser sent.
 * status: 'notYetReceived' (created, unpaid) | 'pendingApproved' (a report or free plan awaits an
 * administrator) | 'approved' | 'rejected' | 'cancelled' (auto-cancel sweep or the buyer) |
 * 'partlyRefunded' | 'refunded' (an administrator gave some or all of it back: see `refunds`).
 * payment_status: 'pending' | 'approved' | 'rejected'; a refunded order stays 'approved'.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Unguessable id for the thank-you page (spec §2 /thankyou?orderId={order_token}). */
    order_token: text('order_token').notNull(),
    user_id: belongsTo('user_id', () => users.id),
    status: text('status').notNull().default('notYetReceived'),
    payment_status: text('payment_status').notNull().default('pending'),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    currency_code: text('currency_code').notNull().default('THB'),
    /** spec §3 price: the amount before discounts (courses and products). */
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    shipping_fee: integer('shipping_fee').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    vat_rate_bp: integer('vat_rate_bp').notNull().default(0),
    vat_included: flag(1),
    is_withholding: flag(0),
    withholding_percent: smallint('withholding_percent'),
    withholding_price: integer('withholding_price').notNull().default(0),
    /** The total payable (spec §9). */
    total: integer('total').notNull(),
    promotion_id: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    coupon_ids: jsonb('coupon_ids').$type<number[]>().notNull().default([]),
    shipping_address_id: integer('shipping_address_id').references(() => shippingAddresses.id, { onDelete: 'set null' }),
    shipping_fee_id: integer('shipping_fee_id').references(() => shippingFees.id, { onDelete: 'set null' }),
    /** The address as it was at order time: an address edited later does not move a parcel. */
    shipping_address: jsonb('shipping_address').$type<{ name: string; tel: string; address: string; postcode: string }>(),
    /** The buyer's tax invoice data at order time, when they asked for one. */
    tax_invoice: jsonb('tax_invoice').$type<Record<string, string | number | null>>(),
    email: text('email').notNull(),
    tel: text('tel'),
    /** Hash of what was bought; an unpaid order with the same cart is reused (spec §4). */
    cart_signature: text('cart_signature').notNull(),
    cancel_at: timestamptz('cancel_at').notNull(),
    cancelled_at: timestamptz('cancelled_at'),
    approved_at: timestamptz('approved_at'),
    /**
     * The parcel of an order with products (packages/domain lifecycles/shipping.ts): 'awaiting' from
     * creation, then 'shipped' with its carrier and tracking number, 'delivered' ...; null: nothing to ship.
     */
    shipping_status: text('shipping_status'),
    shipping_carrier: text('shipping_carrier'),
    shipping_tracking: text('shipping_tracking'),
    shipped_at: timestamptz('shipped_at'),
    /**
     * Placed by an administrator with a method in its provider's test environment (payment_methods
     * test_mode): its payment moves no money, so it takes no document number and counts in no sale.
     */
    is_test: boolean('is_test').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_token').on(t.order_token),
    index('orders_user').on(t.user_id, t.id),
    // One open order per cart: two submissions of the same cart meet here (spec §4 reuse).
    uniqueIndex('orders_open_cart')
      .on(t.user_id, t.cart_signature)
      .where(sql`${t.status} = 'notYetReceived'`),
    index('orders_due')
      .on(t.cancel_at)
      .where(sql`${t.status} = 'notYetReceived'`),
    check('orders_amounts', sql`${t.price} >= 0 AND ${t.discount} >= 0 AND ${t.shipping_fee} >= 0 AND ${t.total} >= 0`),
  ],
);

/** The courses of an order with their plan and their share of the discounts (spec §3 `courses`). */
export const orderCourses = pgTable(
  'order_courses',
  {
    id: serial('id').primaryKey(),
    order_id: belongsTo('order_id', () => orders.id),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    pricing_plan_id: integer('pricing_plan_id').references(() => pricingPlans.id, { onDelete: 'set null' }),
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    promotion_id: integer('promotion_id'),
    coupon_ids: jsonb('coupon_ids').$type<number[]>().notNull().default([]),
    /** A seat was taken for this line (renewals keep theirs); released when the order is cancelled. */
    seat_taken: boolean('seat_taken').notNull().default(false),
    /** The refund that gave this line back; a line is refunded at most once. */
    refund_id: integer('refund_id').references((): AnyPgColumn => refunds.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('order_courses_order_course').on(t.order_id, t.course_id), index('order_courses_course').on(t.course_id)],
);

/** The products of an order; their stock is held from creation and returned on cancel. */
export const orderProducts = pgTable(
  'order_products',
  {
    id: serial('id').primaryKey(),
    order_id: belongsTo('order_id', () => orders.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's share of the deals bound to the product (deal-discount.ts), minor units. */
    discount: integer('discount').notNull().default(0),
    promotion_id: integer('promotion_id'),
    coupon_ids: jsonb('coupon_ids').$type<number[]>().notNull().default([]),
    /** The refund that gave this line back; a line is refunded at most once. */
    refund_id: integer('refund_id').references((): AnyPgColumn => refunds.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('order_products_order_product').on(t.order_id, t.product_id),
    check('order_products_quantity', sql`${t.quantity} BETWEEN 1 AND 999`),
  ],
);

/**
 * Access a user holds to a course. Paid and free orders grant rows here (spec §4); the demo seed grants
 * the demo student one course. expires_at null means unlimited (spec §4 countdown).
 */
export const courseAccess = pgTable(
  'course_access',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    course_id: belongsTo('course_id', () => courses.id),
    pricing_plan_id: integer('pricing_plan_id').references(() => pricingPlans.id, { onDelete: 'set null' }),
    /** The order that granted (or last renewed) this access; null for seeded access. */
    order_id: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    granted_at: timestamptz('granted_at').notNull().defaultNow(),
    expires_at: timestamptz('expires_at'),
    /**
     * An administrator's hand grant or extension (the back office's People page): when, by whom, why,
     * and until when (null: no end). Null when no hand grant stands. A refund that closes the order's
     * part of the row falls back to the hand grant instead of removing the row.
     */
    hand_granted_at: timestamptz('hand_granted_at'),
    hand_granted_by: integer('hand_granted_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    hand_reason: text('hand_reason'),
    hand_expires_at: timestamptz('hand_expires_at'),
  },
  (t) => [uniqueIndex('course_access_user_course').on(t.user_id, t.course_id)],
);

/**
 * Every change of a product's stock (spec §3 available_qty), newest last: an administrator's signed
 * adjustment with its reason, or an order taking (negative) or giving back (positive) its units.
 * `qty_after` is the stock right after the move, written in the same transaction as the move.
 */
export const productStockMoves = pgTable(
  'product_stock_moves',
  {
    id: serial('id').primaryKey(),
    product_id: belongsTo('product_id', () => products.id),
    delta: integer('delta').notNull(),
    qty_after: integer('qty_after').notNull(),
    /** 'adjust' (the back office) | 'order' (taken by an order) | 'release' (given back by a cancelled order). */
    kind: text('kind').notNull(),
    reason: text('reason').notNull().default(''),
    /** Who adjusted; null for an order's move or once the account is deleted (the username stays). */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_username: text('actor_username'),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('product_stock_moves_product').on(t.product_id, t.id),
    check('product_stock_moves_qty', sql`${t.qty_after} >= 0 AND ${t.delta} <> 0`),
  ],
);

/**
 * Money an administrator gave back on a paid order (the back office: refund whole or by line). The
 * amount is the server's (packages/domain refunds.ts), the lines it covers point back here
 * (`refund_id`). `via` says how the money went: 'provider' through the provider's refund API, whose
 * refund id is `provider_ref`; 'manual' by a transfer the administrator made, with its slip and time.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    order_id: belongsTo('order_id', () => orders.id),
    amount: integer('amount').notNull(),
    currency_code: text('currency_code').notNull(),
    reason: text('reason').notNull(),
    /** 'provider' | 'manual'. */
    via: text('via').notNull(),
    /** The provider's name when `via` is 'provider'. */
    provider: text('provider'),
    provider_ref: text('provider_ref'),
    /** The manual transfer's slip (a stored upload's name) and when the money went. */
    slip: text('slip'),
    transferred_at: timestamptz('transferred_at'),
    stock_returned: boolean('stock_returned').notNull().default(false),
    /** Who refunded; null once the account is deleted (the username stays). */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_username: text('actor_username').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('refunds_order').on(t.order_id),
    uniqueIndex('refunds_provider_ref').on(t.provider, t.provider_ref),
    check('refunds_amount', sql`${t.amount} >= 0`),
    check('refunds_via', sql`${t.via} in ('provider', 'manual')`),
  ],
);

/** An administrator's internal note on an order: in the back office's order page and timeline, never shown to the buyer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    order_id: belongsTo('order_id', () => orders.id),
    body: text('body').notNull(),
    /** Who wrote it; null once the account is deleted (the username stays). */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_username: text('actor_username').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('order_notes_order').on(t.order_id)],
);
