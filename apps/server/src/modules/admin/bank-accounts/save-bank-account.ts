// Creating, editing, deleting and ordering the academy's bank accounts (spec §2 bank account, §3 bank
// transfer). An account a transfer report names by its number stays: the report must keep saying
// where the money went. Every write is audited.
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminBankAccount, BankAccountCreate, BankAccountPatch } from '@rian/contracts/admin/bank-accounts';
import type { Actor, AdminContext } from '../admin-context.ts';
import { createAudited, insertRow, nextPlace, publishedWrite, tableWrites } from '../audited-write.ts';
import { reorderTable } from '../write-order.ts';
import { loadBankAccount } from './bank-account-view.ts';

const { bankAccounts } = schema;

const account = { entity: 'bank_account', area: 'site', load: loadBankAccount, table: bankAccounts } as const;

const writes = tableWrites<AdminBankAccount, typeof bankAccounts, BankAccountCreate, BankAccountPatch>(account, {
  keep: async (_tx, before) => {
    if (before.in_use) throw new DomainError('IN_USE', 'A transfer report names this account');
  },
});

export const bankAccountWrites = {
  ...writes,
  /** A new account goes last unless a place is sent. */
  create: (ctx: AdminContext, actor: Actor, input: BankAccountCreate) =>
    createAudited(ctx, actor, account, async (tx) =>
      insertRow(tx, bankAccounts, { ...input, sort: input.sort ?? (await nextPlace(tx, bankAccounts.sort, 1)) }),
    ),
};

export async function orderBankAccounts(ctx: AdminContext, actor: Actor, ids: number[]): Promise<AdminBankAccount[]> {
  return publishedWrite(ctx, 'site', async (tx) => {
    const place = (sort: number) => ({ sort });
    const by = bankAccounts.sort;
    await reorderTable(tx, actor, ids, { table: bankAccounts, by, place, entity: 'bank_account', what: 'bank account' });
    const saved: AdminBankAccount[] = [];
    for (const id of ids) saved.push(await loadBankAccount(tx, id)); // one statement at a time on the transaction
    return saved;
  });
}
