// Table tests for the registration rules of spec §3, §5, §8 and §9: one row per rule or edge, each
// rule with a passing and a failing case.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldIssue } from './field-issues.ts';
import {
  CONTACT_FIELDS,
  CREDENTIAL_PATTERN,
  GENERATED_PASSWORD_RANDOM_BYTES,
  REGISTRATION_MESSAGES,
  generateGuestCredentials,
  isValidEmail,
  registrationErrorCode,
  validateContactForm,
  validateCustomLabelAnswers,
  validateMemberCredentials,
  validateMemberLogin,
  validateNewPassword,
  validateRegistration,
  type ContactFieldSwitches,
  type ContactFormValues,
  type CustomLabelDefinition,
} from './registration.ts';

const keys = (issues: readonly FieldIssue[]) => issues.map((i) => `${i.path.join('.')}:${i.key}`);

/** Every field hidden, then the given ones switched. */
function switches(on: Partial<Record<keyof ContactFieldSwitches, 'shown' | 'required'>>): ContactFieldSwitches {
  const s = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, { enable: false, require: false }])) as ContactFieldSwitches;
  for (const [f, mode] of Object.entries(on)) s[f as keyof ContactFieldSwitches] = { enable: true, require: mode === 'required' };
  return s;
}

const ok = 'somchai@example.co.th';
const long = (n: number) => 'ก'.repeat(n);

