import { describe, expect, it } from 'vitest';
import { ACCESS_LIFECYCLE, accessStatusAt } from './access.ts';
import { COURSE_LIFECYCLE, courseStatusOf } from './course.ts';
import {
  applyTransition,
  canTransition,
  defineLifecycle,
  eventsFrom,
  sourcesOf,
  targetOf,
  TransitionRefused,
  type Lifecycle,
} from './lifecycle.ts';
import { initialOrderStatus, ORDER_LIFECYCLE, ORDER_STATUSES, paymentStatusOf, wasPaid } from './order.ts';
import { PAYMENT_ATTEMPT_LIFECYCLE } from './payment-attempt.ts';
import { PAYMENT_REPORT_LIFECYCLE } from './payment-report.ts';
import { initialShippingStatus, SHIPPING_LIFECYCLE } from './shipping.ts';
import { WITHHOLDING_CERTIFICATE_LIFECYCLE } from './withholding-certificate.ts';

const ALL: Lifecycle<string, string, never>[] = [
  ORDER_LIFECYCLE,
  PAYMENT_REPORT_LIFECYCLE,
  PAYMENT_ATTEMPT_LIFECYCLE,
  SHIPPING_LIFECYCLE,
  ACCESS_LIFECYCLE,
  COURSE_LIFECYCLE,
  WITHHOLDING_CERTIFICATE_LIFECYCLE,
] as unknown as Lifecycle<string, string, never>[];

describe('lifecycle tables', () => {
  it.each(ALL.map((lc) => [lc.name, lc] as const))(
    '%s: every state is reachable or initial, and final states have no way out',
    (_n, lc) => {
      for (const s of lc.final) expect(eventsFrom(lc, s)).toEqual([]);
      const targets = new Set(lc.transitions.map((t) => t.to));
      const sources = new Set(lc.transitions.flatMap((t) => t.from));
      for (const s of lc.states) expect(targets.has(s) || sources.has(s)).toBe(true);
    },
  );

  it('refuses a table with an unknown state, a twice-declared event or a way out of a final state', () => {
    expect(() =>
      defineLifecycle({
        name: 'x',
        states: ['a', 'b'] as const,
        final: [],
        transitions: [{ from: ['a'], event: 'go', to: 'c' as 'b' }],
      }),
    ).toThrow(/unknown state/);
    expect(() =>
      defineLifecycle({
        name: 'x',
        states: ['a', 'b'] as const,
        final: [],
        transitions: [
          { from: ['a'], event: 'go', to: 'b' },
          { from: ['b'], event: 'go', to: 'a' },
        ],
      }),
    ).toThrow(/twice/);
    expect(() =>
      defineLifecycle({
        name: 'x',
        states: ['a', 'b'] as const,
        final: ['b'],
        transitions: [{ from: ['b'], event: 'go', to: 'a' }],
      }),
    ).toThrow(/final/);
  });
});

describe('order lifecycle (spec §4)', () => {
  it('pays an unpaid or reviewed order, and nothing else', () => {
    expect(sourcesOf(ORDER_LIFECYCLE, 'pay')).toEqual(['notYetReceived', 'pendingApproved']);
    for (const s of ORDER_STATUSES) {
      const allowed = s === 'notYetReceived' || s === 'pendingApproved';
      expect(canTransition(ORDER_LIFECYCLE, s, 'pay')).toBe(allowed);
    }
    expect(applyTransition(ORDER_LIFECYCLE, 'pendingApproved', 'pay')).toBe('approved');
  });

  it('cancels only an unpaid order and rejects only one under review', () => {
    expect(applyTransition(ORDER_LIFECYCLE, 'notYetReceived', 'cancel')).toBe('cancelled');
    expect(() => applyTransition(ORDER_LIFECYCLE, 'approved', 'cancel')).toThrow(TransitionRefused);
    expect(() => applyTransition(ORDER_LIFECYCLE, 'notYetReceived', 'reject')).toThrow(
      /'reject' is not allowed from 'notYetReceived'/,
    );
    expect(targetOf(ORDER_LIFECYCLE, 'report')).toBe('pendingApproved');
  });

  it('starts free orders granted or awaiting approval, and keeps payment_status in step', () => {
    expect(initialOrderStatus(false, true)).toBe('notYetReceived');
    expect(initialOrderStatus(true, true)).toBe('pendingApproved');
    expect(initialOrderStatus(true, false)).toBe('approved');
    expect(paymentStatusOf('approved')).toBe('approved');
    expect(paymentStatusOf('rejected')).toBe('rejected');
    expect(paymentStatusOf('cancelled')).toBe('pending');
    expect(paymentStatusOf('partlyRefunded')).toBe('approved');
    expect(paymentStatusOf('refunded')).toBe('approved');
  });

  it('refunds only a paid order, in part or whole, and nothing leaves a refunded one', () => {
    for (const event of ['refund', 'partRefund'] as const) {
      for (const s of ORDER_STATUSES) {
        const allowed = s === 'approved' || s === 'partlyRefunded';
        expect([event, s, canTransition(ORDER_LIFECYCLE, s, event)]).toEqual([event, s, allowed]);
      }
    }
    expect(applyTransition(ORDER_LIFECYCLE, 'approved', 'partRefund')).toBe('partlyRefunded');
    expect(applyTransition(ORDER_LIFECYCLE, 'partlyRefunded', 'partRefund')).toBe('partlyRefunded');
    expect(applyTransition(ORDER_LIFECYCLE, 'partlyRefunded', 'refund')).toBe('refunded');
    expect(eventsFrom(ORDER_LIFECYCLE, 'refunded')).toEqual([]);
  });
});

