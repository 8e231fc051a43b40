// A bank account as the back office reads it: its fields and whether transfer reports name it.
import { eq, sql } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminBankAccount } from '@rian/contracts/admin/bank-accounts';
import type { Tx } from '../audit/record-audit.ts';

const { bankAccounts, paymentReports } = schema;

export const bankAccountColumns = {
  ...columnsOf(bankAccounts, [
    'id',
    'bank',
    'bank_name',
    'account_name',
    'account_id',
    'branch',
    'promptpay_id',
    'prompt_pay_image',
    'sort',
  ]),
  // A report names the account it was paid to by number (spec §3 payment report bank_account).
  in_use: sql<boolean>`exists (select 1 from ${paymentReports} where ${paymentReports.bank_account} = ${bankAccounts.account_id})`,
};

export async function loadBankAccount(db: Db | Tx, id: number, lock = false): Promise<AdminBankAccount> {
  const query = db.select(bankAccountColumns).from(bankAccounts).where(eq(bankAccounts.id, id));
  const [row] = lock ? await query.for('update', { of: bankAccounts }) : await query;
  if (!row) throw new DomainError('NOT_FOUND', 'No such bank account');
  return row;
}
