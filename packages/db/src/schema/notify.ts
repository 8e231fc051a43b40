// The administrators' notices (a new order, a new payment report): where they go, and the LINE
// pushes waiting to leave. The e-mail copies wait in mail_outbox like every other message.
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { outboxDelivery, updatedAt } from './columns.ts';

/**
 * One row (id 1): the notices' settings. Kept apart from site_settings, which every page reads, so
 * that the sealed LINE token is read only by the sender and the back office's settings.
 */
export const notifySettings = pgTable('notify_settings', {
  id: integer('id').primaryKey(),
  /** Where the notice e-mails go; null sends one to every administrator's own address. */
  admin_email: text('admin_email'),
  line_enabled: boolean('line_enabled').notNull().default(false),
  /** The LINE Messaging API channel access token, sealed (AES-256-GCM, lib/secret-box.ts); never answered. */
  line_token_sealed: text('line_token_sealed'),
  /** The user, group or room id the pushes go to. */
  line_target_id: text('line_target_id').notNull().default(''),
  updated_at: updatedAt(),
});

/**
 * LINE pushes, written in the same transaction as the order or report they tell of, sent by a sweep
 * (notify/line-sender.ts) with retries. `retry_key` is the X-Line-Retry-Key of every attempt of the
 * row, so LINE delivers a push at most once however often it is retried.
 */
export const lineOutbox = pgTable(
  'line_outbox',
  {
    id: serial('id').primaryKey(),
    /** 'order_placed' | 'transfer_reported'. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    retry_key: text('retry_key').notNull(),
    ...outboxDelivery(),
  },
  (t) => [index('line_outbox_pending').on(t.status, t.next_attempt_at), uniqueIndex('line_outbox_retry_key').on(t.retry_key)],
);
