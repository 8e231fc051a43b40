// The withholding-tax certificate of an order (หนังสือรับรองการหักภาษี ณ ที่จ่าย, "50 ทวิ";
// payments.md "Thai tax and formats"): one row per order once a file came. No row is the state
// 'awaited'; the states and their moves are packages/domain lifecycles/withholding-certificate.ts.
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

export const withholdingCertificates = pgTable(
  'withholding_certificates',
  {
    order_id: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'uploaded' | 'accepted' | 'rejected'. */
    status: text('status').notNull(),
    /** The private upload (kind 'certificate') holding the file, served only to its owner and administrators. */
    file: text('file').notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploaded_at: timestamptz('uploaded_at').notNull(),
    /** What the administrator read on the accepted certificate: its number, its date and the amount withheld (minor units). */
    number: text('number'),
    issued_on: date('issued_on', { mode: 'string' }),
    amount: integer('amount'),
    /** Why an amount other than the order's withholding_price was accepted. */
    accept_reason: text('accept_reason'),
    /** Why the file was refused; shown to the buyer until a new one comes. */
    reject_reason: text('reject_reason'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by_username: text('decided_by_username'),
    decided_at: timestamptz('decided_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('withholding_certificates_status', sql`${t.status} in ('uploaded', 'accepted', 'rejected')`)],
);
