// The order's lifecycle (spec §4 states, payments.md §1 bank transfer review; a paid
// order is refunded whole or line by line, and each refund moves it on).
import { defineLifecycle } from './lifecycle.ts';

export const ORDER_STATUSES = [
  'notYetReceived',
  'pendingApproved',
  'approved',
  'rejected',
  'cancelled',
  'partlyRefunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * The order's payment column follows its status: pending until approved or rejected. A refunded order
 * keeps 'approved': it was paid, and its refunds are rows of their own.
 */
export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type OrderEvent = 'report' | 'pay' | 'reject' | 'cancel' | 'refund' | 'partRefund';

export const ORDER_LIFECYCLE = defineLifecycle<OrderStatus, OrderEvent>({
  name: 'order',
  states: ORDER_STATUSES,
  final: ['rejected', 'cancelled', 'refunded'],
  transitions: [
    // The buyer reports a bank transfer: an administrator decides it.
    { from: ['notYetReceived'], event: 'report', to: 'pendingApproved' },
    // A verified provider payment, or an administrator's approval (of a report or a free plan).
    { from: ['notYetReceived', 'pendingApproved'], event: 'pay', to: 'approved' },
    // An administrator refuses the reported transfer.
    { from: ['pendingApproved'], event: 'reject', to: 'rejected' },
    // The auto-cancel sweep or the buyer: only an unpaid order is cancelled.
    { from: ['notYetReceived'], event: 'cancel', to: 'cancelled' },
    // An administrator refunds what is left of a paid order: nothing stays to refund.
    { from: ['approved', 'partlyRefunded'], event: 'refund', to: 'refunded' },
    // An administrator refunds some lines of a paid order; others stay paid.
    { from: ['approved', 'partlyRefunded'], event: 'partRefund', to: 'partlyRefunded' },
  ],
});

/** The state a new order starts in (spec §4): unpaid, or a free plan that is granted or awaits approval. */
export function initialOrderStatus(free: boolean, needsApproval: boolean): OrderStatus {
  if (!free) return 'notYetReceived';
  return needsApproval ? 'pendingApproved' : 'approved';
}

/** payment_status for an order status. */
export function paymentStatusOf(status: OrderStatus): PaymentStatus {
  if (status === 'approved' || status === 'partlyRefunded' || status === 'refunded') return 'approved';
  return status === 'rejected' ? 'rejected' : 'pending';
}

/** An order that was paid (refunded since or not): it has its receipt or tax invoice. */
export function wasPaid(status: OrderStatus): boolean {
  return paymentStatusOf(status) === 'approved';
}

/** An order whose courses were paid for (some of its lines may have been refunded since). */
export const PAID_ORDER_STATUSES = ['approved', 'partlyRefunded'] as const satisfies readonly OrderStatus[];

/**
 * spec §4, §9 auto_cancel: an unpaid order awaits its payment until its cancel_at; from then on it is
 * due for cancelling (by the sweep, or by the buyer's next order), and holds nothing back.
 */
export function awaitsPayment(order: { status: string; cancel_at: Date }, now: Date): boolean {
  return order.status === 'notYetReceived' && order.cancel_at.getTime() > now.getTime();
}
