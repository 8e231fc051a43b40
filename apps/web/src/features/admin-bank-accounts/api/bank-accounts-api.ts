// The academy's bank accounts in the back office (/private/admin/bank-accounts) and the preview of a
// typed PromptPay id's QR, drawn by the server as the payment step draws it.
import { BankAccountOneSchema, type BankAccountCreate, type BankAccountPatch } from '@rian/contracts/admin/bank-accounts';
import { useSaveResource } from '../../../lib/admin-api.ts';

export const useSaveBankAccount = () =>
  useSaveResource<BankAccountCreate | BankAccountPatch>('bank-accounts', BankAccountOneSchema);

/** The PNG address of the QR a PromptPay id gives (static, no amount). */
export function promptPayPreviewUrl(promptPayId: string): string {
  return `/private/admin/bank-accounts/promptpay-qr/${encodeURIComponent(promptPayId)}`;
}
