// Contract rows → domain types: dates become Dates, server-filtered rows pass the domain's rules.
import { describe, expect, it } from 'vitest';
import type { CourseDetail, PlanView, Promotion } from '@rian/contracts/catalogue';
import type { PublicCoupon } from '@rian/contracts/checkout';
import { checkCoupon } from '@rian/domain/coupons';
import { isPlanDisabled, isPlanListed, renewPlans } from '@rian/domain/plans';
import { isPromotionRunning } from '@rian/domain/promotions';
import { NO_TAX_DATA } from '@rian/domain/tax-fixtures.test-helpers';
import {
  toCoupon,
  toDate,
  toOrderCourse,
  toPlanRow,
  toPromotion,
  toShippingFee,
  toViewer,
  toWithholdingProfile,
} from './domain-adapters.ts';

const coupon: PublicCoupon = {
  id: 5,
  code: 'SAVE500',
  name: 'ลด 500',
  courses: [1],
  products: [],
  payment_method: [],
  coupon_type: 'P1',
  number_of_course: 1,
  discount_type: 'amount',
  discount_amont: 50_000,
  discount_amount_usd: null,
  start_at: '2026-01-01T00:00:00.000Z',
  end_at: '2026-01-31T16:59:59.000Z',
};

const planView: PlanView = {
  id: 11,
  name: 'เรียน 1 ปี',
  course_id: 1,
  plan_type: 'Period',
  term: 1,
  term_unit: 'Year(s)',
  term_2: null,
  term_unit_2: null,
  price: 490_000,
  price_usd: 15_000,
  pricing_type: 'default',
  is_default: 1,
  free_for: null,
  need_approval: 0,
  is_for_member: 0,
  disabled: false,
};

