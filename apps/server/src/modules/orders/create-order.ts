// POST /private/cart/order (spec §3 order payload, §4 purchase flow, §5 order rules, §8 codes).
//
// The server is the authority: every amount is recomputed by packages/domain validateOrder from the
// rows; the browser's price, discount and shipping_fee are only compared (PRICE_CHANGED when they
// differ, so the buyer sees the real total before paying). The spec's payload also carries `status`
// and `cancel_at`: the source product let the browser set them; Rian ignores both (status is always
// notYetReceived, spec §4; cancel_at = now + the site's auto_cancel hours, spec §9).
//
// What must not race — seats (NO_MORE_SEAT), coupon uses (COUPON_NOT_AVAILABLE) and stock — is taken
// inside the order's transaction by conditional UPDATEs (`... WHERE seats_taken < seat`), row by row in
// id order, last, so that the row locks are held briefly and never in opposite orders: concurrent
// buyers can never oversell, and a refused reservation rolls the whole order back.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@rian/db';
import { isUniqueViolation } from '../../lib/errors.ts';
import type { CartSummary, OrderDetail } from '@rian/contracts/checkout';
import { buyerRefusal } from '@rian/domain/buyer-access';
import { DomainError } from '@rian/domain/errors';
import { validateOrder, type OrderRequest } from '@rian/domain/order-validation';
import type { Currency } from '@rian/domain/money';
import type { RuleFailure } from '@rian/domain/rule-failure';
import type { AuthUser } from '../auth/session.service.ts';
import type { SiteService } from '../site/site.service.ts';
import { loadActivePromotions, loadOrderRows, wantsTaxInvoice, type BuyerRow } from './order-context.ts';
import type { Promotion } from '@rian/domain/promotions';
import { TtlCache } from '../../lib/cache.ts';
import { cancelUnpaidOrders, grantOrderAccess } from './order-transitions.ts';

const { orders, orderCourses, orderProducts, courses, coupons, products, paymentReports, cartItems } = schema;

/** The body after its contract schema (defaults applied). */
export interface OrderInput {
  user_id?: number | null | undefined;
  course_id: number[];
  pricingplan_id: (number | null)[];
  products: { product_id: number; quantity: number }[];
  payment_method_id: number | null;
  coupon_id: number[];
  promotion_id?: number | null | undefined;
  price?: number | undefined;
  discount?: number | undefined;
  shipping_fee?: number | undefined;
  currency_code: Currency;
  shipping_address_id?: number | null | undefined;
  shipping_fee_id?: number | null | undefined;
  is_withholding: boolean | 0 | 1;
  withholding_percent?: number | null | undefined;
}

export interface CreatedOrder {
  orderId: number;
  reused: boolean;
  /** The new order as the buyer sees it; null when an existing order was reused (read it then). */
  detail: OrderDetail | null;
  cart: CartSummary;
}

/** The first failure decides the code (spec §5 lists its rules in order); all of them go in details. */
function refuse(failures: readonly RuleFailure[]): never {
  const first = failures[0]!;
  throw new DomainError(first.code, undefined, { failures, ...first.details });
}

/** What was bought, independent of the payment method: an unpaid order of the same cart is reused (spec §4). */
function cartSignature(req: OrderRequest): string {
  const canonical = JSON.stringify({
    cur: req.currency,
    c: [...req.courses].sort((a, b) => a.course_id - b.course_id).map((c) => [c.course_id, c.pricingplan_id]),
    p: [...req.products].sort((a, b) => a.product_id - b.product_id).map((p) => [p.product_id, p.quantity]),
    k: [...req.coupon_ids],
    pr: req.promotion_id,
    sa: req.shipping_address_id,
    sf: req.shipping_fee_id,
    w: req.is_withholding ? (req.withholding_percent ?? 3) : 0,
  });
  return createHash('sha256').update(canonical).digest('base64url');
}

