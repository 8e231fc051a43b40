// The next number of a series (payments.md "Thai tax and formats": numbered in series without gaps).
// One INSERT … ON CONFLICT DO UPDATE … RETURNING on the series' counter row, in the transaction that
// issues the document: the row stays locked until that transaction ends, so a second payment waits
// for the first and takes the next number, and a payment that rolls back takes its number back with it.
import { sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { buddhistYear, formatDocumentNumber, type DocumentKind } from '@rian/domain/thai-documents';

const { documentCounters } = schema;

export interface TakenNumber {
  year: number;
  seq: number;
  number: string;
}

/** Takes the next number of `kind` in the Buddhist-era year of `now` (Thai time): RC2569-000001 first. */
export async function takeDocumentNumber(tx: Tx, kind: DocumentKind, now: Date): Promise<TakenNumber> {
  const year = buddhistYear(now);
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, last_number: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.year],
      set: { last_number: sql`${documentCounters.last_number} + 1` },
    })
    .returning({ seq: documentCounters.last_number });
  const seq = row!.seq;
  return { year, seq, number: formatDocumentNumber(kind, year, seq) };
}
