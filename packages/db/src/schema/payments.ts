// Payments of orders (spec §4): transfer reports, provider attempts and events, slip hashes.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamptz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Payment reports (spec §3 payment report, §4 free purchase report). A report of a free order is
 * 'AutoFree' (approved at once) or 'NeedApprovedFree' (an administrator decides).
 */
export const paymentReports = pgTable(
  'payment_reports',
  {
    id: serial('id').primaryKey(),
    order_id: belongsTo('order_id', () => orders.id),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payment_method_id: integer('payment_method_id'),
    /** 'banktransfer' | 'AutoFree' | 'NeedApprovedFree' | a provider's name. */
    report_type: text('report_type').notNull(),
    status: text('status').notNull().default('pending'),
    contact_name: text('contact_name'),
    email: text('email'),
    tel: text('tel'),
    bank_code: text('bank_code'),
    bank_account: text('bank_account'),
    transfer_datetime: timestamptz('transfer_datetime'),
    transfer_amount: integer('transfer_amount'),
    description: text('description'),
    address: text('address'),
    slip: jsonb('slip').$type<string[]>().notNull().default([]),
    /**
     * What the slips' own QR said (payments.md §1, the slip verification "mini QR"): 'read' (a slip
     * QR with a good CRC), 'unreadable' (no QR found), 'notSlip' (another kind of QR), 'badCrc'; null
     * for a report without slips or sent before slips were read.
     */
    slip_qr: text('slip_qr'),
    /** The sending bank's three-digit number and the transaction reference the slip QR carries. */
    slip_sending_bank: text('slip_sending_bank'),
    slip_trans_ref: text('slip_trans_ref'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamptz('decided_at'),
    decision_reason: text('decision_reason'),
    created_at: createdAt(),
  },
  (t) => [index('payment_reports_order').on(t.order_id), index('payment_reports_status').on(t.status)],
);

/**
 * One attempt to pay an order through a provider (payments.md "Rules for every method"). `reference`
 * is Rian's id for the attempt (sent to the provider); `provider_ref` the provider's (charge id, PayPal
 * order id, refno). An order becomes paid only from an attempt whose provider result was verified and
 * whose amount and currency match the order; the unique (provider, transaction_id) index makes a
 * repeated callback harmless.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    order_id: belongsTo('order_id', () => orders.id),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payment_method_id: integer('payment_method_id').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    provider_ref: text('provider_ref'),
    /** 'started' (before the provider answered) | 'pending' | 'paid' | 'failed' | 'mismatch'. */
    status: text('status').notNull().default('started'),
    amount: integer('amount').notNull(),
    currency_code: text('currency_code').notNull(),
    transaction_id: text('transaction_id'),
    /** What the provider reported when it differed from the order (amount, currency): kept for review. */
    reported: jsonb('reported').$type<Record<string, unknown>>(),
    failure_message: text('failure_message'),
    checked_at: timestamptz('checked_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference').on(t.reference),
    uniqueIndex('payment_attempts_provider_ref').on(t.provider, t.provider_ref),
    uniqueIndex('payment_attempts_transaction').on(t.provider, t.transaction_id),
    index('payment_attempts_order').on(t.order_id),
    index('payment_attempts_open')
      .on(t.created_at)
      .where(sql`${t.status} in ('started', 'pending')`),
  ],
);

/**
 * Provider callbacks as received (payments.md: answer fast, store the raw event keyed by the provider's
 * event id, process idempotently). A row not yet processed is retried by the reconciliation sweep.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    processed_at: timestamptz('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamptz('next_attempt_at'),
    received_at: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event').on(t.provider, t.event_id),
    index('payment_events_due')
      .on(t.next_attempt_at)
      .where(sql`${t.processed_at} is null`),
  ],
);

/**
 * Each transfer slip's content hash, once per order (payments.md §1: one slip reused for several orders
 * is the fraud to stop). The primary key refuses the same file for a second order.
 */
export const slipHashes = pgTable('slip_hashes', {
  sha256: text('sha256').primaryKey(),
  order_id: belongsTo('order_id', () => orders.id),
  payment_report_id: integer('payment_report_id').references(() => paymentReports.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});

/**
 * Each transfer a slip QR names (sending bank + transaction reference), once per order: a second photo
 * of the same slip has another hash but the same transfer, and the primary key refuses it for a
 * second order (payments.md §1).
 */
export const slipTransfers = pgTable(
  'slip_transfers',
  {
    sending_bank: text('sending_bank').notNull(),
    trans_ref: text('trans_ref').notNull(),
    order_id: belongsTo('order_id', () => orders.id),
    payment_report_id: integer('payment_report_id').references(() => paymentReports.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sending_bank, t.trans_ref] })],
);
