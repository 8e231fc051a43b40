// Bank transfer as the cart shows it (spec §2 method 1 "lists bank accounts with logo, account name
// and number, a QR Code button", §3 payment method and bank account, §5 "Bank transfer is blocked in
// the cart when it has no bank accounts or any account lacks an account number or bank name").
// payments.md: secrets never leave the server, so no query here ever selects payment_methods.secret_key.
import { and, asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { BankAccount, PublicPaymentMethod } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import { BANK_TRANSFER_METHOD_ID, isBankTransferAvailable } from '@rian/domain/payment-report';
import { transferSourceBanks } from '@rian/domain/banks';

const { paymentMethods, bankAccounts } = schema;

export interface BankTransferMethod extends PublicPaymentMethod {
  bankList: BankAccount[];
  available: boolean;
}

export interface BankOption {
  banktransfer_value: string;
  banktransfer_nameth: string;
  banktransfer_nameen: string;
}

export class PaymentMethodsService {
  constructor(private readonly db: Db) {}

  /** The site's bank accounts in their display order. */
  bankAccounts(): Promise<BankAccount[]> {
    return this.db
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

  /** spec §7 GET /public/payments/methods/1: the method's public fields, its accounts, and whether it can be chosen. */
  async bankTransfer(): Promise<BankTransferMethod> {
    const [rows, bankList] = await Promise.all([
      this.db
        .select({
          id: paymentMethods.id,
          name: paymentMethods.name,
          name_en: paymentMethods.name_en,
          payment_type: paymentMethods.payment_type,
          description: paymentMethods.description,
        })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, BANK_TRANSFER_METHOD_ID), eq(paymentMethods.is_enabled, true)))
        .limit(1),
      this.bankAccounts(),
    ]);
    const method = rows[0];
    if (!method) throw new DomainError('NOT_FOUND', 'Bank transfer is not offered');
    return { ...method, bankList, available: isBankTransferAvailable(bankList) };
  }

  /** spec §3 bank list option: the banks a transfer may come from (PromptPay is a scheme, not a source bank). */
  bankOptions(): BankOption[] {
    return transferSourceBanks().map((b) => ({
      banktransfer_value: b.code,
      banktransfer_nameth: b.name_th,
      banktransfer_nameen: b.name_en,
    }));
  }
}
