// The site's bank accounts in their display order (spec §2 method 1 "lists bank accounts with logo,
// account name and number, a QR Code button"; §3 bank account).
import { asc } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { BankAccount } from '@rian/contracts';

const { bankAccounts } = schema;

export function listBankAccounts(db: Db): Promise<BankAccount[]> {
  return db
    .select({
      id: bankAccounts.id,
      account_id: bankAccounts.account_id,
      account_name: bankAccounts.account_name,
      bank: bankAccounts.bank,
      bank_name: bankAccounts.bank_name,
      branch: bankAccounts.branch,
      prompt_pay_image: bankAccounts.prompt_pay_image,
      promptpay_id: bankAccounts.promptpay_id,
    })
    .from(bankAccounts)
    .orderBy(asc(bankAccounts.sort), asc(bankAccounts.id));
}
