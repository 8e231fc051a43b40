// /admin/payment-settings: the payment methods' switches and the providers' keys. The method names
// are the payments catalogue part's, loaded here.
import '../../features/payments/i18n.ts';
import { PaymentSettingsPage } from '../../features/admin-settings/components/PaymentSettingsPage.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.paymentSettings' };

export function Component() {
  return <PaymentSettingsPage />;
}
