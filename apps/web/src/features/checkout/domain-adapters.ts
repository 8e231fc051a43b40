// The one place where contract rows become the domain's types (ISO date strings → Date, browser
// shapes → the rows packages/domain rules take), so that the checkout's live summary runs
// validateOrder / computeCartTotal on the same inputs as the server (architecture.md: the server
// recomputes and stays the authority; the browser only shows the same figures first).
import type { SessionUser } from '@rian/contracts/session';
import type { CourseDetail, PlanView, ProductDetail, Promotion as PromotionRow } from '@rian/contracts/catalogue';
import type { PublicCoupon } from '@rian/contracts/checkout';
import type { Lang, PublicSiteSettings } from '@rian/contracts/site';
import { isStudentBuyer } from '@rian/domain/buyer-access';
import type { Coupon } from '@rian/domain/coupons';
import type { Currency } from '@rian/domain/money';
import type { OrderCourse, OrderProduct, OrderSettings, OrderShippingFee } from '@rian/domain/order-validation';
import type { PlanRow, Viewer } from '@rian/domain/plans';
import type { Promotion } from '@rian/domain/promotions';
import type { WithholdingProfile } from '@rian/domain/withholding';
import { hasTaxInvoice, type TaxAccount } from './withholding-offer.ts';

/** An ISO timestamp as a Date; null (an open bound) when absent or unreadable. */
export function toDate(iso: string | null): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** What a coupon and a promotion share: what they apply to, what they take off, and when they run. */
function dealTerms(row: PublicCoupon | PromotionRow) {
  return {
    courses: row.courses,
    products: row.products,
    number_of_course: row.number_of_course,
    discount_type: row.discount_type,
    discount_amont: row.discount_amont,
    discount_amount_usd: row.discount_amount_usd,
    start_at: toDate(row.start_at),
    end_at: toDate(row.end_at),
  };
}

/**
 * A coupon the server handed out (getCouponByCouponCode, getallcoupon). Those calls answer only
 * with coupons that can be used now (an inactive or used-up one is COUPON_NOT_AVAILABLE), so it is
 * active with no use count to check here; its dates stay, so one that ends while the page is open
 * stops applying.
 */
export function toCoupon(row: PublicCoupon): Coupon {
  return {
    id: row.id,
    code: row.code,
    ...dealTerms(row),
    payment_method: row.payment_method,
    coupon_type: row.coupon_type,
    usage_limit: null,
    used_count: 0,
    is_active: true,
  };
}

/** A promotion with what the list shows (titles, description) beside the domain's terms. */
export type CheckoutPromotion = Promotion & Pick<PromotionRow, 'title' | 'title_en' | 'description'>;

/** GET /public/cart/promotion/all lists running promotions only: each is active; dates still bound it. */
export function toPromotion(row: PromotionRow): CheckoutPromotion {
  return {
    id: row.id,
    title: row.title,
    title_en: row.title_en,
    description: row.description,
    promotion_type: row.promotion_type,
    ...dealTerms(row),
    is_active: true,
  };
}

/**
 * A plan of POST /public/cart/getallpriecingplan as the plan rules see it. The server lists the
 * plans this caller may pick (spec §9: shown, priced, default or, for owners, renew; spec §6:
 * free_for plans only for the students they are for), so each is shown (status_show 1) and its
 * free_for condition already met (free_for cleared); the member-only flag stays, since it depends
 * on who is signed in when the rules run. `sort` keeps the server's order.
 */
export function toPlanRow(plan: PlanView, sort: number): PlanRow {
  return {
    id: plan.id,
    course_id: plan.course_id,
    plan_type: plan.plan_type,
    price: plan.price,
    price_usd: plan.price_usd,
    pricing_type: plan.pricing_type,
    status_show: 1,
    is_default: plan.is_default,
    free_for: null,
    free_course_ids: null,
    is_for_member: plan.is_for_member,
    sort,
  };
}