describe('contact form (spec §5: each rule only if enabled and required; email always)', () => {
  it.each<[string, Partial<ContactFormValues>, ContactFieldSwitches, string[]]>([
    ['firstname required, filled', { firstname: 'สมชาย' }, switches({ firstname: 'required' }), []],
    ['firstname required, empty', { firstname: '' }, switches({ firstname: 'required' }), ['firstname:firstnameRequired']],
    [
      'firstname required, spaces only',
      { firstname: '   ' },
      switches({ firstname: 'required' }),
      ['firstname:firstnameRequired'],
    ],
    ['firstname shown, not required, empty', { firstname: '' }, switches({ firstname: 'shown' }), []],
    [
      'firstname required but hidden (require without enable)',
      { firstname: '' },
      { ...switches({}), firstname: { enable: false, require: true } },
      [],
    ],
    ['firstname 255 characters', { firstname: long(255) }, switches({ firstname: 'required' }), []],
    ['firstname 256 characters', { firstname: long(256) }, switches({ firstname: 'required' }), ['firstname:firstnameTooLong']],
    [
      'firstname 256 characters, optional',
      { firstname: long(256) },
      switches({ firstname: 'shown' }),
      ['firstname:firstnameTooLong'],
    ],
    ['firstname 256 characters, hidden', { firstname: long(256) }, switches({}), []],
    ['lastname required, filled', { lastname: 'ใจดี' }, switches({ lastname: 'required' }), []],
    ['lastname required, missing', {}, switches({ lastname: 'required' }), ['lastname:lastnameRequired']],
    ['lastname 255 characters', { lastname: long(255) }, switches({ lastname: 'required' }), []],
    ['lastname 256 characters', { lastname: long(256) }, switches({ lastname: 'required' }), ['lastname:lastnameTooLong']],
    ['email hidden by the switches, still required', { email: '' }, switches({}), ['email:emailRequired']],
    ['email malformed', { email: 'somchai@' }, switches({}), ['email:emailInvalid']],
    ['email without a dot in the domain', { email: 'somchai@localhost' }, switches({}), ['email:emailInvalid']],
    ['email with a space', { email: 'som chai@example.com' }, switches({}), ['email:emailInvalid']],
    ['email with a plus and subdomains', { email: 'somchai.k+course@mail.example.co.th' }, switches({}), []],
    ['tel required, 9 digits', { tel: '021234567' }, switches({ tel: 'required' }), []],
    ['tel required, 10 digits', { tel: '0812345678' }, switches({ tel: 'required' }), []],
    ['tel required, empty', { tel: '' }, switches({ tel: 'required' }), ['tel:telRequired']],
    ['tel 8 digits', { tel: '08123456' }, switches({ tel: 'required' }), ['tel:telInvalid']],
    ['tel 11 digits', { tel: '08123456789' }, switches({ tel: 'required' }), ['tel:telInvalid']],
    ['tel with dashes', { tel: '081-234-5678' }, switches({ tel: 'required' }), ['tel:telInvalid']],
    ['tel optional, empty', { tel: '' }, switches({ tel: 'shown' }), []],
    ['tel optional, letters', { tel: 'โทรหาฉัน' }, switches({ tel: 'shown' }), ['tel:telInvalid']],
    ['nickname required, filled', { nickname: 'ชาย' }, switches({ nickname: 'required' }), []],
    ['nickname required, empty', { nickname: ' ' }, switches({ nickname: 'required' }), ['nickname:nicknameRequired']],
    ['address required, filled', { address: '99 ถนนสีลม กรุงเทพฯ' }, switches({ address: 'required' }), []],
    ['address required, null', { address: null }, switches({ address: 'required' }), ['address:addressRequired']],
    ['user group required, chosen', { studentGroupKpi: 2 }, switches({ studentGroupKpi: 'required' }), []],
    [
      'user group required, none',
      { studentGroupKpi: null },
      switches({ studentGroupKpi: 'required' }),
      ['studentGroupKpi:userGroupRequired'],
    ],
    ['user group optional, none', {}, switches({ studentGroupKpi: 'shown' }), []],
    [
      'user group not an id',
      { studentGroupKpi: 'abc' },
      switches({ studentGroupKpi: 'shown' }),
      ['studentGroupKpi:userGroupRequired'],
    ],
    ['profile picture required, png', { displayImgUrl: 'me.png' }, switches({ displayImgUrl: 'required' }), []],
    [
      'profile picture required, none',
      { displayImgUrl: '' },
      switches({ displayImgUrl: 'required' }),
      ['displayImgUrl:profileImageRequired'],
    ],
    [
      'profile picture webp (not a profile type)',
      { displayImgUrl: 'me.webp' },
      switches({ displayImgUrl: 'shown' }),
      ['displayImgUrl:fileTypeNotAllowed'],
    ],
    [
      'profile picture with a script inside',
      { displayImgUrl: 'me.php.jpg' },
      switches({ displayImgUrl: 'shown' }),
      ['displayImgUrl:fileTypeNotAllowed'],
    ],
  ])('%s', (_name, values, sw, expected) => {
    expect(keys(validateContactForm({ email: ok, ...values }, sw))).toEqual(expected);
  });

  it.each<[string, readonly number[] | undefined, ContactFormValues['studentGroupKpi'], string[]]>([
    ['offered groups, one of them (as text)', [1, 2], '2', []],
    ['offered groups, another id', [1, 2], 3, ['studentGroupKpi:userGroupRequired']],
    ['no groups offered: not shown, not required', [], null, []],
    ['groups unknown, none chosen', undefined, null, ['studentGroupKpi:userGroupRequired']],
  ])('user group "required when shown": %s', (_name, groups, value, expected) => {
    const issues = validateContactForm({ email: ok, studentGroupKpi: value }, switches({ studentGroupKpi: 'required' }), {
      ...(groups ? { userGroupIds: groups } : {}),
    });
    expect(keys(issues)).toEqual(expected);
  });

  it('reports every failing field at once, in form order, with the spec texts', () => {
    const all = switches(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, 'required' as const])));
    const issues = validateContactForm({ email: 'x' }, all);
    expect(keys(issues)).toEqual([
      'firstname:firstnameRequired',
      'lastname:lastnameRequired',
      'email:emailInvalid',
      'tel:telRequired',
      'nickname:nicknameRequired',
      'address:addressRequired',
      'studentGroupKpi:userGroupRequired',
      'displayImgUrl:profileImageRequired',
    ]);
    expect(issues.at(-1)?.message.en).toBe('Please upload Profile Picture');
    expect(issues[2]?.message).toEqual({ th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'The e-mail format is invalid.' });
  });

  it('limits e-mails to 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`)).toBe(false);
  });
});

