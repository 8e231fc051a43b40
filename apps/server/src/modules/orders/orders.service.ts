// Reading and cancelling a buyer's orders (spec §2 member order list and thank-you page, §3 Order
// read, §7 GET /private/orders/{orderId}, /private/cart/ordercourse, POST /public/cart/deleteorder).
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { OrderDetail, OrderStatus, PublicPaymentMethod } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import type { Currency } from '@rian/domain/money';
import type { AuthUser } from '../auth/session.service.ts';
import { cancelUnpaidOrders } from './order-transitions.ts';

const { orders, orderCourses, orderProducts, courses, products, pricingPlans, paymentReports, paymentMethods } = schema;

type OrderRow = typeof orders.$inferSelect;

/** Only the buyer and administrators see an order; to anyone else it does not exist. */
function assertVisible(order: { user_id: number } | undefined, user: AuthUser): asserts order {
  if (!order || (order.user_id !== user.id && user.role !== 'admin')) throw new DomainError('NOT_FOUND', 'No such order');
}

export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** Orders with their lines, in the order of the rows given. */
  private async details(rows: readonly OrderRow[]): Promise<OrderDetail[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((o) => o.id);
    const [courseLines, productLines, reports] = await Promise.all([
      this.db
        .select({
          order_id: orderCourses.order_id,
          course_id: orderCourses.course_id,
          title: courses.title,
          title_en: courses.title_en,
          slug: courses.slug,
          pricing_plan_id: orderCourses.pricing_plan_id,
          plan_name: pricingPlans.name,
          price: orderCourses.price,
          discount: orderCourses.discount,
        })
        .from(orderCourses)
        .innerJoin(courses, eq(courses.id, orderCourses.course_id))
        .leftJoin(pricingPlans, eq(pricingPlans.id, orderCourses.pricing_plan_id))
        .where(inArray(orderCourses.order_id, ids))
        .orderBy(orderCourses.id),
      this.db
        .select({
          order_id: orderProducts.order_id,
          product_id: orderProducts.product_id,
          title: products.title,
          title_en: products.title_en,
          price: orderProducts.price,
          quantity: orderProducts.quantity,
        })
        .from(orderProducts)
        .innerJoin(products, eq(products.id, orderProducts.product_id))
        .where(inArray(orderProducts.order_id, ids))
        .orderBy(orderProducts.id),
      this.db
        .select({ order_id: paymentReports.order_id, report_type: paymentReports.report_type })
        .from(paymentReports)
        .where(and(inArray(paymentReports.order_id, ids), inArray(paymentReports.report_type, ['AutoFree', 'NeedApprovedFree']))),
    ]);
    return rows.map((o) => {
      const cs = courseLines.filter((l) => l.order_id === o.id);
      const free = reports.find((r) => r.order_id === o.id)?.report_type;
      return {
        id: o.id,
        order_token: o.order_token,
        status: o.status as OrderStatus,
        payment_status: o.payment_status as OrderDetail['payment_status'],
        payment_method_id: o.payment_method_id,
        currency_code: o.currency_code as Currency,
        price: o.price,
        discount: o.discount,
        shipping_fee: o.shipping_fee,
        vat: o.vat,
        vat_included: o.vat_included,
        is_withholding: o.is_withholding,
        withholding_percent: o.withholding_percent,
        withholding_price: o.withholding_price,
        total: o.total,
        email: o.email,
        tel: o.tel,
        course_ids: cs.map((l) => l.course_id),
        courses: cs.map(({ order_id: _o, ...l }) => l),
        products: productLines.filter((l) => l.order_id === o.id).map(({ order_id: _o, ...l }) => l),
        shipping_address: o.shipping_address ?? null,
        free_report: free === 'AutoFree' || free === 'NeedApprovedFree' ? free : null,
        cancel_at: o.cancel_at.toISOString(),
        created_at: o.created_at.toISOString(),
      };
    });
  }

  async byId(user: AuthUser, orderId: number): Promise<OrderDetail> {
    const rows = await this.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    const order = rows[0];
    assertVisible(order, user);
    return (await this.details([order]))[0]!;
  }

  async byToken(user: AuthUser, token: string): Promise<OrderDetail> {
    const rows = await this.db.select().from(orders).where(eq(orders.order_token, token)).limit(1);
    const order = rows[0];
    assertVisible(order, user);
    return (await this.details([order]))[0]!;
  }

  /** The member order list (spec §2 /myaccount/student/order): newest first, the latest 100. */
  async list(user: AuthUser): Promise<OrderDetail[]> {
    const rows = await this.db.select().from(orders).where(eq(orders.user_id, user.id)).orderBy(desc(orders.id)).limit(100);
    return this.details(rows);
  }

  /** spec §7 GET /private/cart/ordercourse: the buyer's ordered courses with the order's status. */
  async orderedCourses(user: AuthUser): Promise<{ courseID: number; order_id: number; status: OrderStatus }[]> {
    const rows = await this.db
      .select({ courseID: orderCourses.course_id, order_id: orders.id, status: orders.status })
      .from(orderCourses)
      .innerJoin(orders, eq(orders.id, orderCourses.order_id))
      .where(and(eq(orders.user_id, user.id), ne(orders.status, 'cancelled')))
      .orderBy(desc(orders.id));
    return rows.map((r) => ({ ...r, status: r.status as OrderStatus }));
  }

  /**
   * POST /public/cart/deleteorder (spec §4: a failed PayPal payment deletes the order). Rian cancels
   * rather than deletes, so the order list and the accounts keep the trace, and gives back its seats,
   * coupon uses and stock. Only the buyer's own unpaid order; anything else is ORDER_CLOSED.
   */
  async cancel(user: AuthUser, orderId: number): Promise<void> {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ user_id: orders.user_id, status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      const order = rows[0];
      if (!order || order.user_id !== user.id) throw new DomainError('NOT_FOUND', 'No such order');
      if (order.status !== 'notYetReceived') throw new DomainError('ORDER_CLOSED');
      await cancelUnpaidOrders(tx, [orderId], now);
    });
  }

  /** spec §7 GET /private/payments/methods/order/{orderId}: the method chosen for the buyer's order. */
  async paymentMethodOf(user: AuthUser, orderId: number): Promise<PublicPaymentMethod> {
    const rows = await this.db
      .select({
        user_id: orders.user_id,
        id: paymentMethods.id,
        name: paymentMethods.name,
        name_en: paymentMethods.name_en,
        payment_type: paymentMethods.payment_type,
        description: paymentMethods.description,
      })
      .from(orders)
      .leftJoin(paymentMethods, eq(paymentMethods.id, orders.payment_method_id))
      .where(eq(orders.id, orderId))
      .limit(1);
    const row = rows[0];
    assertVisible(row, user);
    if (row.id === null) throw new DomainError('NOT_FOUND', 'The order has no payment method');
    return { id: row.id, name: row.name!, name_en: row.name_en, payment_type: row.payment_type!, description: row.description! };
  }
}
