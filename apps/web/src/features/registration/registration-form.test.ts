// The registration form's mapping: form values → the spec §3 payload, the form's issues in field
// order with the domain's messages, and server error details → messages under fields.
import { describe, expect, it } from 'vitest';
import type { CustomLabel } from '@rian/contracts/site';
import { errorTexts } from '@rian/domain/errors';
import { DEFAULT_CONTACT_FIELDS, REGISTRATION_MESSAGES } from '@rian/domain/registration';
import { TAX_INVOICE_MESSAGES } from '@rian/domain/tax-invoice';
import {
  contactSwitches,
  initialFormValues,
  isGroupFieldShown,
  serverFieldIssues,
  sortCustomLabels,
  toRegistrationBody,
  validateRegistrationForm,
  withholdingProfileOf,
  type RegistrationFormContext,
  type RegistrationFormValues,
} from './registration-form.ts';

const LABELS: CustomLabel[] = sortCustomLabels([
  { id: 7, type_label: 'radio', label: 'รู้จักเราจากช่องทางใด', order_label: 5, required: 0, item_list: ['Facebook', 'Google'] },
  { id: 2, type_label: 'select', label: 'ระดับการศึกษา', order_label: 2, required: 1, item_list: ['ปริญญาตรี', 'ปริญญาโท'] },
  { id: 1, type_label: 'inputtext', label: 'ชื่อบริษัท', order_label: 1, required: 0, item_list: [] },
  { id: 4, type_label: 'checkbox', label: 'การยินยอม', order_label: 4, required: 1, item_list: ['ยอมรับเงื่อนไข'] },
  { id: 9, type_label: 'image', label: 'รูปบัตรนักศึกษา', order_label: 6, required: 0, item_list: [] },
]);

// The demo site's switches (packages/db seed): the site defaults with the user group shown and required.
const SWITCHES = contactSwitches({ ...DEFAULT_CONTACT_FIELDS, studentGroupKpi: { enable: true, require: true } });

const ctx = (over: Partial<RegistrationFormContext> = {}): RegistrationFormContext => ({
  switches: SWITCHES,
  userGroupIds: [1, 2, 3],
  customLabels: LABELS,
  layoutFour: true,
  taxCompanyCertificateRequired: false,
  ...over,
});

function filled(): RegistrationFormValues {
  const v = initialFormValues(LABELS, 1);
  v.contact = { ...v.contact, firstname: ' สมหญิง ', lastname: 'ใจดี', email: ' somying@example.co.th ', tel: '0812345678' };
  v.customLabel = { ...v.customLabel, 1: '  บริษัท ตัวอย่าง จำกัด ', 2: 'ปริญญาโท', 4: ['ยอมรับเงื่อนไข'], 7: 'Google' };
  v.login = { username: 'somying.j', newPassword: 'secret-123', confirmNewPassword: 'secret-123' };
  return v;
}

/** The filled form asking for a tax invoice with these tax fields. */
function withTaxInvoice(tax: Partial<RegistrationFormValues['tax']>): RegistrationFormValues {
  const v = filled();
  v.taxInvoice = true;
  v.tax = { ...v.tax, ...tax };
  return v;
}

const keys = (issues: { key: string }[]) => issues.map((i) => i.key);

describe('contact switches', () => {
  it('hides a field the site does not list and always shows and requires e-mail', () => {
    const s = contactSwitches({ firstname: { enable: true, require: false }, email: { enable: false, require: false } });
    expect(s.firstname).toEqual({ enable: true, require: false });
    expect(s.tel).toEqual({ enable: false, require: false });
    expect(s.email).toEqual({ enable: true, require: true });
  });

  it('shows the user group only when switched on and the site has groups', () => {
    expect(isGroupFieldShown({ switches: SWITCHES, userGroupIds: [1] })).toBe(true);
    expect(isGroupFieldShown({ switches: SWITCHES, userGroupIds: [] })).toBe(false);
    expect(isGroupFieldShown({ switches: contactSwitches({}), userGroupIds: [1] })).toBe(false);
  });

  it('orders custom labels by order_label', () => {
    expect(LABELS.map((l) => l.id)).toEqual([1, 2, 4, 7, 9]);
  });
});

