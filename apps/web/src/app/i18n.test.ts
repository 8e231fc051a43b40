// The English catalogue must carry exactly the keys of the Thai source catalogue (conventions.md:
// "a missing key fails a test"), with the same {{placeholders}} in every text.
import { describe, expect, it } from 'vitest';
import thCore from '../lib/locales/th.json';
import enCore from '../lib/locales/en.json';
import thPayments from '../features/payments/locales/th.json';
import enPayments from '../features/payments/locales/en.json';
import thLearning from '../features/learning/locales/th.json';
import enLearning from '../features/learning/locales/en.json';
import thCheckout from '../features/checkout/locales/th.json';
import enCheckout from '../features/checkout/locales/en.json';
import thRegistration from '../features/registration/locales/th.json';
import enRegistration from '../features/registration/locales/en.json';
import thAdmin from '../lib/locales/admin/th.json';
import enAdmin from '../lib/locales/admin/en.json';
import thAdminProducts from '../features/admin-products/locales/th.json';
import enAdminProducts from '../features/admin-products/locales/en.json';
import thAdminContent from '../features/admin-content/locales/th.json';
import enAdminContent from '../features/admin-content/locales/en.json';
import thAdminUploads from '../features/admin-uploads/locales/th.json';
import enAdminUploads from '../features/admin-uploads/locales/en.json';
import thUploadField from '../components/admin/upload-field/locales/th.json';
import enUploadField from '../components/admin/upload-field/locales/en.json';
import thRichText from '../components/admin/rich-text/locales/th.json';
import enRichText from '../components/admin/rich-text/locales/en.json';
import thCourseEditor from '../features/admin-catalogue/locales/th.json';
import enCourseEditor from '../features/admin-catalogue/locales/en.json';
import thTeachers from '../features/admin-teachers/locales/th.json';
import enTeachers from '../features/admin-teachers/locales/en.json';
import thAdminSettings from '../features/admin-settings/locales/th.json';
import enAdminSettings from '../features/admin-settings/locales/en.json';
import thAdminOutline from '../features/admin-outline/locales/th.json';
import enAdminOutline from '../features/admin-outline/locales/en.json';
import thAdminOrders from '../features/admin-orders/locales/th.json';
import thAccount from '../features/account/locales/th.json';
import enAccount from '../features/account/locales/en.json';
import thCatalogPages from '../features/catalog/locales/th.json';
import enCatalogPages from '../features/catalog/locales/en.json';
import thSetup from '../features/setup/locales/th.json';
import enSetup from '../features/setup/locales/en.json';
import thTaxInvoice from '../components/tax-invoice/locales/th.json';
import enTaxInvoice from '../components/tax-invoice/locales/en.json';
import enAdminOrders from '../features/admin-orders/locales/en.json';
import thAdminSales from '../features/admin-sales/locales/th.json';
import enAdminSales from '../features/admin-sales/locales/en.json';
import thAdminCoupons from '../features/admin-coupons/locales/th.json';
import enAdminCoupons from '../features/admin-coupons/locales/en.json';
import thAdminPlans from '../features/admin-plans/locales/th.json';
import enAdminPlans from '../features/admin-plans/locales/en.json';
import thAdminTabs from '../features/admin-tabs/locales/th.json';
import enAdminTabs from '../features/admin-tabs/locales/en.json';
import thAdminAssignments from '../features/admin-assignments/locales/th.json';
import enAdminAssignments from '../features/admin-assignments/locales/en.json';
import thAdminBankAccounts from '../features/admin-bank-accounts/locales/th.json';
import enAdminBankAccounts from '../features/admin-bank-accounts/locales/en.json';
import thAdminMails from '../features/admin-mails/locales/th.json';
import enAdminMails from '../features/admin-mails/locales/en.json';
import thAdminPeople from '../features/admin-people/locales/th.json';
import enAdminPeople from '../features/admin-people/locales/en.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// The catalogue is the core plus its parts (lib/i18n.ts addCataloguePart, a deep merge); a part adds
// keys of its own and never shadows the core's or another part's.
const thParts = [
  thPayments,
  thLearning,
  thCheckout,
  thRegistration,
  thAdmin,
  thAdminProducts,
  thAdminContent,
  thAdminUploads,
  thUploadField,
  thRichText,
  thCourseEditor,
  thTeachers,
  thAdminSettings,
  thAdminOutline,
  thAdminOrders,
  thAdminSales,
  thAdminCoupons,
  thAdminPlans,
  thAdminTabs,
  thAdminAssignments,
  thAdminBankAccounts,
  thAdminMails,
  thAdminPeople,
  thAccount,
  thCatalogPages,
  thSetup,
  thTaxInvoice,
];
const enParts = [
  enPayments,
  enLearning,
  enCheckout,
  enRegistration,
  enAdmin,
  enAdminProducts,
  enAdminContent,
  enAdminUploads,
  enUploadField,
  enRichText,
  enCourseEditor,
  enTeachers,
  enAdminSettings,
  enAdminOutline,
  enAdminOrders,
  enAdminSales,
  enAdminCoupons,
  enAdminPlans,
  enAdminTabs,
  enAdminAssignments,
  enAdminBankAccounts,
  enAdminMails,
  enAdminPeople,
  enAccount,
  enCatalogPages,
  enSetup,
  enTaxInvoice,
];

/** Every text of the core and its parts by key, and the keys more than one of them define. */
function merged(core: Tree, parts: Tree[]): { keys: Map<string, string>; shadowed: string[] } {
  const keys = new Map<string, string>();
  const shadowed: string[] = [];
  for (const tree of [core, ...parts]) {
    for (const [key, text] of flatten(tree)) {
      if (keys.has(key)) shadowed.push(key);
      keys.set(key, text);
    }
  }
  return { keys, shadowed };
}

describe('translation catalogues', () => {
  const th = merged(thCore as Tree, thParts as Tree[]);
  const en = merged(enCore as Tree, enParts as Tree[]);
  const thKeys = th.keys;
  const enKeys = en.keys;

  it('parts add keys of their own', () => {
    expect(th.shadowed).toEqual([]);
    expect(en.shadowed).toEqual([]);
  });

  it('en has exactly the keys of th', () => {
    expect([...enKeys.keys()].sort()).toEqual([...thKeys.keys()].sort());
  });

  it('every text is filled in', () => {
    for (const [key, text] of [...thKeys, ...enKeys]) expect(text.trim(), key).not.toBe('');
  });

  it('translations use the same placeholders', () => {
    for (const [key, text] of thKeys) expect(placeholders(enKeys.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('keeps the keys the database customises', () => {
    // The demo seed overrides home.heroTitle (packages/db seed text_overrides).
    expect(thKeys.has('home.heroTitle')).toBe(true);
  });
});
