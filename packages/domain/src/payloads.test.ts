// Table tests for the zod/mini payload schemas of spec §3: every schema with a passing and a failing
// payload, and the same messages as the plain rule functions (Thai by default, English on request).
import { describe, expect, it } from 'vitest';
import {
  ContactFieldSwitchesSchema,
  ContactFormSchema,
  MemberLoginSchema,
  OrderPayloadSchema,
  PaymentReportPayloadSchema,
  RegistrationPayloadSchema,
  TaxInvoiceDataSchema,
  UploadComponentDataSchema,
  createBankTransferReportFormSchema,
  createBankTransferReportSchema,
  createContactFormSchema,
  createCustomLabelAnswersSchema,
  createMemberLoginSchema,
  createOrderPayloadSchema,
  createRegistrationPayloadSchema,
  createTaxInvoiceSchema,
  createUploadComponentDataSchema,
} from './payloads.ts';
import { BANK_TRANSFER_REPORT } from './report-fixtures.test-helpers.ts';
import { NO_TAX_DATA } from './tax-fixtures.test-helpers.ts';
import {
  DEFAULT_CONTACT_FIELDS,
  validateContactForm,
  type ContactFieldSwitches,
  type CustomLabelDefinition,
} from './registration.ts';

interface Parsed {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}
/** "path: message" of every issue, or [] when the payload passes. */
const issues = (r: Parsed) => (r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

// The site defaults with the profile picture shown and required.
const SWITCHES: ContactFieldSwitches = { ...DEFAULT_CONTACT_FIELDS, displayImgUrl: { enable: true, require: true } };

describe('contact form and login schemas (spec §3, §5)', () => {
  const contact = {
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    email: 'somchai@example.co.th',
    tel: '0812345678',
    displayImgUrl: 'me.jpg',
  };

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a complete form', contact, []],
    [
      'no first name, tel too short',
      { ...contact, firstname: '', tel: '0812' },
      ['firstname: กรุณากรอกชื่อ', 'tel: เบอร์โทรศัพท์ต้องเป็นตัวเลข 9-10 หลัก'],
    ],
    ['no profile picture', { ...contact, displayImgUrl: null }, ['displayImgUrl: กรุณาอัปโหลดรูปโปรไฟล์']],
    ['no e-mail', { ...contact, email: '' }, ['email: กรุณากรอกอีเมล']],
  ])("site's switches: %s", (_name, payload, expected) => {
    expect(issues(createContactFormSchema(SWITCHES).safeParse(payload))).toEqual(expected);
  });

  it('says the same as the plain function, in English on request', () => {
    const payload = { email: 'x', firstname: '', displayImgUrl: '' };
    const fromSchema = issues(createContactFormSchema(SWITCHES, {}, 'en').safeParse(payload));
    const fromFunction = validateContactForm(payload, SWITCHES).map((i) => `${i.path.join('.')}: ${i.message.en}`);
    expect(fromSchema).toEqual(fromFunction);
    expect(fromSchema).toContain('displayImgUrl: Please upload Profile Picture');
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['only an e-mail (nothing else is required on every site)', { email: 'a@b.co' }, []],
    ['a malformed e-mail', { email: 'a@b' }, ['email: รูปแบบอีเมลไม่ถูกต้อง']],
    ['a number for a name', { email: 'a@b.co', firstname: 5 }, ['firstname: Invalid input']],
  ])('site-independent contact schema: %s', (_name, payload, expected) =>
    expect(issues(ContactFormSchema.safeParse(payload))).toEqual(expected),
  );

  it('parses the contact switches of the site settings', () => {
    expect(ContactFieldSwitchesSchema.safeParse(SWITCHES).success).toBe(true);
    expect(ContactFieldSwitchesSchema.safeParse({ ...SWITCHES, tel: { enable: 'yes' } }).success).toBe(false);
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['matching credentials', { username: 'somchai', newPassword: 'abc123', confirmNewPassword: 'abc123' }, []],
    [
      'a space and a mismatch',
      { username: 'som chai', newPassword: 'abc123', confirmNewPassword: 'abc' },
      ['username', 'confirmNewPassword'],
    ],
  ])('member login: %s', (_name, payload, paths) => {
    expect(issues(MemberLoginSchema.safeParse(payload)).map((i) => i.split(':')[0])).toEqual(paths);
  });

  it('gives the login messages in English on request', () => {
    const r = createMemberLoginSchema('en').safeParse({ username: 'ok', newPassword: 'abc123', confirmNewPassword: 'x' });
    expect(issues(r)).toEqual(['confirmNewPassword: The passwords do not match.']);
  });
});

