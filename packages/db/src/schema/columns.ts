// Columns every table writes the same way: times are timestamptz (UTC), set by the database.
import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A time column: timestamptz, stored in UTC. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** The required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = <N extends string>(name: N, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * Where a row of an outbox (mail_outbox, line_outbox) stands: a sweep sends the pending rows and retries
 * a failure until `next_attempt_at`; status is 'pending' | 'sent' | 'failed' (refused for good, or out
 * of attempts).
 */
export const outboxDelivery = () => ({
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  last_error: text('last_error'),
  next_attempt_at: timestamptz('next_attempt_at').notNull().defaultNow(),
  sent_at: timestamptz('sent_at'),
  created_at: createdAt(),
});
