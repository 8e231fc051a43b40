// A withholding-tax certificate's file comes for a paid order with withholding (payments.md "Thai tax
// and formats"): from its buyer (POST /private/orders/{id}/withholding-certificate) or from an
// administrator who received it by post or e-mail (the same under /private/admin). The file is an
// upload of kind 'certificate' (PDF, JPG, PNG; private) that the uploader made themselves. The order is
// held while its certificate moves: the lifecycle lets a file replace one not yet accepted. Audited on
// the order, the buyer's upload too, so the order's timeline shows who sent which file.
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { applyTransition, sourcesOf, TransitionRefused } from '@rian/domain/lifecycles/lifecycle';
import { certificateStatusOf, WITHHOLDING_CERTIFICATE_LIFECYCLE as LC } from '@rian/domain/lifecycles/withholding-certificate';
import type { Actor } from '../admin/admin-context.ts';
import { recordAudit, type Tx } from '../admin/audit/record-audit.ts';
import { CERTIFICATE_ACTIONS, certificateRow, isPaidOrder, type CertificateReader } from './certificate-of-order.ts';

const { orders, uploads, withholdingCertificates } = schema;

/** The order held for a change of its certificate: NOT_FOUND for another buyer's, refused without withholding. */
export async function lockWithholdingOrder(tx: Tx, orderId: number, reader: CertificateReader) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || (reader.kind === 'buyer' && order.user_id !== reader.userId)) {
    throw new DomainError('NOT_FOUND', 'No such order');
  }
  if (order.is_withholding !== 1) throw new DomainError('WITHHOLDING_NOT_EXPECTED');
  return order;
}

/** The uploader's own private certificate upload, or WITHHOLDING_FILE_UNKNOWN. */
async function ownCertificateUpload(tx: Tx, name: string, ownerId: number): Promise<void> {
  const [file] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.name, name),
        eq(uploads.kind, 'certificate'),
        eq(uploads.is_private, true),
        eq(uploads.owner_user_id, ownerId),
      ),
    )
    .limit(1);
  if (!file) throw new DomainError('WITHHOLDING_FILE_UNKNOWN');
}

export async function uploadCertificate(
  db: Db,
  now: Date,
  uploader: Actor,
  reader: CertificateReader,
  orderId: number,
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockWithholdingOrder(tx, orderId, reader);
    if (!isPaidOrder(order.status)) throw new DomainError('ORDER_NOT_PAID', 'The certificate follows the payment');
    await ownCertificateUpload(tx, name, uploader.id);
    const from = certificateStatusOf((await certificateRow(tx, orderId))?.cert.status);
    const to = applyTransition(LC, from, 'upload');
    const fresh = {
      status: to,
      file: name,
      uploaded_by: uploader.id,
      uploaded_at: now,
      number: null,
      issued_on: null,
      amount: null,
      accept_reason: null,
      reject_reason: null,
      decided_by: null,
      decided_by_username: null,
      decided_at: null,
      updated_at: now,
    };
    const moved = await tx
      .insert(withholdingCertificates)
      .values({ order_id: orderId, ...fresh })
      .onConflictDoUpdate({
        target: withholdingCertificates.order_id,
        set: fresh,
        setWhere: inArray(withholdingCertificates.status, [...sourcesOf(LC, 'upload')]),
      })
      .returning({ id: withholdingCertificates.order_id });
    if (moved.length === 0) throw new TransitionRefused(LC.name, from, 'upload');
    await recordAudit(tx, uploader, {
      action: CERTIFICATE_ACTIONS.upload,
      entity: 'order',
      entityId: orderId,
      before: { certificate: from },
      after: { certificate: to, file: name },
    });
  });
}