describe('toDate', () => {
  it('reads ISO strings and treats absent or unreadable ones as open bounds', () => {
    expect(toDate('2026-01-01T00:00:00.000Z')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(toDate(null)).toBeNull();
    expect(toDate('not a date')).toBeNull();
  });
});

describe('toCoupon', () => {
  it('keeps the terms and turns the dates into Dates, so the coupon stops applying when it ends', () => {
    const c = toCoupon(coupon);
    expect(c).toMatchObject({ id: 5, code: 'SAVE500', is_active: true, usage_limit: null, used_count: 0 });
    const ctx = {
      currency: 'THB' as const,
      courses: [{ course_id: 1, price: 490_000 }],
      paymentMethodId: 1,
      appliedCoupons: [],
      promotionId: null,
      settings: { coupon_one_per_order: 0, coupon_promotion_exclusive: 0 },
    };
    expect(checkCoupon(c, { ...ctx, now: new Date('2026-01-15T00:00:00Z') }).ok).toBe(true);
    const late = checkCoupon(c, { ...ctx, now: new Date('2026-02-01T00:00:00Z') });
    expect(late.ok ? null : late.failure.code).toBe('COUPON_NOT_AVAILABLE');
  });
});

describe('toPromotion', () => {
  it('is running inside its dates only', () => {
    const row: Promotion = {
      id: 2,
      title: 'ลดต้นปี',
      title_en: 'New year',
      description: 'ลด 10%',
      products: [],
      picture_url: null,
      courses: [],
      number_of_course: 1,
      promotion_type: 'P1',
      discount_type: 'percent',
      discount_amont: 10,
      discount_amount_usd: null,
      description_list: [],
      start_at: '2026-01-01T00:00:00.000Z',
      end_at: null,
    };
    const p = toPromotion(row);
    expect(p).toMatchObject({ id: 2, title: 'ลดต้นปี', title_en: 'New year', discount_amont: 10 });
    expect(isPromotionRunning(p, new Date('2025-12-31T00:00:00Z'))).toBe(false);
    expect(isPromotionRunning(p, new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });
});

describe('toPlanRow', () => {
  const visitor = { loggedIn: false, isStudent: false, ownedCourseIds: new Set<number>() };
  const member = { loggedIn: true, isStudent: true, ownedCourseIds: new Set<number>() };

  it('lists a plan the server offered, free_for included (the server checked it)', () => {
    expect(isPlanListed(toPlanRow(planView, 0), visitor)).toBe(true);
    expect(isPlanListed(toPlanRow({ ...planView, free_for: 'Student', price: 0 }, 0), member)).toBe(true);
  });

  it('keeps member-only plans disabled for visitors (spec §6)', () => {
    const row = toPlanRow({ ...planView, is_for_member: 1, disabled: true }, 0);
    expect(isPlanDisabled(row, visitor)).toBe(true);
    expect(isPlanDisabled(row, member)).toBe(false);
  });

  it('keeps a renew plan a renewal', () => {
    expect(renewPlans([toPlanRow({ ...planView, pricing_type: 'renew' }, 3)])).toHaveLength(1);
  });
});

describe('toOrderCourse', () => {
  it('takes the registration window and the seats taken', () => {
    const course = {
      id: 1,
      title: 'คอร์ส A',
      preview: { videoUrl: null, pictureUrl: null, startRegDate: '2026-01-01T00:00:00.000Z', endRegDate: null },
      seat: 30,
      seats_left: 4,
    } as CourseDetail;
    expect(toOrderCourse(course)).toEqual({
      id: 1,
      title: 'คอร์ส A',
      start_reg_date: new Date('2026-01-01T00:00:00.000Z'),
      end_reg_date: null,
      seat: 30,
      seats_taken: 26,
    });
    expect(toOrderCourse({ ...course, title_en: 'Course A' }, 'en').title).toBe('Course A');
    expect(toOrderCourse({ ...course, title_en: null }, 'en').title).toBe('คอร์ส A');
  });
});

describe('toShippingFee', () => {
  it('carries the chosen fee in both price columns, or nothing while none is chosen', () => {
    expect(toShippingFee(4, 5_000)).toEqual([{ id: 4, price: 5_000, price_usd: 5_000 }]);
    expect(toShippingFee(4, null)).toEqual([]);
    expect(toShippingFee(null, 5_000)).toEqual([]);
  });
});

describe('toViewer', () => {
  it('is a visitor without a user', () => {
    expect(toViewer(null, [], [])).toEqual({ loggedIn: false, isStudent: false, ownedCourseIds: new Set() });
  });

  it('owns approved and pending courses and courses offered for renewal; role 3 is a student', () => {
    const v = toViewer(
      { role_id: 3, is_student: false },
      [
        { id: 1, statusOrder: 'approved' },
        { id: 2, statusOrder: 'notYetReceived' },
        { id: 4, statusOrder: 'pendingApproved' },
      ],
      [{ course_id: 3, pricing_type: 'renew' }],
    );
    expect(v.isStudent).toBe(true);
    expect([...v.ownedCourseIds].sort()).toEqual([1, 3, 4]);
    expect(toViewer({ role_id: 2, is_student: false }, [], []).isStudent).toBe(false);
  });
});

describe('toWithholdingProfile', () => {
  it('is nobody’s for a visitor', () => {
    expect(toWithholdingProfile(null, false)).toEqual({ tax_person_type: null, is_require_tax_invoice: 0 });
  });

  it('asks for a tax invoice only when the account holds complete tax data', () => {
    const empty = { ...NO_TAX_DATA, tax_person_type: 'juristic_person' };
    expect(toWithholdingProfile(empty, false).is_require_tax_invoice).toBe(0);
    const full = {
      ...empty,
      tax_name_one: 'บริษัท ตัวอย่าง จำกัด',
      tax_name_two: '00000',
      tax_payer_identification_no: '0105512345671',
      tax_address: '1 ถนนสุขุมวิท กรุงเทพฯ',
      tax_postcode: '10110',
    };
    expect(toWithholdingProfile(full, false)).toEqual({ tax_person_type: 'juristic_person', is_require_tax_invoice: 1 });
  });
});
