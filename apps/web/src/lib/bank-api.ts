// Bank transfer, payment method 1 (spec §2 "Method 1 lists bank accounts with logo, account name and
// number"; §7 GET /public/payments/methods/1 and /public/payments/methods/1/bank).
import { queryOptions } from '@tanstack/react-query';
import { BankAccountListResponseSchema, BankTransferMethodResponseSchema } from '@rian/contracts/checkout';
import { apiGet } from './api-client.ts';
import { METHOD } from '@rian/domain/payment-methods';

/** The method with its accounts and whether it may be used (spec §5 availability rule). */
export function fetchBankTransferMethod(signal?: AbortSignal) {
  return apiGet(`/public/payments/methods/${METHOD.bankTransfer}`, BankTransferMethodResponseSchema, signal).then((r) => r.data);
}

/** The shop's bank accounts alone. */
export function fetchBankAccounts(signal?: AbortSignal) {
  return apiGet(`/public/payments/methods/${METHOD.bankTransfer}/bank`, BankAccountListResponseSchema, signal).then(
    (r) => r.data,
  );
}

export const bankTransferMethodQuery = () =>
  queryOptions({
    queryKey: ['checkout', 'payment-method', 1] as const,
    queryFn: ({ signal }) => fetchBankTransferMethod(signal),
    staleTime: 5 * 60_000,
  });

export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: ['checkout', 'bank-accounts'] as const,
    queryFn: ({ signal }) => fetchBankAccounts(signal),
    staleTime: 5 * 60_000,
  });