describe('payment attempt lifecycle (payments.md)', () => {
  it('marks paid only a verified payment of the expected amount', () => {
    expect(canTransition(PAYMENT_ATTEMPT_LIFECYCLE, 'pending', 'confirm', { paidAmount: 1000, expectedAmount: 1000 })).toBe(true);
    expect(canTransition(PAYMENT_ATTEMPT_LIFECYCLE, 'pending', 'confirm', { paidAmount: 999, expectedAmount: 1000 })).toBe(false);
    expect(canTransition(PAYMENT_ATTEMPT_LIFECYCLE, 'pending', 'confirm', undefined)).toBe(false);
    expect(applyTransition(PAYMENT_ATTEMPT_LIFECYCLE, 'started', 'refuse', undefined)).toBe('mismatch');
    expect(() => applyTransition(PAYMENT_ATTEMPT_LIFECYCLE, 'paid', 'fail', undefined)).toThrow(TransitionRefused);
    expect(sourcesOf(PAYMENT_ATTEMPT_LIFECYCLE, 'abandon')).toEqual(['started']);
  });
});

describe('payment report lifecycle (payments.md §1)', () => {
  it('decides a report once', () => {
    expect(applyTransition(PAYMENT_REPORT_LIFECYCLE, 'pending', 'approve')).toBe('approved');
    expect(() => applyTransition(PAYMENT_REPORT_LIFECYCLE, 'approved', 'reject')).toThrow(TransitionRefused);
    expect(() => applyTransition(PAYMENT_REPORT_LIFECYCLE, 'rejected', 'approve')).toThrow(TransitionRefused);
  });
});

describe('shipping and access lifecycles', () => {
  it('ships a parcel only with a tracking number', () => {
    expect(canTransition(SHIPPING_LIFECYCLE, 'awaiting', 'ship', { tracking: ' ' })).toBe(false);
    expect(applyTransition(SHIPPING_LIFECYCLE, 'awaiting', 'ship', { tracking: 'TH123' })).toBe('shipped');
    expect(() => applyTransition(SHIPPING_LIFECYCLE, 'delivered', 'return', {})).toThrow(TransitionRefused);
  });

  it('reads an access row as active, expired or revoked, and revokes on refund', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(accessStatusAt(null, now)).toBe('none');
    expect(accessStatusAt({ expires_at: null }, now)).toBe('active');
    expect(accessStatusAt({ expires_at: new Date('2026-11-24T00:00:00Z') }, now)).toBe('expired');
    expect(accessStatusAt({ expires_at: null, revoked_at: now }, now)).toBe('revoked');
    expect(applyTransition(ACCESS_LIFECYCLE, 'expired', 'renew')).toBe('active');
    expect(applyTransition(ACCESS_LIFECYCLE, 'active', 'revoke')).toBe('revoked');
    expect(() => applyTransition(ACCESS_LIFECYCLE, 'none', 'renew')).toThrow(TransitionRefused);
  });

  it('reads a course as draft, published or unpublished, and publishes a draft once', () => {
    const at = new Date('2026-11-25T00:00:00Z');
    expect(courseStatusOf({ is_published: false, first_published_at: null })).toBe('draft');
    expect(courseStatusOf({ is_published: true, first_published_at: at })).toBe('published');
    expect(courseStatusOf({ is_published: false, first_published_at: at })).toBe('unpublished');
    expect(applyTransition(COURSE_LIFECYCLE, 'draft', 'publish')).toBe('published');
    expect(applyTransition(COURSE_LIFECYCLE, 'unpublished', 'publish')).toBe('published');
    expect(() => applyTransition(COURSE_LIFECYCLE, 'draft', 'unpublish')).toThrow(TransitionRefused);
    expect(() => applyTransition(COURSE_LIFECYCLE, 'published', 'publish')).toThrow(TransitionRefused);
  });
});

describe('the order page’s actions', () => {
  it('gives an order with products a parcel awaiting shipping, and none to an order of courses only', () => {
    expect(initialShippingStatus(true)).toBe('awaiting');
    expect(initialShippingStatus(false)).toBeNull();
  });

  it('has a receipt to resend for every order that was paid, refunded since or not', () => {
    expect(ORDER_STATUSES.filter(wasPaid)).toEqual(['approved', 'partlyRefunded', 'refunded']);
  });
});