describe('layout-four member registration (spec §5)', () => {
  it.each<[string, string, string, string, string[]]>([
    ['letters, digits and @ - _ .', 'somchai.k_01@mail-th', 'abc123', 'abc123', []],
    ['username empty', '', 'abc123', 'abc123', ['username:usernameRequired']],
    ['username with a space', 'som chai', 'abc123', 'abc123', ['username:usernameInvalid']],
    ['username in Thai', 'สมชาย', 'abc123', 'abc123', ['username:usernameInvalid']],
    ['username with #', 'som#chai', 'abc123', 'abc123', ['username:usernameInvalid']],
    ['username of 255', 'a'.repeat(255), 'abc123', 'abc123', []],
    ['username of 256', 'a'.repeat(256), 'abc123', 'abc123', ['username:usernameTooLong']],
    ['password empty', 'somchai', '', '', ['newPassword:passwordRequired']],
    ['password of 5', 'somchai', 'abc12', 'abc12', ['newPassword:passwordTooShort']],
    ['password of 6 with every allowed sign', 'somchai', 'A@-_.1', 'A@-_.1', []],
    ['password with a space', 'somchai', 'abc 123', 'abc 123', ['newPassword:passwordInvalid']],
    ['password with !', 'somchai', 'abc!123', 'abc!123', ['newPassword:passwordInvalid']],
    ['password in Thai', 'somchai', 'รหัสผ่านยาว', 'รหัสผ่านยาว', ['newPassword:passwordInvalid']],
    ['confirmation differs', 'somchai', 'abc123', 'abc124', ['confirmNewPassword:passwordMismatch']],
    ['confirmation empty', 'somchai', 'abc123', '', ['confirmNewPassword:passwordMismatch']],
  ])('%s', (_name, username, newPassword, confirmNewPassword, expected) => {
    expect(keys(validateMemberLogin({ username, newPassword, confirmNewPassword }))).toEqual(expected);
  });

  it('checks a new password alone (password reset) with the same rules', () => {
    expect(validateNewPassword({ newPassword: 'abc123', confirmNewPassword: 'abc123' })).toEqual([]);
    expect(keys(validateNewPassword({ newPassword: 'abc 1', confirmNewPassword: 'abc 1' }))).toEqual([
      'newPassword:passwordInvalid',
    ]);
    expect(keys(validateNewPassword({ newPassword: 'abc12', confirmNewPassword: 'abc12' }))).toEqual([
      'newPassword:passwordTooShort',
    ]);
    expect(keys(validateNewPassword({ newPassword: 'abc123', confirmNewPassword: 'abc124' }))).toEqual([
      'confirmNewPassword:passwordMismatch',
    ]);
  });

  it('checks the payload credentials on the server without a confirmation', () => {
    expect(validateMemberCredentials({ username: 'somchai', password: 'abc123' })).toEqual([]);
    expect(keys(validateMemberCredentials({ username: null, password: 'a b' }))).toEqual([
      'username:usernameRequired',
      'password:passwordInvalid',
    ]);
  });

  it('says special characters and spaces are not allowed, and the passwords do not match, in Thai and English', () => {
    expect(REGISTRATION_MESSAGES.usernameInvalid.th).toContain('ห้ามมีอักขระพิเศษหรือช่องว่าง');
    expect(REGISTRATION_MESSAGES.usernameInvalid.en).toContain('must not contain special characters or spaces');
    expect(REGISTRATION_MESSAGES.passwordInvalid.th).toContain('ห้ามมีอักขระพิเศษหรือช่องว่าง');
    expect(REGISTRATION_MESSAGES.passwordMismatch).toEqual({ th: 'รหัสผ่านไม่ตรงกัน', en: 'The passwords do not match.' });
    expect(REGISTRATION_MESSAGES.usernamePlaceholder).toEqual({
      th: 'ภาษาอังกฤษและตัวเลขเท่านั้น',
      en: 'English letters and digits only',
    });
  });
});

describe('generated credentials without layout four (spec §5)', () => {
  const at = new Date('2026-01-01T00:00:00Z'); // 1767225600000
  // 248 and 255 are skipped (above the last multiple of 62); 0 → A, 61 → 9, 62 → A, 247 → 9.
  const bytes = [248, 255, 0, 61, 62, 247, 26, 52, 1, 27, 53, 10, 36, 20, 99];

  it('derives the username from the e-mail and the time, the password from the random bytes only', () => {
    expect(generateGuestCredentials('Somchai.K+Course@Example.co.th', at, bytes)).toEqual({
      username: 'somchai.kcourse@example.co.th_1767225600000',
      password: 'A9A9a0Bb1KkU',
    });
    expect(generateGuestCredentials('somchai@example.com', at.getTime(), bytes).username).toBe(
      'somchai@example.com_1767225600000',
    );
  });

  it('falls back to "user" and keeps the username within 255', () => {
    expect(generateGuestCredentials('สมชาย@ตัวอย่าง.ไทย', at, bytes).username).toBe('user_1767225600000');
    const longest = generateGuestCredentials(`${'a'.repeat(300)}@example.com`, at, bytes).username;
    expect(longest).toHaveLength(255);
    expect(longest.endsWith('_1767225600000')).toBe(true);
  });

  it.each<[string, () => unknown]>([
    ['too few usable bytes', () => generateGuestCredentials(ok, at, [255, 1, 2, 3])],
    ['a value that is not a byte', () => generateGuestCredentials(ok, at, [256, ...bytes])],
    ['an invalid date', () => generateGuestCredentials(ok, new Date('nope'), bytes)],
  ])('refuses %s', (_name, run) => expect(run).toThrow(RangeError));

  it('always satisfies the username and password rules (property)', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.integer({ min: 0, max: 8_640_000_000_000 }),
        fc.uint8Array({ minLength: GENERATED_PASSWORD_RANDOM_BYTES, maxLength: GENERATED_PASSWORD_RANDOM_BYTES }),
        (email, ms, random) => {
          fc.pre(random.filter((b) => b < 248).length >= 12);
          const { username, password } = generateGuestCredentials(email, ms, random);
          expect(username).toMatch(CREDENTIAL_PATTERN);
          expect(username.length).toBeLessThanOrEqual(255);
          expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
          expect(validateMemberCredentials({ username, password })).toEqual([]);
        },
      ),
    );
  });
});