function taxSnapshot(b: BuyerRow): Record<string, string | number | null> {
  return {
    tax_person_type: b.tax_person_type,
    tax_name_one: b.tax_name_one,
    tax_name_two: b.tax_name_two,
    tax_payer_identification_no: b.tax_payer_identification_no,
    tax_address: b.tax_address,
    tax_postcode: b.tax_postcode,
    tax_is_delivery_by_tax_address: b.tax_is_delivery_by_tax_address,
    tax_delivery_address: b.tax_delivery_address,
  };
}

export class OrderCreator {
  private readonly promotionsCache: TtlCache<number, Promotion[]>;

  /** cacheMs: how long the running promotions may be served from memory (every order reads them). */
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly clock: () => Date,
    cacheMs = 5_000,
  ) {
    this.promotionsCache = new TtlCache(cacheMs, 1);
  }

  /** The switched-on promotions; whether each runs now and fits the cart is the domain's to say. */
  private readonly activePromotions = (): Promise<Promotion[]> =>
    this.promotionsCache.get(1, () => loadActivePromotions(this.db));

  async create(user: AuthUser, body: OrderInput): Promise<CreatedOrder> {
    // The spec's payload names the buyer; only the caller can be the buyer (spec §6 ownership).
    if (body.user_id != null && body.user_id !== user.id) throw new DomainError('FORBIDDEN', 'Not your account');
    if (body.pricingplan_id.length > body.course_id.length)
      throw new DomainError('INPUT_ERROR', 'pricingplan_id has more entries than course_id');
    if (new Set(body.products.map((p) => p.product_id)).size !== body.products.length)
      throw new DomainError('INPUT_ERROR', 'A product appears once; use its quantity');

    const now = this.clock();
    const settings = await this.site.settingsRow();
    if (!settings) throw new DomainError('INTERNAL_ERROR', 'Site settings are missing');

    const req: OrderRequest = {
      currency: body.currency_code,
      courses: body.course_id.map((id, i) => ({ course_id: id, pricingplan_id: body.pricingplan_id[i] ?? null })),
      products: body.products,
      payment_method_id: body.payment_method_id,
      coupon_ids: body.coupon_id,
      promotion_id: body.promotion_id ?? null,
      shipping_address_id: body.shipping_address_id ?? null,
      shipping_fee_id: body.shipping_fee_id ?? null,
      is_withholding: body.is_withholding === true || body.is_withholding === 1,
      withholding_percent: body.withholding_percent ?? null,
    };

    const uniqueCourseIds = [...new Set(body.course_id)];
    const [rows, method] = await Promise.all([
      loadOrderRows(this.db, this.activePromotions, {
        userId: user.id,
        courseIds: uniqueCourseIds,
        productIds: body.products.map((p) => p.product_id),
        couponIds: [...new Set(body.coupon_id)],
        shippingAddressId: req.shipping_address_id,
      }),
      req.payment_method_id === null
        ? null
        : this.site.paymentMethods().then((list) => list.find((m) => m.id === req.payment_method_id) ?? null),
    ]);
    // Only the buyer's own address is found (loadOrderRows matches the user too).
    const address = rows.address;
    if (!rows.buyer) throw new DomainError('PERMISSION_DENIED');
    // Another buyer's address, or none: the order has no shipping address (SHIPPING_REQUIRED below).
    if (req.shipping_address_id !== null && !address) req.shipping_address_id = null;
    // A method that is switched off is no method (spec §5 "payment method required").
    if (req.payment_method_id !== null && !method) req.payment_method_id = null;

    // spec §6: who may buy each course (instructors only as students; user-group restrictions).
    const certificateRequired = settings.tax_company_certificate_required === 1;
    const groupSettings = {
      courseAccessRights: settings.course_access_rights === 1,
      userGroupEnabled: settings.user_group_enabled === 1,
    };
    for (const c of rows.courses) {
      const refusal = buyerRefusal(user, c, groupSettings);
      if (refusal) throw new DomainError(refusal, undefined, { courseIds: [c.id], names: [c.title] });
    }

    const validation = validateOrder(req, {
      now,
      viewer: { loggedIn: true, isStudent: true, ownedCourseIds: rows.ownedCourseIds },
      courses: rows.courses,
      plans: rows.plans,
      products: rows.products,
      shippingFees: rows.shippingFees,
      coupons: rows.coupons,
      promotions: rows.promotions,
      settings: {
        coupon_one_per_order: settings.coupon_one_per_order,
        coupon_promotion_exclusive: settings.coupon_promotion_exclusive,
        vat_rate_bp: settings.vat_rate_bp,
        vat_included: settings.vat_included,
      },
      profile: {
        tax_person_type: rows.buyer.tax_person_type,
        is_require_tax_invoice: wantsTaxInvoice(rows.buyer, certificateRequired),
      },
    });
    if (!validation.ok) refuse(validation.failures);
    const cart = validation.cart;

    // Amounts the browser showed are compared, never used (architecture.md "Money").
    const shown = { price: body.price, discount: body.discount, shipping_fee: body.shipping_fee };
    const mine = { price: cart.amount, discount: cart.discount, shipping_fee: cart.shippingFeePrice };
    for (const key of ['price', 'discount', 'shipping_fee'] as const) {
      if (shown[key] !== undefined && shown[key] !== mine[key]) {
        throw new DomainError('PRICE_CHANGED', undefined, { field: key, sent: shown[key], expected: mine[key], cart });
      }
    }

    const signature = cartSignature(req);
    const plansById = new Map(rows.plans.map((p) => [p.id, p]));
    const lines = req.courses
      .filter((c, i, all) => all.findIndex((x) => x.course_id === c.course_id) === i)
      .map((c) => {
        const plan = plansById.get(c.pricingplan_id!)!;
        const share = cart.courses.find((l) => l.course_id === c.course_id)!;
        // A renewal keeps the owner's seat (order-validation.ts); every other line of a course with a
        // seat limit takes one. Unlimited courses count nothing: their row is not locked by every
        // order of a popular course (bench/checkout), and nothing needs the count.
        const renewal = plan.pricing_type === 'renew' && rows.ownedCourseIds.has(c.course_id);
        const limited = rows.courses.find((x) => x.id === c.course_id)?.seat != null;
        return { ...share, pricing_plan_id: plan.id, need_approval: plan.need_approval === 1, takesSeat: limited && !renewal };
      });
    const productPrice = new Map(rows.products.map((p) => [p.id, body.currency_code === 'USD' ? p.price_usd! : p.price]));
    const free = cart.total === 0;
    const needsApproval = free && lines.some((l) => l.need_approval);
    const cancelAt = new Date(now.getTime() + settings.auto_cancel * 3_600_000);

    // The first attempt inserts straight away: the unique open-cart index (orders_open_cart) says
    // whether an unpaid order of this cart exists, at no cost to the common case. Only then does the
    // second attempt look it up.
    const run = (lookForOpen: boolean) =>
      this.db.transaction(async (tx): Promise<{ orderId: number; reused: boolean; detail: OrderDetail | null }> => {
        if (lookForOpen) {
          // spec §4: an order id already exists for this cart → the payment step is reused.
          const open = await tx
            .select({ id: orders.id, cancel_at: orders.cancel_at })
            .from(orders)
            .where(and(eq(orders.user_id, user.id), eq(orders.cart_signature, signature), eq(orders.status, 'notYetReceived')))
            .for('update');
          const existing = open[0];
          if (existing && existing.cancel_at > now) {
            await tx
              .update(orders)
              .set({ payment_method_id: req.payment_method_id, updated_at: now })
              .where(eq(orders.id, existing.id));
            return { orderId: existing.id, reused: true, detail: null };
          }
          // Overdue but not yet swept: cancel it now, so that its seats are free for this order.
          if (existing) await cancelUnpaidOrders(tx, [existing.id], now);
        }

        const status = !free ? ('notYetReceived' as const) : needsApproval ? ('pendingApproved' as const) : ('approved' as const);
        // The order's state and figures, written to the row and answered in the detail alike.
        const figures = {
          status,
          payment_status: free && !needsApproval ? ('approved' as const) : ('pending' as const),
          payment_method_id: req.payment_method_id,
          currency_code: cart.currency,
          price: cart.amount,
          discount: cart.discount,
          shipping_fee: cart.shippingFeePrice,
          vat: cart.vat,
          vat_included: cart.vatIncluded ? 1 : 0,
          is_withholding: cart.withholdingPercent === null ? 0 : 1,
          withholding_percent: cart.withholdingPercent,
          withholding_price: cart.withholdingPrice,
          total: cart.total,
        };
        const [order] = await tx
          .insert(orders)
          .values({
            order_token: randomBytes(24).toString('base64url'),
            user_id: user.id,
            ...figures,
            vat_rate_bp: cart.vatRateBp,
            promotion_id: req.promotion_id,
            coupon_ids: [...req.coupon_ids],
            shipping_address_id: cart.shippingAddressId,
            shipping_fee_id: cart.shippingFeeId,
            shipping_address:
              address && cart.shippingAddressId !== null
                ? { name: address.name, tel: address.tel, address: address.address, postcode: address.postcode }
                : null,
            tax_invoice: wantsTaxInvoice(rows.buyer, certificateRequired) ? taxSnapshot(rows.buyer!) : null,
            email: rows.buyer!.email,
            tel: rows.buyer!.tel,
            cart_signature: signature,
            cancel_at: cancelAt,
            approved_at: free && !needsApproval ? now : null,
            created_at: now,
            updated_at: now,
          })
          .returning({ id: orders.id, user_id: orders.user_id, order_token: orders.order_token });
        const orderId = order!.id;
        // The course and product lines go in one statement (one round trip; bench/checkout).
        const inserts = [
          lines.length > 0
            ? tx.insert(orderCourses).values(
                lines.map((l) => ({
                  order_id: orderId,
                  course_id: l.course_id,
                  pricing_plan_id: l.pricing_plan_id,
                  price: l.price,
                  discount: l.discount,
                  promotion_id: l.promotion_id,
                  coupon_ids: l.coupon_ids,
                  seat_taken: l.takesSeat,
                })),
              )
            : null,
          req.products.length > 0
            ? tx.insert(orderProducts).values(
                req.products.map((p) => ({
                  order_id: orderId,
                  product_id: p.product_id,
                  price: productPrice.get(p.product_id)!,
                  quantity: p.quantity,
                })),
              )
            : null,
        ].filter((q) => q !== null);
        if (inserts.length === 1) await inserts[0]!;
        else if (inserts.length === 2) await tx.execute(sql`with lines as (${inserts[0]!.getSQL()}) ${inserts[1]!.getSQL()}`);
        if (free) {
          // spec §4 free purchase report: AutoFree, or NeedApprovedFree when a free plan needs approval.
          await tx.insert(paymentReports).values({
            order_id: orderId,
            user_id: user.id,
            payment_method_id: req.payment_method_id,
            report_type: needsApproval ? 'NeedApprovedFree' : 'AutoFree',
            status: needsApproval ? 'pending' : 'approved',
            email: rows.buyer!.email,
            transfer_amount: 0,
            decided_at: needsApproval ? null : now,
            created_at: now,
          });
          if (!needsApproval) await grantOrderAccess(tx, order!, now);
          await tx.delete(cartItems).where(eq(cartItems.user_id, user.id));
        }
        await this.reserve(tx, lines, req, rows);
        // The answer is built from what this request already holds: no second read of the order.
        const detail: OrderDetail = {
          id: orderId,
          order_token: order!.order_token,
          ...figures,
          email: rows.buyer!.email,
          tel: rows.buyer!.tel,
          course_ids: lines.map((l) => l.course_id),
          courses: lines.map((l) => {
            const c = rows.courses.find((x) => x.id === l.course_id)!;
            return {
              course_id: l.course_id,
              title: c.title,
              title_en: c.title_en,
              slug: c.slug,
              pricing_plan_id: l.pricing_plan_id,
              plan_name: plansById.get(l.pricing_plan_id)?.name ?? null,
              price: l.price,
              discount: l.discount,
            };
          }),
          products: req.products.map((p) => {
            const row = rows.products.find((x) => x.id === p.product_id)!;
            return {
              product_id: p.product_id,
              title: row.title,
              title_en: row.title_en,
              price: productPrice.get(p.product_id)!,
              quantity: p.quantity,
            };
          }),
          shipping_address:
            address && cart.shippingAddressId !== null
              ? { name: address.name, tel: address.tel, address: address.address, postcode: address.postcode }
              : null,
          free_report: free ? (needsApproval ? 'NeedApprovedFree' : 'AutoFree') : null,
          cancel_at: cancelAt.toISOString(),
          created_at: now.toISOString(),
        };
        return { orderId, reused: false, detail };
      });

    let result: { orderId: number; reused: boolean; detail: OrderDetail | null };
    try {
      result = await run(false);
    } catch (err) {
      // An unpaid order of this cart exists (or a second submission of it is being created right
      // now): look it up and reuse it.
      if (!isUniqueViolation(err)) throw err;
      result = await run(true);
    }
    return { ...result, cart };
  }

  /** Takes seats, coupon uses and stock; any refusal rolls the order back. Id order avoids deadlocks. */
  private async reserve(
    tx: Tx,
    lines: readonly { course_id: number; takesSeat: boolean }[],
    req: OrderRequest,
    rows: { courses: { id: number; title: string; seat: number | null }[]; products: { id: number; title: string }[] },
  ): Promise<void> {
    const seatLines = lines.filter((l) => l.takesSeat).sort((a, b) => a.course_id - b.course_id);
    for (const l of seatLines) {
      const course = rows.courses.find((c) => c.id === l.course_id)!;
      // The condition re-reads the row under its lock: the seat count the rules saw may be stale.
      const took = await tx
        .update(courses)
        .set({ seats_taken: sql`${courses.seats_taken} + 1` })
        .where(and(eq(courses.id, l.course_id), sql`(${courses.seat} is null or ${courses.seats_taken} < ${courses.seat})`))
        .returning({ id: courses.id });
      if (took.length === 0) {
        throw new DomainError('NO_MORE_SEAT', undefined, { courseIds: [course.id], names: [course.title] });
      }
    }
    for (const id of [...new Set(req.coupon_ids)].sort((a, b) => a - b)) {
      const used = await tx
        .update(coupons)
        .set({ used_count: sql`${coupons.used_count} + 1` })
        .where(and(eq(coupons.id, id), sql`(${coupons.usage_limit} is null or ${coupons.used_count} < ${coupons.usage_limit})`))
        .returning({ code: coupons.code });
      if (used.length === 0) throw new DomainError('COUPON_NOT_AVAILABLE', undefined, { couponId: id, reason: 'used_up' });
    }
    for (const p of [...req.products].sort((a, b) => a.product_id - b.product_id)) {
      const took = await tx
        .update(products)
        .set({ available_qty: sql`${products.available_qty} - ${p.quantity}` })
        .where(and(eq(products.id, p.product_id), gt(products.available_qty, p.quantity - 1)))
        .returning({ id: products.id });
      if (took.length === 0) {
        const title = rows.products.find((x) => x.id === p.product_id)?.title ?? String(p.product_id);
        throw new DomainError('OUT_OF_STOCK', undefined, { productIds: [p.product_id], names: [title] });
      }
    }
  }
}