/**
 * spec §3 course preview dates and seats: the bounds behind TIME_LEFT and NO_MORE_SEAT. The title
 * is only what failure messages name the course by, so it is the one the buyer reads.
 */
export function toOrderCourse(course: CourseDetail, lang: Lang = 'th'): OrderCourse {
  const taken = course.seat !== null && course.seats_left !== null ? Math.max(0, course.seat - course.seats_left) : 0;
  return {
    id: course.id,
    title: lang === 'en' && course.title_en ? course.title_en : course.title,
    start_reg_date: toDate(course.preview.startRegDate),
    end_reg_date: toDate(course.preview.endRegDate),
    seat: course.seat,
    seats_taken: taken,
  };
}

/** A product's price is its main price row (spec §3 product detail priceDetail; the server sells that one). */
export function toOrderProduct(product: ProductDetail): OrderProduct | null {
  const main = product.priceDetail[0];
  if (!main) return null;
  return { id: product.id, title: product.title, price: main.price, price_usd: main.price_usd };
}

/**
 * The chosen shipping fee. The shipping selector reports the fee's price in the order currency,
 * so both price columns carry it: validateOrder then reads the one of the order's currency.
 */
export function toShippingFee(feeId: number | null, feePrice: number | null): OrderShippingFee[] {
  return feeId !== null && feePrice !== null ? [{ id: feeId, price: feePrice, price_usd: feePrice }] : [];
}

/** The site settings an order depends on (spec §4, §5 coupon/promotion rules; VAT rate and mode). */
export function toOrderSettings(s: PublicSiteSettings): OrderSettings {
  return {
    coupon_one_per_order: s.coupon_one_per_order,
    coupon_promotion_exclusive: s.coupon_promotion_exclusive,
    vat_rate_bp: s.vat_rate_bp,
    vat_included: s.vat_included,
  };
}

/**
 * The buyer's tax data that decides withholding (spec §5, §6). The account stores no
 * is_require_tax_invoice flag: complete tax invoice data stands for it, as the withholding control
 * reads it (withholding-offer.ts hasTaxInvoice), so the summary and the control agree.
 */
export function toWithholdingProfile(student: TaxAccount | null, certificateRequired: boolean): WithholdingProfile {
  if (!student) return { tax_person_type: null, is_require_tax_invoice: 0 };
  return {
    tax_person_type: student.tax_person_type,
    is_require_tax_invoice: hasTaxInvoice(student, certificateRequired) ? 1 : 0,
  };
}

/**
 * The buyer as the plan and order rules see them. Owned courses, as the server counts them for
 * COURSE_DUPLICATE: those whose page says the viewer's order is approved or awaiting approval (spec §4
 * statusOrder), and those the server offered renew plans for (it offers renewals to owners only).
 */
export function toViewer(
  user: Pick<SessionUser, 'role_id' | 'is_student'> | null,
  courses: readonly Pick<CourseDetail, 'id' | 'statusOrder'>[],
  plans: readonly Pick<PlanView, 'course_id' | 'pricing_type'>[],
): Viewer {
  if (!user) return { loggedIn: false, isStudent: false, ownedCourseIds: new Set() };
  const owned = new Set<number>();
  for (const c of courses) if (c.statusOrder === 'approved' || c.statusOrder === 'pendingApproved') owned.add(c.id);
  for (const p of plans) if (p.pricing_type === 'renew') owned.add(p.course_id);
  return {
    loggedIn: true,
    isStudent: isStudentBuyer({ roleId: user.role_id, isStudent: user.is_student }),
    ownedCourseIds: owned,
  };
}

/** spec §9: currency default THB, alternative USD; the site's default unless the buyer picks the other. */
export function defaultCurrency(settings: Pick<PublicSiteSettings, 'default_currency'> | undefined): Currency {
  return settings?.default_currency ?? 'THB';
}