const LABELS: CustomLabelDefinition[] = [
  { id: 7, type_label: 'inputtext', label: 'อาชีพ', required: 1, item_list: [] },
  { id: 8, type_label: 'radio', label: 'รู้จักเราจากช่องทางใด', required: 0, item_list: ['Facebook', 'Google'] },
];

describe('custom label answers schema (spec §3, §5)', () => {
  it.each<[string, unknown, string[]]>([
    [
      'answered',
      [
        { id: 7, value: 'ครู' },
        { id: 8, value: 'Google' },
      ],
      [],
    ],
    ['required empty', [{ id: 7, value: '' }], ['0: Please enter อาชีพ']],
    [
      'a choice outside the options',
      [
        { id: 7, value: 'ครู' },
        { id: 8, value: 'Bing' },
      ],
      ['1: Please choose รู้จักเราจากช่องทางใด from the given options.'],
    ],
    ['a value of the wrong shape', [{ id: 7, value: 3 }], ['0.value: Invalid input']],
  ])('%s', (_name, payload, expected) =>
    expect(issues(createCustomLabelAnswersSchema(LABELS, 'en').safeParse(payload))).toEqual(expected),
  );
});

describe('tax invoice schema (spec §3, §5)', () => {
  const company = {
    tax_person_type: 'juristic_person',
    tax_name_one: 'บริษัท เรียน จำกัด',
    tax_name_two: '00000',
    tax_payer_identification_no: '0105536092641',
    tax_address: '99 ถนนสีลม กรุงเทพฯ',
    tax_postcode: '10500',
    tax_is_delivery_by_tax_address: 1,
    tax_delivery_address: '',
    tax_company_certificate: null,
  };

  it.each<[string, Record<string, unknown>, boolean, string[]]>([
    ['a company, certificate not required', company, false, []],
    ['a company without the required certificate', company, true, ['tax_company_certificate: กรุณาอัพโหลดหนังสือรับรอง']],
    [
      'a bad check digit',
      { ...company, tax_payer_identification_no: '0105536092640' },
      false,
      ['tax_payer_identification_no: เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง'],
    ],
    ['an unknown person type', { ...company, tax_person_type: 'robot' }, false, ['tax_person_type: กรุณาเลือกประเภทผู้เสียภาษี']],
    [
      'delivery flag 2',
      { ...company, tax_is_delivery_by_tax_address: 2 },
      false,
      ['tax_is_delivery_by_tax_address: Invalid input'],
    ],
  ])('%s', (_name, payload, certificate, expected) => {
    expect(issues(createTaxInvoiceSchema({ companyCertificateRequired: certificate }).safeParse(payload))).toEqual(expected);
  });

  it('is the certificate-optional schema by default', () => {
    expect(TaxInvoiceDataSchema.safeParse(company).success).toBe(true);
  });
});

describe('registration payload schema (spec §3, §5)', () => {
  const payload = {
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    firstname_eng: 'Somchai',
    lastname_eng: 'Jaidee',
    nickname: 'ชาย',
    email: 'somchai@example.co.th',
    age: 30,
    tel: '0812345678',
    address: '',
    username: 'somchai',
    password: 'abc123',
    customLabel: [{ id: 7, value: 'ครู', validation: true, label: 'อาชีพ' }],
    branchid: null,
    educationList: ['ปริญญาตรี'],
    level: null,
    biography: null,
    displayImgUrl: 'me.png',
    createby: 'course-detail-page',
    studentGroupKpi: null,
    is_require_tax_invoice: 0,
    ...NO_TAX_DATA,
    is_registration_layout_four: 1,
  };
  const site = createRegistrationPayloadSchema({
    contactFields: SWITCHES,
    customLabels: LABELS,
    taxCompanyCertificateRequired: false,
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a complete payload', {}, []],
    ['a username with a space', { username: 'som chai' }, ['username']],
    ['a short password', { password: '123' }, ['password']],
    ['an English name over 255', { firstname_eng: 'a'.repeat(256) }, ['firstname_eng']],
    ['a custom label left empty', { customLabel: [] }, ['customLabel.0']],
    [
      'a tax invoice asked without data',
      { is_require_tax_invoice: 1 },
      ['tax_person_type', 'tax_name_one', 'tax_name_two', 'tax_payer_identification_no', 'tax_address', 'tax_postcode'],
    ],
    ['a negative age', { age: -1 }, ['age']],
  ])("site's settings: %s", (_name, over, paths) => {
    expect(issues(site.safeParse({ ...payload, ...over })).map((i) => i.split(':')[0])).toEqual(paths);
  });

  it('keeps e-mail required and credentials checked on any site', () => {
    expect(RegistrationPayloadSchema.safeParse({ email: 'somchai@example.co.th' }).success).toBe(true);
    expect(issues(RegistrationPayloadSchema.safeParse({ email: '' }))).toEqual(['email: กรุณากรอกอีเมล']);
    expect(issues(RegistrationPayloadSchema.safeParse({ ...payload, password: 'a b c d' }))).toEqual([
      'password: รหัสผ่านห้ามมีอักขระพิเศษหรือช่องว่าง ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และ @ - _ .',
    ]);
  });
});

