// Loads what an order refers to (courses, plans, products, fees, coupons, promotions, the buyer) in
// the shapes packages/domain validateOrder reads. Reads only: the reservations that must not race are
// taken later, inside the order's transaction (reserve-holds.ts).
import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { Coupon } from '@rian/domain/coupons';
import type { DealType, DiscountType } from '@rian/domain/deal-discount';
import type { OrderContext, OrderCourse, OrderProduct, OrderShippingFee } from '@rian/domain/order-validation';
import type { PlanRow } from '@rian/domain/plans';
import { shippingFeeAppliesToAny } from '../../shipping/shipping.service.ts';
import { preparedOnce } from '../../../lib/prepared-once.ts';
import type { Promotion } from '@rian/domain/promotions';
import { validateTaxInvoice } from '@rian/domain/tax-invoice';

const {
  courses,
  pricingPlans,
  products,
  coupons,
  promotions,
  users,
  courseAccess,
  orders,
  orderCourses,
  shippingFees,
  shippingAddresses,
} = schema;

export interface OrderCourseRow extends OrderCourse {
  slug: string;
  title_en: string | null;
  course_for_user_group: number[];
}

export interface PlanRowFull extends PlanRow {
  name: string;
  term: number | null;
  term_unit: string | null;
  need_approval: number;
}

export interface BuyerRow {
  id: number;
  email: string;
  tel: string | null;
  firstname: string;
  lastname: string;
  tax_person_type: string | null;
  tax_name_one: string | null;
  tax_name_two: string | null;
  tax_payer_identification_no: string | null;
  tax_address: string | null;
  tax_postcode: string | null;
  tax_is_delivery_by_tax_address: number;
  tax_delivery_address: string | null;
  tax_company_certificate: string | null;
}

export interface LoadedOrderRows {
  courses: OrderCourseRow[];
  plans: PlanRowFull[];
  products: (OrderProduct & { title_en: string | null; available_qty: number })[];
  shippingFees: OrderShippingFee[];
  coupons: Coupon[];
  promotions: Promotion[];
  buyer: BuyerRow | null;
  /**
   * Courses the buyer holds or is waiting for: any access row (expired too: renewals are for owners,
   * see order-validation.ts) and any order an administrator is reviewing (buying it again would pay twice).
   */
  ownedCourseIds: Set<number>;
}

/**
 * A buyer "has a tax invoice" (spec §5 withholding: "for juristic persons with tax invoice only") when
 * the tax data saved on their account passes every tax invoice rule under the site's certificate
 * setting. The account keeps no separate flag; the web app's withholding offer reads it the same way
 * (apps/web/src/features/checkout/withholding-offer.ts).
 */
export function wantsTaxInvoice(b: BuyerRow | null, companyCertificateRequired: boolean): boolean {
  return b !== null && b.tax_person_type !== null && validateTaxInvoice(b, { companyCertificateRequired }).ok;
}

/** A promotion row as the domain's deal rules take it. */
export function toDomainPromotion(p: typeof promotions.$inferSelect): Promotion {
  return {
    id: p.id,
    title: p.title,
    courses: p.courses,
    products: p.products,
    number_of_course: p.number_of_course,
    promotion_type: p.promotion_type as DealType,
    discount_type: p.discount_type as DiscountType,
    discount_amont: p.discount_amont,
    discount_amount_usd: p.discount_amount_usd,
    start_at: p.start_at,
    end_at: p.end_at,
    is_active: p.is_active,
  };
}

/** The switched-on promotions in their display order, as domain promotions. */
export async function loadActivePromotions(db: Db): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.is_active, true))
    .orderBy(asc(promotions.sort), asc(promotions.id));
  return rows.map(toDomainPromotion);
}

/** Validated ids (the contract admits positive integers only): a bad one is a programming error. */
function ids(list: readonly number[]): number[] {
  for (const id of list) if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new RangeError(`bad id ${id}`);
  return [...list];
}

const date = (v: string | null): Date | null => (v === null ? null : new Date(v));

const cids = sql`${sql.placeholder('courseIds')}::int[]`;
const pids = sql`${sql.placeholder('productIds')}::int[]`;
const kids = sql`${sql.placeholder('couponIds')}::int[]`;
const userId = sql`${sql.placeholder('userId')}::int`;
const addressId = sql`${sql.placeholder('addressId')}::int`;

/**
 * The statement of loadOrderRows, built and prepared once per connection's handle: PostgreSQL parses
 * it once per connection and keeps its plan, and the server does not build its text for every order.
 */
