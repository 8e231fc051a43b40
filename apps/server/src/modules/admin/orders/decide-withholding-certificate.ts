// POST /private/admin/orders/{id}/withholding-certificate/accept and /reject: an administrator checks
// the uploaded certificate (50 ทวิ). Accepting records its number, date and amount withheld; an amount
// other than the order's withholding_price is WITHHOLDING_AMOUNT_MISMATCH unless the administrator says
// why (the lifecycle's guard). Rejecting records the reason the buyer then reads, and the buyer may
// upload again; they are mailed the reason. Each decision is one guarded UPDATE and one audit row on the order.
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { applyTransition, sourcesOf, TransitionRefused } from '@rian/domain/lifecycles/lifecycle';
import {
  acceptanceStands,
  certificateStatusOf,
  WITHHOLDING_CERTIFICATE_LIFECYCLE as LC,
  type WithholdingCertificateEvent,
} from '@rian/domain/lifecycles/withholding-certificate';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import type { WithholdingAccept } from '@rian/contracts/admin/withholding';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { CERTIFICATE_ACTIONS, certificateRow } from '../../withholding/certificate-of-order.ts';
import { lockWithholdingOrder, uploadCertificate } from '../../withholding/upload-certificate.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { certificateRejectedMail } from '../../orders/order-mails.ts';
import { getOrder } from './get-order.ts';

const { withholdingCertificates } = schema;

type Decision = Partial<typeof withholdingCertificates.$inferInsert>;

/** Holds the order, lets the lifecycle decide, writes the decision where the state still allows it, audits it. */
async function decide(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  event: Exclude<WithholdingCertificateEvent, 'upload'>,
  fields: (expected: number) => Decision,
): Promise<AdminOrderDetail> {
  // Read before the transaction: on the embedded database a read outside it would wait for it.
  const mail = event === 'reject' ? await ctx.bankTransfer?.mailContext() : undefined;
  await ctx.db.transaction(async (tx: Tx) => {
    const order = await lockWithholdingOrder(tx, id, { kind: 'admin' });
    const from = certificateStatusOf((await certificateRow(tx, id))?.cert.status);
    // The state first: deciding a certificate that is not waiting for it is refused whatever it says.
    if (!sourcesOf(LC, event).includes(from)) throw new TransitionRefused(LC.name, from, event);
    const decision = fields(order.withholding_price);
    const acceptance = { amount: decision.amount ?? 0, expected: order.withholding_price, reason: decision.accept_reason };
    const to = applyTransition(LC, from, event, acceptance);
    const now = ctx.clock();
    const moved = await tx
      .update(withholdingCertificates)
      .set({
        ...decision,
        status: to,
        decided_by: actor.id,
        decided_by_username: actor.username,
        decided_at: now,
        updated_at: now,
      })
      .where(and(eq(withholdingCertificates.order_id, id), inArray(withholdingCertificates.status, [...sourcesOf(LC, event)])))
      .returning({ id: withholdingCertificates.order_id });
    if (moved.length === 0) throw new TransitionRefused(LC.name, from, event);
    await recordAudit(tx, actor, {
      action: CERTIFICATE_ACTIONS[event],
      entity: 'order',
      entityId: id,
      before: { certificate: from },
      after: { certificate: to, ...decision },
    });
    if (mail && decision.reject_reason) {
      const rejected = certificateRejectedMail({
        to: order.email,
        userId: order.user_id,
        siteTitle: mail.siteTitle,
        publicUrl: mail.publicUrl,
        orderId: id,
        reason: decision.reject_reason,
      });
      await enqueueMail(tx, rejected);
    }
  });
  if (mail) ctx.bankTransfer?.kickMail?.();
  return getOrder(ctx.db, id);
}

export function acceptWithholdingCertificate(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  req: WithholdingAccept,
): Promise<AdminOrderDetail> {
  return decide(ctx, actor, id, 'accept', (expected) => {
    const reason = req.reason?.trim() || null;
    if (!acceptanceStands({ amount: req.amount, expected, reason })) {
      throw new DomainError(
        'WITHHOLDING_AMOUNT_MISMATCH',
        `The certificate shows ${req.amount}, the order withheld ${expected}`,
        {
          expected,
          amount: req.amount,
        },
      );
    }
    return { number: req.number, issued_on: req.issued_on, amount: req.amount, accept_reason: reason, reject_reason: null };
  });
}

export function rejectWithholdingCertificate(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  reason: string,
): Promise<AdminOrderDetail> {
  return decide(ctx, actor, id, 'reject', () => ({ reject_reason: reason }));
}

/** A certificate an administrator received by post or e-mail and uploaded: the same move as the buyer's. */
export async function uploadWithholdingCertificate(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  upload: string,
): Promise<AdminOrderDetail> {
  await uploadCertificate(ctx.db, ctx.clock(), actor, { kind: 'admin' }, id, upload);
  return getOrder(ctx.db, id);
}
