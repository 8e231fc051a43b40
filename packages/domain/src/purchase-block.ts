// Whether the buy button shows on a course page (spec §4: the viewer's course order status decides
// it; the registration window and seats of §3 decide whether a course can be bought at all). The
// server enforces the same bounds when an order is made (order-validation.ts: NO_MORE_SEAT,
// TIME_LEFT, COURSE_DUPLICATE); this is what the page says before that.
import type { RegistrationStatus } from './registration-window.ts';

/** spec §4: course order statuses seen on the page. */
export const COURSE_ORDER_STATUSES = ['notYetReceived', 'rejected', 'approved', 'pendingApproved'] as const;
export type CourseOrderStatus = (typeof COURSE_ORDER_STATUSES)[number];
export type PurchaseBlock = 'owned' | 'pending' | Exclude<RegistrationStatus, 'open'> | null;

/** Why the register button is withheld, or null when the course can be bought now. */
export function purchaseBlock(course: { statusOrder: CourseOrderStatus | null; reg_status: RegistrationStatus }): PurchaseBlock {
  if (course.statusOrder === 'approved') return 'owned';
  if (course.statusOrder === 'pendingApproved') return 'pending';
  return course.reg_status === 'open' ? null : course.reg_status;
}
