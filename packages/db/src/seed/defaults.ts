// The site defaults: what every academy's database holds from its first start, demo or not. No
// account, no course and no credential: an academy in production starts from these and fills in
// the rest from the back office (architecture.md, "Demo and production").
import type * as schema from '../schema/index.ts';
import { DEFAULT_CONTACT_FIELDS } from '@rian/domain/registration';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Marker in seed_runs: the site defaults were written once. */
export const SITE_DEFAULTS_NAME = 'site-defaults-v1';

// spec §5: each contact field has an enable and a require flag; the domain holds the defaults.
export { DEFAULT_CONTACT_FIELDS };

/** Settings row 1 (spec §7 /api/setting/site/into/1); the columns' own defaults fill the rest. */
export const SITE_SETTINGS_DEFAULTS: Insert<typeof schema.siteSettings> = {
  id: 1,
  title: 'สถาบันออนไลน์',
  title_en: 'Online Academy',
  contact_fields: DEFAULT_CONTACT_FIELDS,
  // Social log-in stays off until an administrator enters a provider's client id and secret.
  social_login: {},
};

/** The group a new student joins (spec §7 GET /api/user/group: is_default). */
export const DEFAULT_USER_GROUPS: Insert<typeof schema.userGroups>[] = [{ id: 1, name: 'บุคคลทั่วไป', is_default: 1 }];

type MethodRow = Insert<typeof schema.paymentMethods> & { id: number };

/**
 * spec §2: the eleven method ids in their cart order, without credentials. An online method pays
 * only once its provider's real credentials are set (PAYMENTS_MODE=production) or through its
 * local sandbox (sandbox mode).
 */
export const PAYMENT_METHOD_DEFAULTS: MethodRow[] = (
  [
    {
      id: 1,
      name: 'โอนเงินผ่านธนาคาร',
      name_en: 'Bank transfer',
      payment_type: 'banktransfer',
      description: 'โอนเงินหรือสแกนพร้อมเพย์ แล้วแจ้งชำระเงินพร้อมแนบสลิป',
    },
    {
      id: 2,
      name: 'เพย์พาล',
      name_en: 'PayPal',
      payment_type: 'paypal',
      description: 'ชำระผ่านบัญชี PayPal หรือบัตรที่ผูกกับ PayPal',
    },
    {
      id: 3,
      name: 'บัตรเครดิต/เดบิต (2C2P)',
      name_en: 'Credit/debit card (2C2P)',
      payment_type: '2c2p',
      description: 'ชำระด้วยบัตร Visa, Mastercard หรือ JCB ผ่านระบบ 2C2P',
    },
    {
      id: 4,
      name: 'สแกนจ่ายด้วย QR Code (SCB)',
      name_en: 'SCB QR payment',
      payment_type: 'scb_qr',
      description: 'สแกน QR Code ด้วยแอปธนาคารใดก็ได้',
    },
    {
      id: 8,
      name: 'บัตรเครดิต/เดบิต (Omise)',
      name_en: 'Credit/debit card (Omise)',
      payment_type: 'omise_card',
      description: 'ชำระด้วยบัตรเครดิตหรือเดบิต ยอดชำระขั้นต่ำ 20 บาท',
    },
    {
      id: 9,
      name: 'พร้อมเพย์ (Omise)',
      name_en: 'PromptPay (Omise)',
      payment_type: 'omise_promptpay',
      description: 'สแกน QR พร้อมเพย์ ระบบยืนยันการชำระเงินให้อัตโนมัติ ยอดชำระขั้นต่ำ 20 บาท',
    },
    {
      id: 10,
      name: 'ผ่อนชำระผ่านบัตรเครดิต (2C2P)',
      name_en: 'Card installment (2C2P)',
      payment_type: '2c2p_installment',
      description: 'ผ่อนชำระ 0% นานสูงสุด 10 เดือน กับบัตรเครดิตที่ร่วมรายการ',
    },
    {
      id: 11,
      name: 'บัตรเครดิต/เดบิต (GB Prime Pay)',
      name_en: 'Credit/debit card (GB Prime Pay)',
      payment_type: 'gbprime_card',
      description: 'ชำระด้วยบัตรเครดิตหรือเดบิตผ่าน GB Prime Pay',
    },
    {
      id: 12,
      name: 'พร้อมเพย์ (GB Prime Pay)',
      name_en: 'PromptPay (GB Prime Pay)',
      payment_type: 'gbprime_promptpay',
      description: 'สแกน QR พร้อมเพย์ผ่าน GB Prime Pay',
    },
    {
      id: 13,
      name: 'เพย์ โซลูชั่นส์',
      name_en: 'Pay Solutions',
      payment_type: 'paysolutions',
      description: 'ชำระผ่านหน้าชำระเงินของ Pay Solutions',
    },
    {
      id: 15,
      name: 'QR พร้อมเพย์ (2C2P)',
      name_en: 'PromptPay QR (2C2P)',
      payment_type: '2c2p_qr',
      description: 'สแกน QR พร้อมเพย์ผ่านระบบ 2C2P',
    },
  ] satisfies MethodRow[]
).map((m, i) => ({ application_id_1: null, secret_key: null, name_web: null, ...m, is_enabled: true, sort: i + 1 }));
