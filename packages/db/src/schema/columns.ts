// Columns every table writes the same way: times are timestamptz (UTC), set by the database.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A time column: timestamptz, stored in UTC. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** The required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = <N extends string>(name: N, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
