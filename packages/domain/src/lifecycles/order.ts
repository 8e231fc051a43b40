// The order's lifecycle (spec §4 states, payments.md §1 bank transfer review).
import { defineLifecycle } from './lifecycle.ts';

export const ORDER_STATUSES = ['notYetReceived', 'pendingApproved', 'approved', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The order's payment column follows its status: pending until approved or rejected. */
export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type OrderEvent = 'report' | 'pay' | 'reject' | 'cancel';

export const ORDER_LIFECYCLE = defineLifecycle<OrderStatus, OrderEvent>({
  name: 'order',
  states: ORDER_STATUSES,
  final: ['approved', 'rejected', 'cancelled'],
  transitions: [
    // The buyer reports a bank transfer: an administrator decides it.
    { from: ['notYetReceived'], event: 'report', to: 'pendingApproved' },
    // A verified provider payment, or an administrator's approval (of a report or a free plan).
    { from: ['notYetReceived', 'pendingApproved'], event: 'pay', to: 'approved' },
    // An administrator refuses the reported transfer.
    { from: ['pendingApproved'], event: 'reject', to: 'rejected' },
    // The auto-cancel sweep or the buyer: only an unpaid order is cancelled.
    { from: ['notYetReceived'], event: 'cancel', to: 'cancelled' },
  ],
});

/** The state a new order starts in (spec §4): unpaid, or a free plan that is granted or awaits approval. */
export function initialOrderStatus(free: boolean, needsApproval: boolean): OrderStatus {
  if (!free) return 'notYetReceived';
  return needsApproval ? 'pendingApproved' : 'approved';
}

/** payment_status for an order status. */
export function paymentStatusOf(status: OrderStatus): PaymentStatus {
  return status === 'approved' ? 'approved' : status === 'rejected' ? 'rejected' : 'pending';
}
