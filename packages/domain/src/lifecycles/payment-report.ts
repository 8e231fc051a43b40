// A bank-transfer report's lifecycle (payments.md §1: one decision per report).
import { defineLifecycle } from './lifecycle.ts';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReviewEvent = 'approve' | 'reject';

export const PAYMENT_REPORT_LIFECYCLE = defineLifecycle<ReviewStatus, ReviewEvent>({
  name: 'payment report',
  states: REVIEW_STATUSES,
  final: ['approved', 'rejected'],
  transitions: [
    { from: ['pending'], event: 'approve', to: 'approved' },
    { from: ['pending'], event: 'reject', to: 'rejected' },
  ],
});
