// Columns every table writes the same way: times are timestamptz (UTC), set by the database; a text
// shown in both languages is a Thai column and its English one.
import { integer, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A time column: timestamptz, stored in UTC. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A yes/no switch as the spec stores it: a smallint 1 or 0, never null, `byDefault` when a row does not say. */
export const flag = (byDefault: 0 | 1) => smallint().notNull().default(byDefault);

const thaiText = () => text().notNull();
const thaiTextOr = (fallback: string) => text().notNull().default(fallback);
const englishText = () => text();
type Bilingual<N extends string, Thai> = { [K in N]: Thai } & { [K in `${N}_en`]: ReturnType<typeof englishText> };

/**
 * A Thai text and its English version, `name` then `name_en` (each column named by its key): the English
 * one is null until it is written, and the storefront then shows the Thai one (spec §2 language switch).
 * With `thaiDefault`, a row written without the Thai text gets that text.
 */
export function bilingualText<const N extends string>(name: N): Bilingual<N, ReturnType<typeof thaiText>>;
export function bilingualText<const N extends string>(name: N, thaiDefault: string): Bilingual<N, ReturnType<typeof thaiTextOr>>;
export function bilingualText(name: string, thaiDefault?: string) {
  return { [name]: thaiDefault === undefined ? thaiText() : thaiTextOr(thaiDefault), [`${name}_en`]: englishText() };
}

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
