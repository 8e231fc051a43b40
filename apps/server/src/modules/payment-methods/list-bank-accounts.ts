// The site's bank accounts in their display order (spec §2 method 1 "lists bank accounts with logo,
// account name and number, a QR Code button"; §3 bank account).
import { asc } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import type { BankAccount } from '@rian/contracts';

const { bankAccounts } = schema;

export function listBankAccounts(db: Db): Promise<BankAccount[]> {
  return db
    .select({
      ...columnsOf(bankAccounts, [
        'id',
        'account_id',
        'account_name',
        'bank',
        'bank_name',
        'branch',
        'prompt_pay_image',
        'promptpay_id',
      ]),
    })
    .from(bankAccounts)
    .orderBy(asc(bankAccounts.sort), asc(bankAccounts.id));
}
