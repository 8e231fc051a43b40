// Registration and contact form rules (spec §3 registration payload, contact form fields, login
// info, custom labels; §5 registration rules; §8 registration codes; §9 limits).
import { errorTexts, type ErrorCode } from './errors.ts';
import { fieldIssue, isBlank, type FieldIssue, type LocalisedMessage } from './field-issues.ts';
import { validateTaxInvoice, type TaxInvoiceInput } from './tax-invoice.ts';
import { hasUploadExtension } from './uploads.ts';
import {
  validateCustomLabelAnswers,
  type CustomLabelAnswer,
  type CustomLabelAnswerInput,
  type CustomLabelDefinition,
} from './custom-labels.ts';
const SAFE_CHARACTERS_TH = 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และ @ - _ .';
const SAFE_CHARACTERS_EN = 'use only English letters, digits and @ - _ .';

const MESSAGES = {
  firstnameRequired: { th: 'กรุณากรอกชื่อ', en: 'Please enter your first name.' },
  firstnameTooLong: { th: 'ชื่อต้องมีความยาวไม่เกิน 255 ตัวอักษร', en: 'The first name must be at most 255 characters.' },
  lastnameRequired: { th: 'กรุณากรอกนามสกุล', en: 'Please enter your last name.' },
  lastnameTooLong: { th: 'นามสกุลต้องมีความยาวไม่เกิน 255 ตัวอักษร', en: 'The last name must be at most 255 characters.' },
  emailRequired: { th: 'กรุณากรอกอีเมล', en: 'Please enter your e-mail.' },
  // spec §5 "else invalid-data text": the same text as the server's INVALID_FORMAT_EMAIL (§8).
  emailInvalid: errorTexts('INVALID_FORMAT_EMAIL'),
  telRequired: { th: 'กรุณากรอกเบอร์โทรศัพท์', en: 'Please enter your phone number.' },
  telInvalid: { th: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9-10 หลัก', en: 'The phone number must be 9-10 digits.' },
  nicknameRequired: { th: 'กรุณากรอกชื่อเล่น', en: 'Please enter your nickname.' },
  addressRequired: { th: 'กรุณากรอกที่อยู่', en: 'Please enter your address.' },
  userGroupRequired: { th: 'กรุณาเลือกกลุ่มผู้ใช้', en: 'Please choose a user group.' },
  // spec §5: English as the spec writes it.
  profileImageRequired: { th: 'กรุณาอัปโหลดรูปโปรไฟล์', en: 'Please upload Profile Picture' },
  fileTypeNotAllowed: errorTexts('FILE_TYPE_NOT_ALLOWED'),
  // spec §5 layout four: special characters and spaces are not allowed; the passwords do not match.
  usernameRequired: { th: 'กรุณากรอกชื่อผู้ใช้', en: 'Please enter a username.' },
  usernameInvalid: {
    th: `ชื่อผู้ใช้ห้ามมีอักขระพิเศษหรือช่องว่าง ${SAFE_CHARACTERS_TH}`,
    en: `The username must not contain special characters or spaces; ${SAFE_CHARACTERS_EN}`,
  },
  usernameTooLong: { th: 'ชื่อผู้ใช้ต้องมีความยาวไม่เกิน 255 ตัวอักษร', en: 'The username must be at most 255 characters.' },
  passwordRequired: { th: 'กรุณากรอกรหัสผ่าน', en: 'Please enter a password.' },
  passwordInvalid: {
    th: `รหัสผ่านห้ามมีอักขระพิเศษหรือช่องว่าง ${SAFE_CHARACTERS_TH}`,
    en: `The password must not contain special characters or spaces; ${SAFE_CHARACTERS_EN}`,
  },
  passwordTooShort: { th: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร', en: 'The password must be at least 6 characters.' },
  passwordMismatch: { th: 'รหัสผ่านไม่ตรงกัน', en: 'The passwords do not match.' },
  /** spec §5: the username placeholder. */
  usernamePlaceholder: { th: 'ภาษาอังกฤษและตัวเลขเท่านั้น', en: 'English letters and digits only' },
  // spec §5 custom labels: 'Please enter {label}' as the spec writes it; Thai verbs by field type.
  customLabelRequired: { th: 'กรุณากรอก{label}', en: 'Please enter {label}' },
  customLabelChoiceRequired: { th: 'กรุณาเลือก{label}', en: 'Please enter {label}' },
  customLabelImageRequired: { th: 'กรุณาอัปโหลด{label}', en: 'Please enter {label}' },
  customLabelInvalidChoice: { th: 'กรุณาเลือก{label}จากตัวเลือกที่กำหนด', en: 'Please choose {label} from the given options.' },
} as const satisfies Record<string, LocalisedMessage>;

/** Every message of the registration rules, Thai and English. */
export const REGISTRATION_MESSAGES = MESSAGES;
export type RegistrationMessageKey = keyof typeof MESSAGES;
export type RegistrationIssue = FieldIssue<RegistrationMessageKey>;

export const NAME_MAX_LENGTH = 255; // spec §9
export const USERNAME_MAX_LENGTH = 255; // Rian: the §9 name bound, so a username fits the same columns
export const PASSWORD_MIN_LENGTH = 6; // spec §9
export const EMAIL_MAX_LENGTH = 254; // RFC 5321 path limit
/** spec §5: tel digits only, 9-10 long. */
export const TEL_PATTERN = /^[0-9]{9,10}$/;
/**
 * spec §5 "a normal email pattern": the WHATWG form pattern (what a browser's type=email accepts),
 * with at least one dot in the domain.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** spec §5 layout four: letters, digits and @ - _ . only, for the username and the password. */
export const CREDENTIAL_PATTERN = /^[A-Za-z0-9@._-]+$/;

/** spec §3: the contact form fields, each switched by site settings. */
export const CONTACT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'tel',
  'nickname',
  'address',
  'studentGroupKpi',
  'displayImgUrl',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** spec §3, §5: per contact field, shown (enable) and required (require), from site settings. */
export type ContactFieldSwitches = Record<ContactField, { enable: boolean; require: boolean }>;

/** The site defaults' switches (spec §5): e-mail is always required; address, group and picture are hidden. */
export const DEFAULT_CONTACT_FIELDS: Readonly<ContactFieldSwitches> = {
  firstname: { enable: true, require: true },
  lastname: { enable: true, require: true },
  email: { enable: true, require: true },
  tel: { enable: true, require: true },
  nickname: { enable: true, require: false },
  address: { enable: false, require: false },
  studentGroupKpi: { enable: false, require: false },
  displayImgUrl: { enable: false, require: false },
};

/** The contact form values (spec §3); a user group is an id, a profile picture a stored file name. */
export interface ContactFormValues {
  firstname?: string | null;
  lastname?: string | null;
  email: string;
  tel?: string | null;
  nickname?: string | null;
  address?: string | null;
  studentGroupKpi?: number | string | null;
  displayImgUrl?: string | null;
}

/** What the contact rules need besides the switches. */
export interface ContactFormContext {
  /**
   * Ids of the user groups offered (GET /api/user/group). spec §5: the user group is required
   * "when shown": with an empty list the select is not shown and nothing is required; with a list
   * a chosen group must be one of it. Undefined: not known, only presence is checked.
   */
  readonly userGroupIds?: readonly number[];
}

function tooLong(value: string | null | undefined, max: number): boolean {
  return typeof value === 'string' && value.length > max;
}

function groupId(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * spec §5 contact rules. A field is required only when the site shows it (enable) and requires it
 * (require); email is always required. Format rules (names max 255, tel 9-10 digits, picture type)
 * apply to every shown field that holds a value, required or not; hidden fields are not checked.
 */
export function validateContactForm(
  values: Readonly<ContactFormValues>,
  switches: Readonly<ContactFieldSwitches>,
  context: ContactFormContext = {},
): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  const required = (f: ContactField) => switches[f].enable && switches[f].require;
  const add = (field: ContactField, key: RegistrationMessageKey) => issues.push(fieldIssue([field], key, MESSAGES[key]));

  if (required('firstname') && isBlank(values.firstname)) add('firstname', 'firstnameRequired');
  else if (switches.firstname.enable && tooLong(values.firstname, NAME_MAX_LENGTH)) add('firstname', 'firstnameTooLong');
  if (required('lastname') && isBlank(values.lastname)) add('lastname', 'lastnameRequired');
  else if (switches.lastname.enable && tooLong(values.lastname, NAME_MAX_LENGTH)) add('lastname', 'lastnameTooLong');
  // spec §3, §5: email is always required, whatever its switches say.
  if (isBlank(values.email)) add('email', 'emailRequired');
  else if (!isValidEmail(values.email)) add('email', 'emailInvalid');
  if (required('tel') && isBlank(values.tel)) add('tel', 'telRequired');
  else if (switches.tel.enable && !isBlank(values.tel) && !TEL_PATTERN.test(values.tel ?? '')) add('tel', 'telInvalid');
  if (required('nickname') && isBlank(values.nickname)) add('nickname', 'nicknameRequired');
  if (required('address') && isBlank(values.address)) add('address', 'addressRequired');

  const groups = context.userGroupIds;
  const groupShown = switches.studentGroupKpi.enable && (groups === undefined || groups.length > 0);
  if (groupShown) {
    const id = groupId(values.studentGroupKpi);
    const missing = isBlank(values.studentGroupKpi);
    const unknown = !missing && (id === null || (groups !== undefined && !groups.includes(id)));
    if ((switches.studentGroupKpi.require && missing) || unknown) add('studentGroupKpi', 'userGroupRequired');
  }

  if (required('displayImgUrl') && isBlank(values.displayImgUrl)) add('displayImgUrl', 'profileImageRequired');
  else if (
    switches.displayImgUrl.enable &&
    !isBlank(values.displayImgUrl) &&
    !hasUploadExtension(values.displayImgUrl ?? '', 'profileImage')
  ) {
    add('displayImgUrl', 'fileTypeNotAllowed');
  }
  return issues;
}

/** spec §5: a normal e-mail address. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

function checkUsername(username: string | null | undefined, path: string, issues: RegistrationIssue[]): void {
  if (isBlank(username)) issues.push(fieldIssue([path], 'usernameRequired', MESSAGES.usernameRequired));
  else if (!CREDENTIAL_PATTERN.test(username ?? '')) issues.push(fieldIssue([path], 'usernameInvalid', MESSAGES.usernameInvalid));
  else if (tooLong(username, USERNAME_MAX_LENGTH)) issues.push(fieldIssue([path], 'usernameTooLong', MESSAGES.usernameTooLong));
}

function checkPassword(password: string | null | undefined, path: string, issues: RegistrationIssue[]): void {
  if (password === undefined || password === null || password === '') {
    issues.push(fieldIssue([path], 'passwordRequired', MESSAGES.passwordRequired));
  } else if (!CREDENTIAL_PATTERN.test(password)) {
    issues.push(fieldIssue([path], 'passwordInvalid', MESSAGES.passwordInvalid));
  } else if (password.length < PASSWORD_MIN_LENGTH) {
    issues.push(fieldIssue([path], 'passwordTooShort', MESSAGES.passwordTooShort));
  }
}

/**
 * spec §5 layout-four member registration, server side (the payload carries no confirmation):
 * username required, letters, digits and @ - _ . only; password the same characters, at least 6.
 */
export function validateMemberCredentials(credentials: {
  readonly username?: string | null;
  readonly password?: string | null;
}): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  checkUsername(credentials.username, 'username', issues);
  checkPassword(credentials.password, 'password', issues);
  return issues;
}

/** spec §3 login info as the layout-four form holds it. */
export interface MemberLoginForm {
  username: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** spec §5 layout four, in the browser: the credential rules plus "must match confirmation". */
export function validateMemberLogin(form: Readonly<MemberLoginForm>): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  checkUsername(form.username, 'username', issues);
  issues.push(...validateNewPassword(form));
  return issues;
}

/**
 * spec §5 password rules for a new password with its confirmation (layout four, password reset):
 * characters, at least 6, must match. The server, which gets no confirmation, passes the password
 * as both.
 */
export function validateNewPassword(form: {
  readonly newPassword: string;
  readonly confirmNewPassword: string;
}): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  checkPassword(form.newPassword, 'newPassword', issues);
  if (form.newPassword !== '' && form.confirmNewPassword !== form.newPassword) {
    issues.push(fieldIssue(['confirmNewPassword'], 'passwordMismatch', MESSAGES.passwordMismatch));
  }
  return issues;
}

