// The documents a paid order or a refund is given (payments.md "Thai tax and formats"): receipts,
// full tax invoices and credit notes, numbered in a series per kind and Buddhist-era year. The
// snapshot is what the document was issued with, so a later change of the settings, the buyer's tax
// data or a course's title never alters an issued document; the PDF is drawn from it on request.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { timestamptz } from './columns.ts';

/**
 * The last number taken in each series. A number is taken by an UPDATE … RETURNING of this row in
 * the transaction that issues the document: the row stays locked until that transaction ends, so two
 * payments at once never share a number and a payment that rolls back gives its number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /** 'receipt' | 'tax_invoice' | 'credit_note'. */
    kind: text('kind').notNull(),
    /** The Buddhist-era year of the series (2569). */
    year: integer('year').notNull(),
    last_number: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] }), check('document_counters_positive', sql`${t.last_number} > 0`)],
);

/** One issued document. Never updated nor deleted: a correction is a credit note referring to it. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** RC2569-000001, TX2569-000001, CN2569-000001. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's original receipt or tax invoice. */
    refers_to_id: integer('refers_to_id').references((): AnyPgColumn => documents.id),
    /** The document's value in minor units (a credit note: the amount refunded). */
    amount: integer('amount').notNull(),
    currency_code: text('currency_code').notNull(),
    /** Everything printed on the paper, as it was when issued (the server's DocumentSnapshot). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    issued_at: timestamptz('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('documents_number').on(t.number),
    uniqueIndex('documents_series').on(t.kind, t.year, t.seq),
    index('documents_order').on(t.order_id),
    check('documents_amount', sql`${t.amount} >= 0`),
  ],
);