describe('validateRegistrationForm', () => {
  it('passes a filled form', () => {
    expect(validateRegistrationForm(filled(), ctx())).toEqual([]);
  });

  it('reports an empty form in field order with the domain messages', () => {
    const issues = validateRegistrationForm(initialFormValues(LABELS), ctx());
    expect(keys(issues)).toEqual([
      'firstname',
      'lastname',
      'email',
      'tel',
      'studentGroupKpi',
      'customLabel.2',
      'customLabel.4',
      'username',
      'newPassword',
    ]);
    expect(issues[0]?.message).toEqual(REGISTRATION_MESSAGES.firstnameRequired);
    expect(issues[5]?.message.th).toBe('กรุณาเลือกระดับการศึกษา');
    expect(issues[5]?.message.en).toBe('Please enter ระดับการศึกษา');
  });

  it('gives the spec §5 messages for a bad e-mail, a bad username and mismatching passwords', () => {
    const v = filled();
    v.contact.email = 'somying@';
    v.login = { username: 'สมหญิง', newPassword: 'secret-123', confirmNewPassword: 'secret-124' };
    const issues = validateRegistrationForm(v, ctx());
    expect(issues).toEqual([
      { key: 'email', message: errorTexts('INVALID_FORMAT_EMAIL') },
      { key: 'username', message: REGISTRATION_MESSAGES.usernameInvalid },
      { key: 'confirmNewPassword', message: REGISTRATION_MESSAGES.passwordMismatch },
    ]);
  });

  it('checks the login only in layout four', () => {
    const v = filled();
    v.login = { username: '', newPassword: '', confirmNewPassword: '' };
    expect(validateRegistrationForm(v, ctx({ layoutFour: false }))).toEqual([]);
  });

  it('does not require hidden fields, and checks the group against the offered ones', () => {
    const v = filled();
    v.contact.studentGroupKpi = '';
    expect(keys(validateRegistrationForm(v, ctx({ userGroupIds: [] })))).toEqual([]);
    v.contact.studentGroupKpi = '99';
    expect(keys(validateRegistrationForm(v, ctx()))).toEqual(['studentGroupKpi']);
  });

  it('checks the tax invoice only when asked for, with the spec §5 messages', () => {
    const v = filled();
    v.tax = {
      ...v.tax,
      tax_name_one: 'สมหญิง',
      tax_name_two: 'ใจดี',
      tax_payer_identification_no: '12345',
      tax_address: 'กรุงเทพฯ',
    };
    expect(validateRegistrationForm(v, ctx())).toEqual([]);
    v.taxInvoice = true;
    v.tax.tax_postcode = '1011';
    v.tax.tax_is_delivery_by_tax_address = 0;
    expect(validateRegistrationForm(v, ctx())).toEqual([
      { key: 'tax_payer_identification_no', message: TAX_INVOICE_MESSAGES.taxIdLength },
      { key: 'tax_postcode', message: TAX_INVOICE_MESSAGES.postcode },
      { key: 'tax_delivery_address', message: TAX_INVOICE_MESSAGES.deliveryAddressRequired },
    ]);
  });

  it('accepts a tax id typed in groups', () => {
    const v = withTaxInvoice({
      tax_name_one: 'สมหญิง',
      tax_name_two: 'ใจดี',
      tax_payer_identification_no: '1-1017-00230-70-8',
      tax_address: '99 ถนนพระรามที่ 4 กรุงเทพฯ',
      tax_postcode: '10110',
    });
    expect(validateRegistrationForm(v, ctx())).toEqual([]);
  });
});