const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Length of a generated password: 12 characters of 62, about 71 bits. */
export const GENERATED_PASSWORD_LENGTH = 12;
/** Random bytes to pass to {@link generateGuestCredentials}; enough for rejection sampling in practice. */
export const GENERATED_PASSWORD_RANDOM_BYTES = 32;
// The largest multiple of 62 not above 256: bytes at or above it are skipped so every character is
// equally likely (no modulo bias).
const UNBIASED_BYTE_LIMIT = 256 - (256 % PASSWORD_ALPHABET.length);

/**
 * spec §5: without layout four the username and password are generated from the e-mail and a
 * timestamp. The username is the e-mail, lower-cased and stripped to the credential characters,
 * then "_" and the timestamp in milliseconds (unique because e-mails are unique, §8
 * DUPLICATE_EMAIL), at most 255 long. The password is NOT derived from the e-mail or the time,
 * which anyone could guess: it is 12 characters drawn from `randomBytes` (pass
 * `crypto.getRandomValues(new Uint8Array(32))`), which satisfies the password rule of §5.
 *
 * @throws RangeError when the time is invalid or the bytes run out before 12 characters.
 */
export function generateGuestCredentials(
  email: string,
  at: Date | number,
  randomBytes: ArrayLike<number>,
): { username: string; password: string } {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`invalid registration time: ${String(at)}`);
  const stamp = String(ms);
  const base = email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9@._-]/g, '')
    .slice(0, USERNAME_MAX_LENGTH - stamp.length - 1);
  // An address of no Latin letters or digits (e.g. a Thai internationalised one) gives "user".
  const username = `${/[a-z0-9]/.test(base) ? base : 'user'}_${stamp}`;

  let password = '';
  for (let i = 0; i < randomBytes.length && password.length < GENERATED_PASSWORD_LENGTH; i++) {
    const byte = randomBytes[i];
    if (byte === undefined || !Number.isInteger(byte) || byte < 0 || byte > 255) throw new RangeError(`not a byte: ${byte}`);
    if (byte < UNBIASED_BYTE_LIMIT) password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
  }
  if (password.length < GENERATED_PASSWORD_LENGTH) throw new RangeError('not enough random bytes for a password');
  return { username, password };
}

