// An order's documents, oldest first, for the buyer who owns it (another's order is NOT_FOUND, as the
// other private order routes answer) or for an administrator, each with its PDF's address for that reader.
import { asc, eq } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import type { OrderDocument } from '@rian/contracts/documents';
import { DomainError } from '@rian/domain/errors';
import type { DocumentKind } from '@rian/domain/thai-documents';
import type { AuthUser } from '../auth/session.service.ts';
import { assertVisible } from '../orders/order-details.ts';

const { orders, documents } = schema;

/** Who reads: the buyer under /private/orders, an administrator under /private/admin/orders. */
export type DocumentReader = { kind: 'buyer'; user: AuthUser } | { kind: 'admin' };

/** The order, when the reader may see it; NOT_FOUND otherwise. */
export async function visibleOrder(db: Db, reader: DocumentReader, orderId: number): Promise<{ id: number }> {
  const [order] = await db.select({ id: orders.id, user_id: orders.user_id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (reader.kind === 'buyer') assertVisible(order, reader.user);
  else if (!order) throw new DomainError('NOT_FOUND', 'No such order');
  return order;
}

export function documentUrl(reader: Pick<DocumentReader, 'kind'>, orderId: number, docId: number): string {
  const base = reader.kind === 'admin' ? '/private/admin/orders' : '/private/orders';
  return `${base}/${orderId}/documents/${docId}.pdf`;
}

export async function listDocuments(db: Db, reader: DocumentReader, orderId: number): Promise<OrderDocument[]> {
  await visibleOrder(db, reader, orderId);
  const rows = await db
    .select({
      ...columnsOf(documents, ['id', 'kind', 'number', 'issued_at', 'amount', 'currency_code']),
    })
    .from(documents)
    .where(eq(documents.order_id, orderId))
    .orderBy(asc(documents.id));
  return rows.map((r) => ({
    ...r,
    kind: r.kind as DocumentKind,
    currency_code: r.currency_code === 'USD' ? 'USD' : 'THB',
    issued_at: r.issued_at.toISOString(),
    url: documentUrl(reader, orderId, r.id),
  }));
}