describe('withholdingProfileOf (spec §5 withholding for juristic persons with tax invoice)', () => {
  function company(): RegistrationFormValues {
    return withTaxInvoice({
      tax_person_type: 'juristic_person',
      tax_name_one: ' บริษัท สยามซอฟต์ จำกัด ',
      tax_name_two: '00000',
      tax_payer_identification_no: '0-1055-51234-56-7',
      tax_address: '1 ถนนสีลม เขตบางรัก กรุงเทพฯ',
      tax_postcode: '10500',
    });
  }

  it('no tax invoice asked for: no person type', () => {
    expect(withholdingProfileOf({ ...company(), taxInvoice: false }, ctx())).toEqual({
      tax_person_type: null,
      is_require_tax_invoice: 0,
    });
  });
  it('a company whose data passes the tax invoice rules, as the form sends it', () => {
    expect(withholdingProfileOf(company(), ctx())).toEqual({ tax_person_type: 'juristic_person', is_require_tax_invoice: 1 });
  });
  it('incomplete data, or a certificate the site requires and the form lacks', () => {
    const v = company();
    expect(withholdingProfileOf({ ...v, tax: { ...v.tax, tax_postcode: '' } }, ctx())).toEqual({
      tax_person_type: 'juristic_person',
      is_require_tax_invoice: 0,
    });
    expect(withholdingProfileOf(v, ctx({ taxCompanyCertificateRequired: true })).is_require_tax_invoice).toBe(0);
  });
  it('a normal person with complete data', () => {
    const v = company();
    v.tax = { ...v.tax, tax_person_type: 'normal_person', tax_name_one: 'สมหญิง', tax_name_two: 'ใจดี' };
    v.tax.tax_payer_identification_no = '1-1017-00230-70-8';
    expect(withholdingProfileOf(v, ctx())).toEqual({ tax_person_type: 'normal_person', is_require_tax_invoice: 1 });
  });
});

describe('toRegistrationBody (spec §3 registration payload)', () => {
  it('sends the shown fields trimmed, the answers with validation flag and label, and the chosen credentials', () => {
    const body = toRegistrationBody(filled(), ctx());
    expect(body).toEqual({
      email: 'somying@example.co.th',
      firstname: 'สมหญิง',
      lastname: 'ใจดี',
      tel: '0812345678',
      nickname: null,
      studentGroupKpi: 1,
      customLabel: [
        { id: 1, value: 'บริษัท ตัวอย่าง จำกัด', validation: true, label: 'ชื่อบริษัท' },
        { id: 2, value: 'ปริญญาโท', validation: true, label: 'ระดับการศึกษา' },
        { id: 4, value: ['ยอมรับเงื่อนไข'], validation: true, label: 'การยินยอม' },
        { id: 7, value: 'Google', validation: true, label: 'รู้จักเราจากช่องทางใด' },
        { id: 9, value: '', validation: true, label: 'รูปบัตรนักศึกษา' },
      ],
      is_registration_layout_four: 1,
      username: 'somying.j',
      password: 'secret-123',
      is_require_tax_invoice: 0,
    });
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('displayImgUrl');
  });

  it('marks an invalid answer with validation false', () => {
    const v = filled();
    v.customLabel[2] = '';
    expect(toRegistrationBody(v, ctx()).customLabel?.[1]).toEqual({ id: 2, value: '', validation: false, label: 'ระดับการศึกษา' });
  });

  it('leaves the credentials to the server without layout four', () => {
    const body = toRegistrationBody(filled(), ctx({ layoutFour: false }));
    expect(body.is_registration_layout_four).toBe(0);
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('password');
  });

  it('sends the picture and the address when the site shows them', () => {
    const v = filled();
    v.contact.displayImgUrl = 'a1b2.png';
    v.contact.address = ' 99 ถนนพระรามที่ 4 ';
    const body = toRegistrationBody(
      v,
      ctx({
        switches: { ...SWITCHES, address: { enable: true, require: false }, displayImgUrl: { enable: true, require: true } },
      }),
    );
    expect(body.displayImgUrl).toBe('a1b2.png');
    expect(body.address).toBe('99 ถนนพระรามที่ 4');
  });

  it('sends the tax data with a normalised id, and no delivery address when delivered to the tax address', () => {
    const v = filled();
    v.taxInvoice = true;
    v.tax = {
      tax_person_type: 'juristic_person',
      tax_name_one: ' บริษัท ตัวอย่าง จำกัด ',
      tax_name_two: '00000',
      tax_payer_identification_no: '0-1055-12345-67-8',
      tax_address: 'กรุงเทพฯ',
      tax_postcode: '10110',
      tax_is_delivery_by_tax_address: 1,
      tax_delivery_address: 'ที่อื่น',
      tax_company_certificate: 'cert.pdf',
    };
    expect(toRegistrationBody(v, ctx())).toMatchObject({
      is_require_tax_invoice: 1,
      tax_person_type: 'juristic_person',
      tax_name_one: 'บริษัท ตัวอย่าง จำกัด',
      tax_payer_identification_no: '0105512345678',
      tax_is_delivery_by_tax_address: 1,
      tax_delivery_address: '',
      tax_company_certificate: 'cert.pdf',
    });
  });
});

