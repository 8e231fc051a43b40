// POST /private/admin/orders/{id}/resend-receipt: the buyer's paid-order mail is queued again, with the
// links to the order's receipt or tax invoice and credit notes (payments/mark-paid.ts queueReceipt, the
// same mail as when it was paid). Only an order that was paid has one: any other is ORDER_NOT_PAID.
// Audited with the address it went to.
import { DomainError } from '@rian/domain/errors';
import { wasPaid, type OrderStatus } from '@rian/domain/lifecycles/order';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { ADMIN_APPROVAL, queueReceipt } from '../../payments/mark-paid.ts';
import { orderAction } from './order-action.ts';

export function resendReceipt(ctx: AdminContext, actor: Actor, id: number): Promise<AdminOrderDetail> {
  return orderAction(ctx, id, async (tx, order, mail) => {
    if (!wasPaid(order.status as OrderStatus)) throw new DomainError('ORDER_NOT_PAID', 'Only a paid order has a receipt');
    await queueReceipt(tx, order, ADMIN_APPROVAL, mail);
    await recordAudit(tx, actor, { action: 'resend-receipt', entity: 'order', entityId: id, after: { to: order.email } });
  });
}
