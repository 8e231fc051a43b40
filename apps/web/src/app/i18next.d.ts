// Typed translation keys (conventions.md "Habits"): a key missing from the Thai source catalogue
// fails the type-check. Catalogue parts count as the catalogue.
import 'i18next';
import type th from '../lib/locales/th.json';
import type payments from '../features/payments/locales/th.json';
import type learning from '../features/learning/locales/th.json';
import type checkout from '../features/checkout/locales/th.json';
import type registration from '../features/registration/locales/th.json';
import type admin from '../lib/locales/admin/th.json';
import type adminProducts from '../features/admin-products/locales/th.json';
import type adminContent from '../features/admin-content/locales/th.json';
import type adminUploads from '../features/admin-uploads/locales/th.json';
import type adminUploadField from '../components/admin/upload-field/locales/th.json';
import type adminRichText from '../components/admin/rich-text/locales/th.json';
import type adminCourseEditor from '../features/admin-catalogue/locales/th.json';
import type adminTeachers from '../features/admin-teachers/locales/th.json';
import type adminSettings from '../features/admin-settings/locales/th.json';
import type adminOutline from '../features/admin-outline/locales/th.json';
import type adminOrders from '../features/admin-orders/locales/th.json';
import type adminSales from '../features/admin-sales/locales/th.json';
import type adminCoupons from '../features/admin-coupons/locales/th.json';
import type adminPlans from '../features/admin-plans/locales/th.json';
import type adminTabs from '../features/admin-tabs/locales/th.json';
import type adminAssignments from '../features/admin-assignments/locales/th.json';
import type adminBankAccounts from '../features/admin-bank-accounts/locales/th.json';
import type adminMails from '../features/admin-mails/locales/th.json';
import type adminPeople from '../features/admin-people/locales/th.json';
import type account from '../features/account/locales/th.json';
import type catalogPages from '../features/catalog/locales/th.json';
import type taxInvoice from '../components/tax-invoice/locales/th.json';
import type setup from '../features/setup/locales/th.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The core catalogue and its parts (lib/i18n.ts addCataloguePart).
    resources: {
      translation: typeof th &
        typeof payments &
        typeof learning &
        typeof checkout &
        typeof registration &
        typeof admin &
        typeof adminProducts &
        typeof adminContent &
        typeof adminUploads &
        typeof adminUploadField &
        typeof adminRichText &
        typeof adminCourseEditor &
        typeof adminTeachers &
        typeof adminSettings &
        typeof adminOutline &
        typeof adminOrders &
        typeof adminSales &
        typeof adminCoupons &
        typeof adminPlans &
        typeof adminTabs &
        typeof adminAssignments &
        typeof adminBankAccounts &
        typeof adminMails &
        typeof adminPeople &
        typeof account &
        typeof catalogPages &
        typeof taxInvoice &
        typeof setup;
    };
  }
}
