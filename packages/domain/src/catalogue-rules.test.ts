// Table tests for the browsing rules of spec §2, §3, §6 and §9: one row per rule or edge, each
// with a passing and a failing case.
import { describe, expect, it } from 'vitest';
import { parseIdSlug, courseUrl, productUrl, slugify } from './course-url.ts';
import { isPageSize, pageOffset, pageCount, normaliseKeyword, escapeLike } from './pagination.ts';
import { resolveCourseLayout, hasSidePurchasePanel } from './layout.ts';
import { registrationStatus, seatsLeft } from './registration-window.ts';
import {
  defaultPlan,
  isPlanDisabled,
  isPlanListed,
  listPlans,
  lowestPrice,
  renewPlans,
  VISITOR,
  type PlanRow,
  type Viewer,
} from './plans.ts';
import { formatMoney, toMajor, toMinor, money } from './money.ts';
import { ERROR_CODES, ERROR_MESSAGES, errorMessage, DomainError } from './errors.ts';
import { purchaseBlock } from './purchase-block.ts';
import { makePlanRow } from './plan-fixtures.test-helpers.ts';

describe('parseIdSlug (spec §2: the id is the part before the first dash)', () => {
  it.each([
    ['12-python-basics', 12],
    ['12', 12],
    ['12-', 12],
    ['7-ภาษาไทย', 7],
    ['2147483647-max', 2147483647],
  ])('%s → %i', (param, id) => expect(parseIdSlug(param)).toBe(id));

  it.each(['', 'abc', 'abc-12', '-12', '0', '0-zero', '012-leading-zero', '12abc', '1.5', '2147483648', '99999999999', ' 12'])(
    '%s → not a page',
    (param) => expect(parseIdSlug(param)).toBeNull(),
  );

  it('builds canonical addresses', () => {
    expect(courseUrl(3, 'python-basics')).toBe('/course/3-python-basics');
    expect(courseUrl(3, '')).toBe('/course/3');
    expect(productUrl(4, 'book')).toBe('/product/4-book');
    expect(slugify('Python สำหรับผู้เริ่มต้น 101!')).toBe('python-101');
  });
});