describe('serverFieldIssues (spec §8 codes and error.details)', () => {
  it('puts each rule issue under its field, custom labels by their place in the list', () => {
    const details = [
      { path: 'email', key: 'emailInvalid', message: 'The e-mail format is invalid.', message_th: 'รูปแบบอีเมลไม่ถูกต้อง' },
      { path: 'customLabel.1', key: 'customLabelChoiceRequired', message: 'Please enter X', message_th: 'กรุณาเลือกX' },
      { path: 'password', key: 'passwordTooShort', message: 'short', message_th: 'สั้นไป' },
    ];
    expect(serverFieldIssues('INVALID_FORMAT_EMAIL', details, ctx())).toEqual([
      { key: 'email', message: { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'The e-mail format is invalid.' } },
      { key: 'customLabel.2', message: { th: 'กรุณาเลือกX', en: 'Please enter X' } },
      { key: 'newPassword', message: { th: 'สั้นไป', en: 'short' } },
    ]);
  });

  it('names an unknown upload by the label id, and a schema failure by its place', () => {
    const details = [
      { path: 'customLabel.9', key: 'uploadUnknown', message: 'Upload the file again.', message_th: 'กรุณาอัปโหลดไฟล์อีกครั้ง' },
      { path: '/customLabel/0/value', message: 'Invalid input: expected string' },
    ];
    expect(serverFieldIssues('INPUT_ERROR', details, ctx())).toEqual([
      { key: 'customLabel.9', message: { th: 'กรุณาอัปโหลดไฟล์อีกครั้ง', en: 'Upload the file again.' } },
      // A schema failure's technical text gives way to the code's message.
      { key: 'customLabel.1', message: errorTexts('INPUT_ERROR') },
    ]);
  });

  it('takes messages given in both languages and array paths', () => {
    expect(serverFieldIssues('INPUT_ERROR', [{ path: ['tax_postcode'], message: TAX_INVOICE_MESSAGES.postcode }], ctx())).toEqual(
      [{ key: 'tax_postcode', message: TAX_INVOICE_MESSAGES.postcode }],
    );
  });

  it('shows a duplicate under its field, replacing a format detail there', () => {
    expect(serverFieldIssues('DUPLICATE_EMAIL', undefined, ctx())).toEqual([
      { key: 'email', message: errorTexts('DUPLICATE_EMAIL') },
    ]);
    expect(serverFieldIssues('DUPLICATE_USERNAME', undefined, ctx())).toEqual([
      { key: 'username', message: errorTexts('DUPLICATE_USERNAME') },
    ]);
    expect(serverFieldIssues('INVALID_FORMAT_PASSWORD', undefined, ctx())).toEqual([
      { key: 'newPassword', message: errorTexts('INVALID_FORMAT_PASSWORD') },
    ]);
  });

  it('leaves credential codes to the general notice without layout four, and ignores unknown paths', () => {
    expect(serverFieldIssues('DUPLICATE_USERNAME', undefined, ctx({ layoutFour: false }))).toEqual([]);
    expect(serverFieldIssues('INPUT_ERROR', [{ path: 'somethingElse', message: 'x' }, 'junk', null], ctx())).toEqual([]);
    expect(serverFieldIssues('RATE_LIMITED', undefined, ctx())).toEqual([]);
  });
});