describe('order payload schema (spec §3, §5)', () => {
  const order = {
    user_id: 5,
    course_id: [1, 2],
    payment_method_id: 1,
    coupon_id: [3],
    promotion_id: null,
    status: 'notYetReceived',
    price: 490000,
    discount: 50000,
    shipping_fee: 0,
    currency_code: 'THB',
    pricingplan_id: [11, 21],
    courses: [
      { course_id: 1, pricingplan_id: 11, price: 290000, discount: 50000, coupon_id: [3] },
      { course_id: 2, pricingplan_id: 21, price: 200000, discount: 0, coupon_id: [] },
    ],
    cancel_at: '2026-03-17T07:05:09.000Z',
    shipping_address_id: null,
    shipping_fee_id: null,
    is_withholding: 1,
    withholding_percent: 3,
  };

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a complete order', {}, []],
    ['USD with 1 % withholding', { currency_code: 'USD', withholding_percent: 1 }, []],
    ['no course', { course_id: [], pricingplan_id: [], courses: [] }, ['course_id: ยังไม่มีสินค้าในรถเข็น']],
    ['a duplicate course', { course_id: [1, 1] }, ['course_id: มีคอร์สนี้ในรถเข็นแล้ว']],
    ['a course missing from courses', { courses: [] }, ['pricingplan_id: กรุณาเลือกแพ็กเกจราคาให้ครบทุกคอร์ส']],
    ['a course without a plan', { pricingplan_id: [11] }, ['pricingplan_id: กรุณาเลือกแพ็กเกจราคาให้ครบทุกคอร์ส']],
    ['no payment method', { payment_method_id: null }, ['payment_method_id: กรุณาเลือกช่องทางการชำระเงิน']],
    ['an unknown payment method', { payment_method_id: 5 }, ['payment_method_id: กรุณาเลือกช่องทางการชำระเงิน']],
    ['a coupon twice', { coupon_id: [3, 3] }, ['coupon_id: ใช้คูปองนี้ไปแล้ว']],
    ['a fractional amount', { price: 4900.5 }, ['price: Invalid input']],
    ['a negative discount', { discount: -1 }, ['discount: Invalid input']],
    ['a currency other than THB and USD', { currency_code: 'EUR' }, ['currency_code: Invalid input']],
    ['withholding 2 %', { withholding_percent: 2 }, ['withholding_percent: Invalid input']],
    ['a status other than notYetReceived', { status: 'approved' }, ['status: Invalid input']],
    ['a cancel time that is not ISO 8601', { cancel_at: '17/03/2026' }, ['cancel_at: Invalid input']],
  ])('%s', (_name, over, expected) => {
    // The §8 catalogue's texts are attached to the rules the spec names; type errors keep zod's text.
    expect(issues(OrderPayloadSchema.safeParse({ ...order, ...over }))).toEqual(expected);
  });

  it('speaks English on request', () => {
    expect(issues(createOrderPayloadSchema('en').safeParse({ ...order, course_id: [] }))).toContain(
      'course_id: Your cart is empty.',
    );
  });
});