describe('pagination (spec §9: 10/20/30/40, default 10)', () => {
  it.each([10, 20, 30, 40])('%i is a page size', (n) => expect(isPageSize(n)).toBe(true));
  it.each([0, 5, 15, 50, -10, 10.5])('%d is not', (n) => expect(isPageSize(n)).toBe(false));
  it('computes offsets and counts', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
  it('normalises keywords and escapes LIKE wildcards', () => {
    expect(normaliseKeyword('  การ   ตลาด ')).toBe('การ ตลาด');
    expect(normaliseKeyword(undefined)).toBe('');
    expect(normaliseKeyword('ก'.repeat(150))).toHaveLength(100);
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});

describe('course layout (spec §2: per course, else site, else default)', () => {
  it.each([
    ['1', 'default', '1'],
    [null, '3', '3'],
    [undefined, '4', '4'],
    [null, null, 'default'],
    ['7', '3', '3'],
    ['bogus', 'bogus', 'default'],
  ] as const)('course %s, site %s → %s', (course, site, out) => expect(resolveCourseLayout(course, site)).toBe(out));
  it('side purchase panel only in layouts 1 and 3', () => {
    expect(hasSidePurchasePanel('1')).toBe(true);
    expect(hasSidePurchasePanel('3')).toBe(true);
    expect(hasSidePurchasePanel('4')).toBe(false);
    expect(hasSidePurchasePanel('default')).toBe(false);
  });
});

describe('registration window and seats (spec §3)', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const day = 86_400_000;
  const base = { start_reg_date: null, end_reg_date: null, seat: null, seats_taken: 0 };
  it.each([
    ['no bounds', base, 'open'],
    ['inside the window', { ...base, start_reg_date: new Date(+now - day), end_reg_date: new Date(+now + day) }, 'open'],
    ['before the window', { ...base, start_reg_date: new Date(+now + day) }, 'not_yet_open'],
    ['after the window', { ...base, end_reg_date: new Date(+now - 1) }, 'closed'],
    ['seats left', { ...base, seat: 30, seats_taken: 27 }, 'open'],
    ['no seats left', { ...base, seat: 20, seats_taken: 20 }, 'full'],
    ['over-taken seats', { ...base, seat: 20, seats_taken: 25 }, 'full'],
  ] as const)('%s → %s', (_name, bounds, status) => expect(registrationStatus(bounds, now)).toBe(status));
  it('counts seats left, unlimited as null', () => {
    expect(seatsLeft({ seat: 30, seats_taken: 27 })).toBe(3);
    expect(seatsLeft({ seat: 20, seats_taken: 25 })).toBe(0);
    expect(seatsLeft({ seat: null, seats_taken: 5 })).toBeNull();
  });
});

describe('pricing plans (spec §3, §6, §9)', () => {
  const plan = (over: Partial<PlanRow>): PlanRow => makePlanRow({ plan_type: 'Period', price: 100000, ...over });
  const student = (owned: number[]): Viewer => ({ loggedIn: true, isStudent: true, ownedCourseIds: new Set(owned) });

  it.each([
    ['a shown default plan', plan({}), VISITOR, true],
    ['status_show 0', plan({ status_show: 0 }), VISITOR, false],
    ['a renew plan', plan({ pricing_type: 'renew' }), VISITOR, false],
    ['a null price', plan({ price: null }), VISITOR, false],
    ['a free plan (price 0)', plan({ plan_type: 'Free', price: 0 }), VISITOR, true],
    ['free_for Student, visitor', plan({ free_for: 'Student', free_course_ids: '3' }), VISITOR, false],
    ['free_for Student, owner of all', plan({ free_for: 'Student', free_course_ids: '3, 4' }), student([3, 4]), true],
    ['free_for Student, owner of some', plan({ free_for: 'Student', free_course_ids: '3,4' }), student([3]), false],
    ['free_for Student, empty list', plan({ free_for: 'Student', free_course_ids: '' }), student([3]), false],
    [
      'free_for Student, instructor',
      plan({ free_for: 'Student', free_course_ids: '3' }),
      { loggedIn: true, isStudent: false, ownedCourseIds: new Set([3]) },
      false,
    ],
  ] as const)('%s → listed %s', (_n, p, viewer, listed) => expect(isPlanListed(p, viewer)).toBe(listed));

  it('disables member-only plans for visitors only', () => {
    expect(isPlanDisabled({ is_for_member: 1 }, VISITOR)).toBe(true);
    expect(isPlanDisabled({ is_for_member: 1 }, student([]))).toBe(false);
    expect(isPlanDisabled({ is_for_member: 0 }, VISITOR)).toBe(false);
  });

  it('picks the flagged default, else the first enabled plan, never a disabled one', () => {
    const a = plan({ id: 1, sort: 2 });
    const b = plan({ id: 2, sort: 1, is_default: 1 });
    const m = plan({ id: 3, sort: 0, is_default: 1, is_for_member: 1 });
    expect(listPlans([a, b, m], VISITOR).map((p) => p.id)).toEqual([3, 2, 1]);
    expect(defaultPlan(listPlans([a, b], VISITOR), VISITOR)?.id).toBe(2);
    expect(defaultPlan(listPlans([a, m], VISITOR), VISITOR)?.id).toBe(1);
    expect(defaultPlan(listPlans([a, m], VISITOR), student([]))?.id).toBe(3);
    expect(defaultPlan([m], VISITOR)).toBeNull();
  });

  it('finds the lowest price per currency and the renew plans', () => {
    const listed = [plan({ price: 300000, price_usd: 9900 }), plan({ price: 250000, price_usd: null })];
    expect(lowestPrice(listed, 'THB')).toBe(250000);
    expect(lowestPrice(listed, 'USD')).toBe(9900);
    expect(lowestPrice([], 'THB')).toBeNull();
    expect(renewPlans([plan({ pricing_type: 'renew' }), plan({})]).length).toBe(1);
  });
});

describe('money (integer minor units)', () => {
  it('converts and formats', () => {
    expect(toMajor(490000)).toBe(4900);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(formatMoney(money(490000, 'THB'), 'th')).toBe('฿4,900');
    expect(formatMoney(money(490050, 'THB'), 'th')).toBe('฿4,900.50');
    expect(formatMoney(money(490000, 'THB'), 'th', true)).toBe('฿4,900.00');
    expect(formatMoney(money(14900, 'USD'), 'en')).toBe('$149');
    expect(() => money(1.5, 'THB')).toThrow(RangeError);
  });
});

describe('error catalogue (spec §8)', () => {
  it('has a Thai and an English message for every code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES[code].th).toMatch(/[\u0E00-\u0E7F]/);
      expect(ERROR_MESSAGES[code].en).toMatch(/[A-Za-z]/);
    }
    expect(errorMessage('NOT_FOUND', 'th')).toBe('ไม่พบข้อมูลที่ต้องการ');
    const e = new DomainError('NO_MORE_SEAT');
    expect([e.code, e.status, e.message]).toEqual(['NO_MORE_SEAT', 409, 'This class is full.']);
  });
});

describe('purchase block (spec §4: the order status decides whether the buy button shows)', () => {
  it.each([
    [null, 'open', null],
    ['notYetReceived', 'open', null],
    ['rejected', 'open', null],
    ['approved', 'open', 'owned'],
    ['pendingApproved', 'open', 'pending'],
    [null, 'closed', 'closed'],
    [null, 'full', 'full'],
    [null, 'not_yet_open', 'not_yet_open'],
    ['approved', 'closed', 'owned'],
  ] as const)('order %s, registration %s → %s', (statusOrder, reg_status, block) =>
    expect(purchaseBlock({ statusOrder, reg_status })).toBe(block),
  );
});
