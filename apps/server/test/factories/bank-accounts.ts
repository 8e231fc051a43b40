// The academy's bank accounts (spec §3), which a transfer report must name.
import { schema, type Db } from '@rian/db';

export type BankAccountRow = typeof schema.bankAccounts.$inferSelect;

/** A KBANK account unless `spec` says otherwise; with `promptpay_id` it has a PromptPay QR. */
export async function aBankAccount(db: Db, spec: Partial<typeof schema.bankAccounts.$inferInsert> = {}): Promise<BankAccountRow> {
  const [row] = await db
    .insert(schema.bankAccounts)
    .values({
      account_id: '123-4-56789-0',
      account_name: 'บจก. สถาบันทดสอบ',
      bank: 'KBANK',
      bank_name: 'ธนาคารกสิกรไทย',
      ...spec,
    })
    .returning();
  return row!;
}
