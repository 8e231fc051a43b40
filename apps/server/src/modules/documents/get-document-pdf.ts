// One document of an order as a PDF, drawn from the snapshot it was issued with (decision 016): the
// buyer's own order only, or any for an administrator; a document of another order is NOT_FOUND.
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { DocumentSnapshot } from './document-snapshot.ts';
import { visibleOrder, type DocumentReader } from './list-documents.ts';
import { renderDocumentPdf } from './render-document-pdf.ts';

const { documents } = schema;

export async function getDocumentPdf(
  db: Db,
  reader: DocumentReader,
  orderId: number,
  docId: number,
): Promise<{ number: string; pdf: Buffer }> {
  await visibleOrder(db, reader, orderId);
  const [doc] = await db
    .select({ number: documents.number, snapshot: documents.snapshot })
    .from(documents)
    .where(and(eq(documents.id, docId), eq(documents.order_id, orderId)))
    .limit(1);
  if (!doc) throw new DomainError('NOT_FOUND', 'No such document');
  return { number: doc.number, pdf: await renderDocumentPdf(doc.snapshot as unknown as DocumentSnapshot) };
}
