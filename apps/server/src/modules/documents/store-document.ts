// Writes an issued document: its number as taken (take-document-number.ts), its snapshot and its
// value, in the caller's transaction. Issued documents are never updated nor deleted.
import { schema, type Tx } from '@rian/db';
import type { DocumentSnapshot } from './document-snapshot.ts';
import type { TakenNumber } from './take-document-number.ts';

const { documents } = schema;

export interface IssuedDocument {
  id: number;
  kind: DocumentSnapshot['kind'];
  number: string;
}

export async function storeDocument(
  tx: Tx,
  taken: TakenNumber,
  snapshot: DocumentSnapshot,
  row: { orderId: number; amount: number; refersToId?: number },
): Promise<IssuedDocument> {
  const [doc] = await tx
    .insert(documents)
    .values({
      kind: snapshot.kind,
      number: taken.number,
      year: taken.year,
      seq: taken.seq,
      order_id: row.orderId,
      refers_to_id: row.refersToId ?? null,
      amount: row.amount,
      currency_code: snapshot.currency,
      snapshot: snapshot as unknown as Record<string, unknown>,
      issued_at: new Date(snapshot.issuedAt),
    })
    .returning({ id: documents.id });
  return { id: doc!.id, kind: snapshot.kind, number: taken.number };
}
