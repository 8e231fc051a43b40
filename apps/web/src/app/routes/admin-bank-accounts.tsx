// /admin/bank-accounts: the academy's bank accounts for transfers, added and edited in a dialog with
// their PromptPay QR previewed.
import './admin-bank-accounts.css';
import { BankAccountList } from '../../features/admin-bank-accounts/components/BankAccountList.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.bankAccounts' };

export function Component() {
  return <BankAccountList />;
}