// The seed's custom labels (packages/db seed): one of every type.
const LABELS: CustomLabelDefinition[] = [
  { id: 1, type_label: 'inputtext', label: 'ชื่อบริษัทหรือหน่วยงาน', required: 1, item_list: [] },
  { id: 2, type_label: 'select', label: 'ระดับการศึกษาสูงสุด', required: 1, item_list: ['ปริญญาตรี', 'ปริญญาโท'] },
  { id: 3, type_label: 'multiple', label: 'หัวข้อที่สนใจ', required: 0, item_list: ['การตลาดออนไลน์', 'การออกแบบ', 'ภาษา'] },
  { id: 4, type_label: 'checkbox', label: 'การยินยอม', required: 1, item_list: ['ยอมรับเงื่อนไข'] },
  { id: 5, type_label: 'radio', label: 'รู้จักเราจากช่องทางใด', required: 0, item_list: ['Facebook', 'Google'] },
  { id: 6, type_label: 'image', label: 'รูปบัตรนักศึกษา', required: 0, item_list: [] },
];
const GOOD = { 1: 'บริษัท ตัวอย่าง จำกัด', 2: 'ปริญญาตรี', 3: ['ภาษา', 'การออกแบบ'], 4: ['ยอมรับเงื่อนไข'], 5: 'Google', 6: 'card.jpg' };

describe('custom labelled fields (spec §3, §5)', () => {
  const answersWith = (id: number, value: unknown) =>
    Object.entries({ ...GOOD, [id]: value }).map(([k, v]) => ({ id: Number(k), value: v }));

  it.each<[string, number, unknown, string | null]>([
    ['required text filled', 1, 'บริษัท ก', null],
    ['required text empty', 1, '  ', 'customLabelRequired'],
    ['required text missing', 1, undefined, 'customLabelRequired'],
    ['required select chosen', 2, 'ปริญญาโท', null],
    ['required select empty', 2, '', 'customLabelChoiceRequired'],
    ['select outside item_list', 2, 'ปวส.', 'customLabelInvalidChoice'],
    ['optional multiple empty', 3, [], null],
    ['multiple subset', 3, ['การตลาดออนไลน์'], null],
    ['multiple outside item_list', 3, ['ดนตรี'], 'customLabelInvalidChoice'],
    ['multiple with a repeat', 3, ['ภาษา', 'ภาษา'], 'customLabelInvalidChoice'],
    ['multiple given as text', 3, 'ภาษา', 'customLabelInvalidChoice'],
    ['required checkbox ticked', 4, ['ยอมรับเงื่อนไข'], null],
    ['required checkbox unticked', 4, [], 'customLabelChoiceRequired'],
    ['radio within item_list', 5, 'Facebook', null],
    ['radio outside item_list', 5, 'Bing', 'customLabelInvalidChoice'],
    ['optional image empty', 6, null, null],
    ['image of a picture type', 6, 'card.png', null],
    ['image of another type', 6, 'card.svg', 'fileTypeNotAllowed'],
  ])('%s', (_name, id, value, key) => {
    const { answers, issues } = validateCustomLabelAnswers(LABELS, answersWith(id, value));
    const index = LABELS.findIndex((l) => l.id === id);
    expect(answers[index]?.validation).toBe(key === null);
    expect(keys(issues)).toEqual(key === null ? [] : [`customLabel.${index}:${key}`]);
  });

  it("fails required empty ones with 'Please enter {label}' and returns id, value, validation flag, label", () => {
    const { answers, issues } = validateCustomLabelAnswers(LABELS, [
      { id: 99, value: 'ignored' },
      { id: 5, value: 'Google' },
    ]);
    expect(answers.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answers[0]).toEqual({ id: 1, value: '', validation: false, label: 'ชื่อบริษัทหรือหน่วยงาน' });
    expect(answers[3]).toEqual({ id: 4, value: [], validation: false, label: 'การยินยอม' });
    expect(answers[4]).toEqual({ id: 5, value: 'Google', validation: true, label: 'รู้จักเราจากช่องทางใด' });
    expect(issues.map((i) => i.message)).toEqual([
      { th: 'กรุณากรอกชื่อบริษัทหรือหน่วยงาน', en: 'Please enter ชื่อบริษัทหรือหน่วยงาน' },
      { th: 'กรุณาเลือกระดับการศึกษาสูงสุด', en: 'Please enter ระดับการศึกษาสูงสุด' },
      { th: 'กรุณาเลือกการยินยอม', en: 'Please enter การยินยอม' },
    ]);
  });

  it('takes the label from the definition, not from the client', () => {
    const { answers } = validateCustomLabelAnswers([LABELS[0]!], [{ id: 1, value: 'x' }]);
    expect(answers).toEqual([{ id: 1, value: 'x', validation: true, label: 'ชื่อบริษัทหรือหน่วยงาน' }]);
  });
});

