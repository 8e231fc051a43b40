// spec §7 GET /public/payments/methods/1: bank transfer's public fields, its accounts, and whether it
// can be chosen (spec §5 "Bank transfer is blocked in the cart when it has no bank accounts or any
// account lacks an account number or bank name"). payments.md: secrets never leave the server, so no
// query here ever selects payment_methods.secret_key.
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { BankAccount, PublicPaymentMethod } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import { BANK_TRANSFER_METHOD_ID, isBankTransferAvailable } from '@rian/domain/payment-report';
import { listBankAccounts } from './list-bank-accounts.ts';
import { PUBLIC_METHOD_COLUMNS } from './public-method-columns.ts';

const { paymentMethods } = schema;

export interface BankTransferMethod extends PublicPaymentMethod {
  bankList: BankAccount[];
  available: boolean;
}

export async function getBankTransferMethod(db: Db): Promise<BankTransferMethod> {
  const [rows, bankList] = await Promise.all([
    db
      .select(PUBLIC_METHOD_COLUMNS)
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, BANK_TRANSFER_METHOD_ID), eq(paymentMethods.is_enabled, true)))
      .limit(1),
    listBankAccounts(db),
  ]);
  const method = rows[0];
  if (!method) throw new DomainError('NOT_FOUND', 'Bank transfer is not offered');
  return { ...method, bankList, available: isBankTransferAvailable(bankList) };
}