/** What registration reads of the payload (spec §3 registration payload). */
export interface RegistrationInput extends ContactFormValues, TaxInvoiceInput {
  username?: string | null;
  password?: string | null;
  customLabel?: readonly CustomLabelAnswerInput[] | null;
  is_registration_layout_four?: number | boolean | null;
  is_require_tax_invoice?: number | boolean | null;
}

/** Site settings and definitions registration depends on. */
export interface RegistrationContext extends ContactFormContext {
  readonly contactFields: Readonly<ContactFieldSwitches>;
  readonly customLabels: readonly CustomLabelDefinition[];
  /** spec §5: site setting tax_company_certificate_required. */
  readonly taxCompanyCertificateRequired: boolean;
}

/**
 * The whole registration of spec §5 as the server checks it: contact fields, the layout-four
 * credentials (without layout four the server generates them, {@link generateGuestCredentials}),
 * custom labels, and the tax invoice rules when a tax invoice is asked for. Returns every issue and
 * the custom label answers to store, each with its validation flag.
 */
export function validateRegistration(
  payload: Readonly<RegistrationInput>,
  context: RegistrationContext,
): { issues: FieldIssue[]; customLabel: CustomLabelAnswer[] } {
  const issues: FieldIssue[] = [...validateContactForm(payload, context.contactFields, context)];
  const on = (flag: number | boolean | null | undefined) => flag === 1 || flag === true;
  if (on(payload.is_registration_layout_four)) issues.push(...validateMemberCredentials(payload));
  const labels = validateCustomLabelAnswers(context.customLabels, payload.customLabel ?? []);
  issues.push(...labels.issues);
  if (on(payload.is_require_tax_invoice)) {
    const tax = validateTaxInvoice(payload, { companyCertificateRequired: context.taxCompanyCertificateRequired });
    issues.push(...tax.issues);
  }
  return { issues, customLabel: labels.answers };
}

/**
 * spec §8: the code the registration call answers with for a failed check: the format codes
 * INVALID_FORMAT_USERNAME, INVALID_FORMAT_PASSWORD, INVALID_FORMAT_EMAIL (in that order) when
 * those fields fail, INPUT_ERROR for any other failure, null when nothing failed.
 */
export function registrationErrorCode(issues: readonly FieldIssue[]): ErrorCode | null {
  if (issues.length === 0) return null;
  const failed = new Set(issues.map((i) => i.path[0]));
  if (failed.has('username')) return 'INVALID_FORMAT_USERNAME';
  if (failed.has('password') || failed.has('newPassword') || failed.has('confirmNewPassword')) return 'INVALID_FORMAT_PASSWORD';
  if (failed.has('email')) return 'INVALID_FORMAT_EMAIL';
  return 'INPUT_ERROR';
}

export * from './custom-labels.ts';