describe('whole registration and its §8 codes', () => {
  const context = {
    contactFields: switches({ firstname: 'required', lastname: 'required', tel: 'shown' }),
    customLabels: [LABELS[0]!],
    taxCompanyCertificateRequired: true,
  };
  const base = { firstname: 'สมชาย', lastname: 'ใจดี', email: ok, customLabel: [{ id: 1, value: 'บริษัท ก' }] };

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a plain registration', {}, []],
    ['layout four, valid credentials', { is_registration_layout_four: 1, username: 'somchai', password: 'abc123' }, []],
    [
      'layout four, bad credentials',
      { is_registration_layout_four: 1, username: 'som chai', password: '12' },
      ['username:usernameInvalid', 'password:passwordTooShort'],
    ],
    ['without layout four, credentials are not checked', { is_registration_layout_four: 0, username: '', password: '' }, []],
    ['custom label left empty', { customLabel: [] }, ['customLabel.0:customLabelRequired']],
    ['no tax invoice asked, tax fields ignored', { is_require_tax_invoice: 0, tax_postcode: 'x' }, []],
    [
      'tax invoice asked, valid',
      {
        is_require_tax_invoice: 1,
        tax_person_type: 'normal_person',
        tax_name_one: 'สมชาย',
        tax_name_two: 'ใจดี',
        tax_payer_identification_no: '1101700230708',
        tax_address: '99 ถนนสีลม',
        tax_postcode: '10500',
      },
      [],
    ],
    [
      'tax invoice asked, juristic person without certificate',
      {
        is_require_tax_invoice: 1,
        tax_person_type: 'juristic_person',
        tax_name_one: 'บริษัท ก จำกัด',
        tax_name_two: '00000',
        tax_payer_identification_no: '0105536092641',
        tax_address: '99 ถนนสีลม',
        tax_postcode: '10500',
        tax_is_delivery_by_tax_address: 0,
      },
      ['tax_delivery_address:deliveryAddressRequired', 'tax_company_certificate:certificateRequired'],
    ],
  ])('%s', (_name, over, expected) => {
    const { issues } = validateRegistration({ ...base, ...over }, context);
    expect(keys(issues)).toEqual(expected);
  });

  it.each<[string, string[], string | null]>([
    ['nothing failed', [], null],
    ['username', ['username', 'email'], 'INVALID_FORMAT_USERNAME'],
    ['password', ['password', 'email'], 'INVALID_FORMAT_PASSWORD'],
    ['email', ['email', 'firstname'], 'INVALID_FORMAT_EMAIL'],
    ['another field', ['firstname'], 'INPUT_ERROR'],
  ])('%s → %s', (_name, paths, code) => {
    const issues = paths.map((p) => ({ path: [p], key: 'k', message: { th: '', en: '' } }));
    expect(registrationErrorCode(issues)).toBe(code);
  });
});
