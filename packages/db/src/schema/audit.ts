// The back office's audit log: every administrator's or instructor's write leaves one row saying who,
// when, what, and the record before and after (conventions.md, "The back office").
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Who; null once the account is deleted (the username stays). */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_username: text('actor_username').notNull(),
    actor_role: text('actor_role').notNull(),
    /** What was done: 'create' | 'update' | 'delete' or a verb of a lifecycle ('publish'). */
    action: text('action').notNull(),
    /** The kind of record ('course', 'category', …) and its id. */
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    /** The record before and after the write; null where there was none (create, delete). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entity_id), index('audit_log_created').on(t.created_at)],
);
