// The academy's bank accounts in the back office, in the order the payment step lists them.
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { bankAccountColumns } from './bank-account-view.ts';

const { bankAccounts } = schema;

export function listBankAccounts(ctx: AdminContext, query: AdminListQuery) {
  return listPage(ctx.db, query, {
    rows: ctx.db.select(bankAccountColumns).from(bankAccounts).$dynamic(),
    counted: bankAccounts,
    search: [bankAccounts.account_name, bankAccounts.account_id, bankAccounts.bank_name],
    sorts: { sort: bankAccounts.sort, bank: bankAccounts.bank, account_name: bankAccounts.account_name, id: bankAccounts.id },
    fallback: 'sort',
    toRow: (row) => row,
  });
}
