// The payment methods an academy offers (spec §4) and its bank accounts for transfers.
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bilingualText } from './columns.ts';

/**
 * Payment methods, keyed by the spec's method ids (§2). application_id_1 holds a public id
 * (merchant id, public key); secret_key holds what the spec put in application_id_2 for method 3
 * (the signing secret). Rian never sends secret_key to a browser (spec §3 copied a defect there).
 * secret_key is stored sealed (AES-256-GCM under RIAN_SECRETS_KEY, the server's lib/secret-box.ts);
 * a plain value (the demo seed writes some) is sealed by the server at start.
 */
export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  ...bilingualText('name'),
  payment_type: text('payment_type').notNull(),
  description: text('description').notNull().default(''),
  application_id_1: text('application_id_1'),
  secret_key: text('secret_key'),
  name_web: text('name_web'),
  is_enabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /**
   * The provider's test environment instead of its live one (the provider's sandbox host, its test
   * keys). Set for every method of the provider at once: they share one account's keys. A method in
   * test is offered to administrators only, and an order paid through it is a test order.
   */
  test_mode: boolean('test_mode').notNull().default(false),
});

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  account_id: text('account_id').notNull(),
  account_name: text('account_name').notNull(),
  /** Bank code (BAY, BBL, KBANK, ..., PROMPTPAY); the logo is chosen by it (spec §3). */
  bank: text('bank').notNull(),
  bank_name: text('bank_name').notNull(),
  branch: text('branch'),
  prompt_pay_image: text('prompt_pay_image'),
  /** PromptPay id (phone or tax id) used to generate an EMVCo QR when there is no image. */
  promptpay_id: text('promptpay_id'),
  sort: integer('sort').notNull().default(0),
});