function prepare(db: Db, name: string) {
  const doc = sql<RawDoc | string>`json_build_object(
    'courses', coalesce((select json_agg(json_build_object(
        'id', c.id, 'title', c.title, 'title_en', c.title_en, 'slug', c.slug,
        'start_reg_date', c.start_reg_date, 'end_reg_date', c.end_reg_date,
        'seat', c.seat, 'seats_taken', c.seats_taken, 'course_for_user_group', c.course_for_user_group))
      from ${courses} c where c.id = any(${cids}) and c.is_published), '[]'),
    'plans', coalesce((select json_agg(json_build_object(
        'id', p.id, 'name', p.name, 'course_id', p.course_id, 'plan_type', p.plan_type, 'term', p.term,
        'term_unit', p.term_unit, 'price', p.price, 'price_usd', p.price_usd, 'pricing_type', p.pricing_type,
        'status_show', p.status_show, 'is_default', p.is_default, 'free_for', p.free_for,
        'free_course_ids', p.free_course_ids, 'is_for_member', p.is_for_member,
        'need_approval', p.need_approval, 'sort', p.sort))
      from ${pricingPlans} p where p.course_id = any(${cids})), '[]'),
    'products', coalesce((select json_agg(json_build_object(
        'id', x.id, 'title', x.title, 'title_en', x.title_en, 'price', x.price, 'price_usd', x.price_usd,
        'available_qty', x.available_qty))
      from ${products} x where x.id = any(${pids}) and x.is_published), '[]'),
    -- The fee rule of the fee list (shipping.service.ts), only when the cart holds products.
    'fees', case when cardinality(${pids}) = 0 then '[]'::json else coalesce((select json_agg(json_build_object(
        'id', ${shippingFees.id}, 'price', ${shippingFees.price}, 'price_usd', ${shippingFees.price_usd}))
      from ${shippingFees} where ${shippingFeeAppliesToAny(pids)}), '[]') end,
    'coupons', coalesce((select json_agg(json_build_object(
        'id', k.id, 'code', k.code, 'courses', k.courses, 'products', k.products, 'payment_method', k.payment_method,
        'coupon_type', k.coupon_type, 'number_of_course', k.number_of_course, 'discount_type', k.discount_type,
        'discount_amont', k.discount_amont, 'discount_amount_usd', k.discount_amount_usd,
        'usage_limit', k.usage_limit, 'used_count', k.used_count, 'start_at', k.start_at, 'end_at', k.end_at,
        'is_active', k.is_active))
      from ${coupons} k where k.id = any(${kids})), '[]'),
    'buyer', (select json_build_object(
        'id', u.id, 'email', u.email, 'tel', u.tel, 'firstname', u.firstname, 'lastname', u.lastname,
        'tax_person_type', u.tax_person_type, 'tax_name_one', u.tax_name_one, 'tax_name_two', u.tax_name_two,
        'tax_payer_identification_no', u.tax_payer_identification_no, 'tax_address', u.tax_address,
        'tax_postcode', u.tax_postcode, 'tax_is_delivery_by_tax_address', u.tax_is_delivery_by_tax_address,
        'tax_delivery_address', u.tax_delivery_address, 'tax_company_certificate', u.tax_company_certificate)
      from ${users} u where u.id = ${userId}),
    -- Every course the buyer owns, not only those in the cart: a plan free for owners of other
    -- courses (spec §3 free_for 'Student', free_course_ids; §6) looks at those.
    'owned', coalesce((select json_agg(o.id) from (
        select a.course_id as id from ${courseAccess} a where a.user_id = ${userId}
        union
        select oc.course_id from ${orderCourses} oc join ${orders} r on r.id = oc.order_id
        where r.user_id = ${userId} and r.status in ('pendingApproved', 'approved', 'partlyRefunded')
          and oc.refund_id is null
      ) o), '[]'),
    'address', (select json_build_object('id', s.id, 'name', s.name, 'tel', s.tel, 'address', s.address, 'postcode', s.postcode)
      from ${shippingAddresses} s where s.id = ${addressId} and s.user_id = ${userId})
  )`;
  return db
    .select({ doc })
    .from(sql`(select 1) as one`)
    .prepare(name);
}

/**
 * Everything an order is judged against, in ONE round trip: PostgreSQL assembles the rows as one JSON
 * document. An order is the hottest write of the shop (bench/checkout); eight separate reads cost the
 * server more in query building and socket writes than the database spends answering them. `db` is
 * the order's transaction: on PostgreSQL a handle per pooled connection (@rian/db commit-behind.ts),
 * so the statement stays prepared on each connection.
 */
export async function loadOrderRows(
  db: Db,
  activePromotions: () => Promise<Promotion[]>,
  input: { userId: number; courseIds: number[]; productIds: number[]; couponIds: number[]; shippingAddressId: number | null },
): Promise<LoadedOrderRows & { address: ShippingAddressRow | null }> {
  const statement = preparedOnce(db, 'order_rows', (name) => prepare(db, name));
  const [result, promotionRows] = await Promise.all([
    statement.execute({
      courseIds: ids(input.courseIds),
      productIds: ids(input.productIds),
      couponIds: ids(input.couponIds),
      userId: input.userId,
      addressId: input.shippingAddressId ?? 0,
    }),
    activePromotions(),
  ]);
  const raw = result[0]!.doc;
  const doc = typeof raw === 'string' ? (JSON.parse(raw) as RawDoc) : raw;
  return {
    courses: doc.courses.map((c) => ({ ...c, start_reg_date: date(c.start_reg_date), end_reg_date: date(c.end_reg_date) })),
    plans: doc.plans,
    products: doc.products,
    shippingFees: doc.fees,
    coupons: doc.coupons.map((c) => ({ ...c, start_at: date(c.start_at), end_at: date(c.end_at) })),
    promotions: promotionRows,
    buyer: doc.buyer,
    ownedCourseIds: new Set(doc.owned),
    address: doc.address,
  };
}

export interface ShippingAddressRow {
  id: number;
  name: string;
  tel: string;
  address: string;
  postcode: string;
}

/** The JSON document of loadOrderRows, before dates are parsed. */
interface RawDoc {
  courses: (Omit<OrderCourseRow, 'start_reg_date' | 'end_reg_date'> & {
    start_reg_date: string | null;
    end_reg_date: string | null;
  })[];
  plans: PlanRowFull[];
  products: (OrderProduct & { title_en: string | null; available_qty: number })[];
  fees: OrderShippingFee[];
  coupons: (Omit<Coupon, 'start_at' | 'end_at'> & { start_at: string | null; end_at: string | null })[];
  buyer: BuyerRow | null;
  owned: number[];
  address: ShippingAddressRow | null;
}

export type { OrderContext };
