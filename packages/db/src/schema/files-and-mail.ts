// Uploaded files and the mail outbox.
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, outboxDelivery } from './columns.ts';
import { users } from './accounts.ts';

/**
 * Uploaded files (architecture.md files): public media is served at /uploads/{name}; private
 * files (slips, company certificates) only to their owner and administrators.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    owner_user_id: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Guest uploads (a profile picture before registering) carry the guest's id. */
    owner_guest_id: text('owner_guest_id'),
    /** 'profileImage' | 'image' | 'video' | 'slip' | 'certificate'. */
    kind: text('kind').notNull(),
    is_private: boolean('is_private').notNull().default(false),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    original_name: text('original_name'),
    /** SHA-256 of the stored bytes (slips: the same transfer slip cannot pay two orders). */
    sha256: text('sha256'),
    /** Slips: the text of the QR found in the picture (the bank's slip QR, payments.md §1); null when none was read. */
    qr_text: text('qr_text'),
    /** Images: pixel size of the stored original. */
    width: integer('width'),
    height: integer('height'),
    /** Videos: running time read from the file (milliseconds); null when the container does not say. */
    duration_ms: integer('duration_ms'),
    /** Images of the media library: the resized WebP copies for responsive images, e.g. [{ width: 320, name }]. */
    variants: jsonb('variants').$type<{ width: number; name: string }[]>(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('uploads_name').on(t.name), index('uploads_owner').on(t.owner_user_id)],
);

/**
 * Outgoing mail (architecture.md): every message is written here first, in the same transaction
 * as what caused it; a sweep sends pending rows over SMTP when SMTP_URL is set and retries
 * failures. Without SMTP the rows stay as the outbox an administrator reads.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    ...outboxDelivery(),
  },
  (t) => [index('mail_outbox_pending').on(t.status, t.next_attempt_at)],
);