describe('payment report schemas (spec §3, §5)', () => {
  const report = BANK_TRANSFER_REPORT;
  const context = { amountDue: 150000, requireSlip: true };

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a complete report', {}, []],
    ['a time of 24:00:00', { time: '24:00:00' }, ['time']],
    ['a negative amount', { transfer_amount: -1 }, ['transfer_amount']],
    ['an unknown status', { status: 'paid' }, ['status']],
  ])('any method: %s', (_name, over, paths) => {
    expect(issues(PaymentReportPayloadSchema.safeParse({ ...report, ...over })).map((i) => i.split(':')[0])).toEqual(paths);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a complete bank transfer report', {}, []],
    ['no slip', { slip: [] }, ['slip: กรุณาอัพโหลดหลักฐานการโอนเงิน']],
    ['no source bank', { bank_code: '' }, ['bank_code: กรุณาเลือกธนาคารต้นทางที่โอน']],
    ['no amount', { transfer_amount: 0 }, ['transfer_amount: กรุณากรอกจำนวนเงินที่โอน']],
    ['created approved by the browser', { status: 'approved' }, ['status: Invalid input']],
    ['another payment method', { payment_method_id: 2 }, ['payment_method_id: Invalid input']],
    ['a time field that is not the Thai time of the instant', { time: '07:05:09' }, ['time: กรุณากรอกเวลาที่โอนเงิน']],
    [
      'an unreadable instant',
      { transfer_datetime: 'yesterday' },
      ['transfer_datetime: Invalid input', 'transfer_datetime: กรุณากรอกวันที่ที่โอนเงิน', 'transfer_datetime: กรุณากรอกเวลาที่โอนเงิน'],
    ],
  ])('bank transfer, server re-check: %s', (_name, over, expected) => {
    expect(issues(createBankTransferReportSchema(context).safeParse({ ...report, ...over }))).toEqual(expected);
  });

  it('accepts a zero-amount report without a slip and without a contact name (a notice only)', () => {
    const zero = { ...report, slip: [], transfer_amount: 0, contact_name: '' };
    expect(issues(createBankTransferReportSchema({ amountDue: 0, requireSlip: true }).safeParse(zero))).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'a complete form',
      {
        transfer_date: '2026-03-15',
        transfer_time: '14:05:09',
        transfer_amount: '1500.00',
        selectedSlipCount: 1,
        contact_name: '',
      },
      [],
    ],
    [
      'every blocking failure, in the spec order',
      { transfer_date: '2026-02-30', transfer_time: '24:00:00', transfer_amount: '', selectedSlipCount: 0, contact_name: '' },
      [
        'slip: กรุณาอัพโหลดหลักฐานการโอนเงิน',
        'transfer_amount: กรุณากรอกจำนวนเงินที่โอน',
        'transfer_date: กรุณากรอกวันที่ที่โอนเงิน',
        'transfer_time: กรุณากรอกเวลาที่โอนเงิน',
      ],
    ],
  ])('the modal form: %s', (_name, over, expected) => {
    const f = { bank_code: 'KBANK', bank_account: '123-4-56789-0', ...over };
    expect(issues(createBankTransferReportFormSchema(context).safeParse(f))).toEqual(expected);
  });
});

describe('upload component data schema (spec §3, §9)', () => {
  const data = {
    fileList: [{ name: 'a.jpg' }, { name: 'b.jpg', imageSize: 1000, lastModified: 1767225600000 }],
    deleteFileList: ['old.jpg'],
  };

  it.each<[string, unknown, boolean]>([
    ['stored and new files', data, true],
    ['a file without a name', { ...data, fileList: [{ name: '' }] }, false],
    ['a new file without its time', { ...data, fileList: [{ name: 'b.jpg', imageSize: 1000 }] }, false],
    ['an empty name to delete', { ...data, deleteFileList: [''] }, false],
  ])('%s → %s', (_name, payload, ok) => expect(UploadComponentDataSchema.safeParse(payload).success).toBe(ok));

  it('keeps the stored and new files apart', () => {
    expect(UploadComponentDataSchema.parse(data).fileList).toEqual(data.fileList);
  });

  it('holds the file limit', () => {
    expect(issues(createUploadComponentDataSchema({ limitFile: 1 }, 'en').safeParse(data))).toEqual([
      'fileList: Too many files.',
    ]);
    expect(createUploadComponentDataSchema({ limitFile: 2 }).safeParse(data).success).toBe(true);
  });
});
