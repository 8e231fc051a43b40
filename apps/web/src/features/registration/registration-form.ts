// The registration form's values and how they meet the rules and the server (spec §3 registration
// payload, §5 registration rules, §8 registration codes). Every rule is packages/domain's: this
// module only gathers the form's parts, asks the same functions the server asks, and names each
// issue by the form field it belongs to.
import type { RegistrationBodySchema, SessionUser } from '@rian/contracts/auth';
import type { CustomLabel } from '@rian/contracts/site';
import { errorTexts, isErrorCode, type ErrorCode } from '@rian/domain/errors';
import type { LocalisedMessage } from '@rian/domain/field-issues';
import {
  CONTACT_FIELDS,
  validateContactForm,
  validateCustomLabelAnswers,
  validateMemberLogin,
  type ContactField,
  type ContactFieldSwitches,
  type CustomLabelAnswer,
  type MemberLoginForm,
} from '@rian/domain/registration';
import { emptyTaxInvoice, normaliseTaxId, validateTaxInvoice, type TaxInvoiceData } from '@rian/domain/tax-invoice';
import type { WithholdingProfile } from '@rian/domain/withholding';
import type * as z from 'zod/mini';

export type RegistrationBody = z.input<typeof RegistrationBodySchema>;
export type RegisteredUser = SessionUser;

/** The contact fields as the form holds them: text as typed, the group id as the select's value. */
export type ContactValues = Record<Exclude<ContactField, 'displayImgUrl'>, string> & { displayImgUrl: string | null };

export type TaxField = keyof TaxInvoiceData;
export type CustomLabelKey = `customLabel.${number}`;
/** Every field an issue can belong to; custom labels by their id. */
export type FieldKey = ContactField | CustomLabelKey | keyof MemberLoginForm | TaxField;

export interface RegistrationFormValues {
  contact: ContactValues;
  /** Answers by custom label id: text for inputtext, select, radio and image; a list for multiple and checkbox. */
  customLabel: Record<number, string | string[]>;
  login: MemberLoginForm;
  /** "I need a tax invoice" (spec §3 is_require_tax_invoice). */
  taxInvoice: boolean;
  tax: TaxInvoiceData;
}

export interface RegistrationFormContext {
  readonly switches: ContactFieldSwitches;
  /**
   * Ids of the groups the user group select offers; [] when it is not shown; undefined while they
   * load (the domain then checks only that one is chosen).
   */
  readonly userGroupIds: readonly number[] | undefined;
  /** The site's custom labels in form order (order_label). */
  readonly customLabels: readonly CustomLabel[];
  /** spec §2, §5: layout four lets the visitor choose a username and password. */
  readonly layoutFour: boolean;
  /** spec §5: site setting tax_company_certificate_required. */
  readonly taxCompanyCertificateRequired: boolean;
}

export interface FormIssue {
  readonly key: FieldKey;
  readonly message: LocalisedMessage;
}

const NO_SWITCH = { enable: false, require: false } as const;

/**
 * The site's contact_fields record as the domain's switches: a field the site does not list is
 * hidden; e-mail is always shown, since spec §3, §5 always require it.
 */
export function contactSwitches(record: Readonly<Record<string, { enable: boolean; require: boolean }>>): ContactFieldSwitches {
  const switches = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, record[f] ?? NO_SWITCH])) as ContactFieldSwitches;
  return { ...switches, email: { enable: true, require: true } };
}

/** Whether the user group select is shown: switched on and the site has groups (spec §5 "when shown"). */
export function isGroupFieldShown(ctx: Pick<RegistrationFormContext, 'switches' | 'userGroupIds'>): boolean {
  return ctx.switches.studentGroupKpi.enable && (ctx.userGroupIds === undefined || ctx.userGroupIds.length > 0);
}

/** The custom labels in form order: order_label, then id for labels of the same order. */
export function sortCustomLabels(labels: readonly CustomLabel[]): CustomLabel[] {
  return [...labels].sort((a, b) => a.order_label - b.order_label || a.id - b.id);
}

const isMulti = (label: CustomLabel) => label.type_label === 'multiple' || label.type_label === 'checkbox';

/** An empty form; the user group starts at the site's default group when there is one. */
export function initialFormValues(labels: readonly CustomLabel[], defaultGroupId: number | null = null): RegistrationFormValues {
  return {
    contact: {
      firstname: '',
      lastname: '',
      email: '',
      tel: '',
      nickname: '',
      address: '',
      studentGroupKpi: defaultGroupId === null ? '' : String(defaultGroupId),
      displayImgUrl: null,
    },
    customLabel: Object.fromEntries(labels.map((l) => [l.id, isMulti(l) ? [] : ''])),
    login: { username: '', newPassword: '', confirmNewPassword: '' },
    taxInvoice: false,
    tax: emptyTaxInvoice(),
  };
}

/** Contact values as they are checked and sent: text trimmed, the tel and e-mail without stray spaces. */
function cleanContact(contact: ContactValues): ContactValues {
  return {
    firstname: contact.firstname.trim(),
    lastname: contact.lastname.trim(),
    email: contact.email.trim(),
    tel: contact.tel.trim(),
    nickname: contact.nickname.trim(),
    address: contact.address.trim(),
    studentGroupKpi: contact.studentGroupKpi,
    displayImgUrl: contact.displayImgUrl,
  };
}

function cleanTax(tax: TaxInvoiceData): TaxInvoiceData {
  return {
    ...tax,
    tax_name_one: tax.tax_name_one.trim(),
    tax_name_two: tax.tax_name_two.trim(),
    // People type the id in groups ("1-2345-67890-12-1"); the domain strips those, the rule stays strict.
    tax_payer_identification_no: normaliseTaxId(tax.tax_payer_identification_no),
    tax_address: tax.tax_address.trim(),
    tax_postcode: tax.tax_postcode.trim(),
    tax_delivery_address: tax.tax_delivery_address.trim(),
  };
}

function answersOf(values: RegistrationFormValues, labels: readonly CustomLabel[]) {
  return labels.map((l) => {
    const v = values.customLabel[l.id];
    return { id: l.id, value: typeof v === 'string' && l.type_label === 'inputtext' ? v.trim() : v };
  });
}

function customLabelAnswers(values: RegistrationFormValues, labels: readonly CustomLabel[]) {
  return validateCustomLabelAnswers(labels, answersOf(values, labels));
}

/**
 * Every issue of the form in the order the fields appear: contact fields, custom labels, the
 * layout-four login, then the tax invoice. The same functions as the server's validateRegistration.
 */
export function validateRegistrationForm(values: RegistrationFormValues, ctx: RegistrationFormContext): FormIssue[] {
  const issues: FormIssue[] = [];
  const contact = cleanContact(values.contact);
  const groupContext = ctx.userGroupIds === undefined ? {} : { userGroupIds: ctx.userGroupIds };
  for (const i of validateContactForm(contact, ctx.switches, groupContext)) {
    issues.push({ key: i.path[0] as ContactField, message: i.message });
  }
  for (const i of customLabelAnswers(values, ctx.customLabels).issues) {
    const label = ctx.customLabels[Number(i.path[1])];
    if (label) issues.push({ key: `customLabel.${label.id}`, message: i.message });
  }
  if (ctx.layoutFour) {
    for (const i of validateMemberLogin(values.login))
      issues.push({ key: i.path[0] as keyof MemberLoginForm, message: i.message });
  }
  if (values.taxInvoice) {
    const tax = validateTaxInvoice(cleanTax(values.tax), { companyCertificateRequired: ctx.taxCompanyCertificateRequired });
    for (const i of tax.issues) issues.push({ key: i.path[0] as TaxField, message: i.message });
  }
  return issues;
}

/**
 * The tax profile the form would register (spec §5 withholding: "for juristic persons with tax invoice
 * only"): the person type when a tax invoice is asked for, and whether its data passes every tax
 * invoice rule, as the server will check it on the stored account when the order is created.
 */
export function withholdingProfileOf(values: RegistrationFormValues, ctx: RegistrationFormContext): WithholdingProfile {
  if (!values.taxInvoice) return { tax_person_type: null, is_require_tax_invoice: 0 };
  const tax = validateTaxInvoice(cleanTax(values.tax), { companyCertificateRequired: ctx.taxCompanyCertificateRequired });
  return { tax_person_type: values.tax.tax_person_type, is_require_tax_invoice: tax.ok ? 1 : 0 };
}

const orNull = (text: string) => (text === '' ? null : text);

/**
 * The registration payload of spec §3 for POST /public/students/course-detail-page: the shown
 * contact fields, the custom label answers with their validation flag and label (spec §3), the
 * chosen credentials in layout four (without it the server generates them, spec §5), and the tax
 * invoice data when one is asked for.
 */
export function toRegistrationBody(values: RegistrationFormValues, ctx: RegistrationFormContext): RegistrationBody {
  const contact = cleanContact(values.contact);
  const shown = (f: ContactField) => ctx.switches[f].enable;
  const body: RegistrationBody = { email: contact.email };
  if (shown('firstname')) body.firstname = orNull(contact.firstname);
  if (shown('lastname')) body.lastname = orNull(contact.lastname);
  if (shown('tel')) body.tel = orNull(contact.tel);
  if (shown('nickname')) body.nickname = orNull(contact.nickname);
  if (shown('address')) body.address = orNull(contact.address);
  if (isGroupFieldShown(ctx)) body.studentGroupKpi = contact.studentGroupKpi === '' ? null : Number(contact.studentGroupKpi);
  if (shown('displayImgUrl')) body.displayImgUrl = contact.displayImgUrl;

  const answers: CustomLabelAnswer[] = customLabelAnswers(values, ctx.customLabels).answers;
  body.customLabel = answers;

  body.is_registration_layout_four = ctx.layoutFour ? 1 : 0;
  if (ctx.layoutFour) {
    body.username = values.login.username;
    body.password = values.login.newPassword;
  }
  body.is_require_tax_invoice = values.taxInvoice ? 1 : 0;
  if (values.taxInvoice) {
    const tax = cleanTax(values.tax);
    body.tax_person_type = tax.tax_person_type;
    body.tax_name_one = tax.tax_name_one;
    body.tax_name_two = tax.tax_name_two;
    body.tax_payer_identification_no = tax.tax_payer_identification_no;
    body.tax_address = tax.tax_address;
    body.tax_postcode = tax.tax_postcode;
    body.tax_is_delivery_by_tax_address = tax.tax_is_delivery_by_tax_address;
    body.tax_delivery_address = tax.tax_is_delivery_by_tax_address === 1 ? '' : tax.tax_delivery_address;
    body.tax_company_certificate = tax.tax_person_type === 'juristic_person' ? tax.tax_company_certificate : null;
  }
  return body;
}

const TAX_FIELDS: readonly string[] = Object.keys(emptyTaxInvoice());
const LOGIN_FIELDS: Readonly<Record<string, keyof MemberLoginForm>> = {
  username: 'username',
  // The payload's password is the form's new password; the server never sees the confirmation.
  password: 'newPassword',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmNewPassword',
};
/** Message keys of the custom label rules: their issues name the label by its place in the list. */
const CUSTOM_LABEL_RULE_KEYS: ReadonlySet<string> = new Set([
  'customLabelRequired',
  'customLabelChoiceRequired',
  'customLabelImageRequired',
  'customLabelInvalidChoice',
  'fileTypeNotAllowed',
]);

/**
 * A server path as the form's field. Paths come as 'customLabel.0' (the rules' issues, joined with
 * dots), '/customLabel/0/value' (schema failures) or 'customLabel.12' with the label's id (a
 * claimed upload the server does not know); a rule's key tells the first from the last.
 */
function fieldOfPath(path: unknown, key: unknown, ctx: RegistrationFormContext): FieldKey | null {
  const parts = Array.isArray(path)
    ? path.map(String)
    : typeof path === 'string'
      ? path.split(/[./]/).filter((p) => p !== '')
      : [];
  const [head, second] = parts;
  if (head === undefined) return null;
  if ((CONTACT_FIELDS as readonly string[]).includes(head)) return head as ContactField;
  const login = LOGIN_FIELDS[head];
  if (login) return ctx.layoutFour ? login : null;
  if (TAX_FIELDS.includes(head)) return head as TaxField;
  if (head === 'customLabel' && second !== undefined && /^[0-9]+$/.test(second)) {
    const n = Number(second);
    const byId = typeof path === 'string' && !path.includes('/') && !(typeof key === 'string' && CUSTOM_LABEL_RULE_KEYS.has(key));
    const label = byId ? ctx.customLabels.find((l) => l.id === n) : ctx.customLabels[n];
    return label ? `customLabel.${label.id}` : null;
  }
  return null;
}

/** The message of a server detail: both languages when it carries them, else the code's own message. */
function messageOfDetail(detail: Record<string, unknown>, fallback: LocalisedMessage): LocalisedMessage {
  const m = detail.message;
  if (m !== null && typeof m === 'object' && typeof (m as LocalisedMessage).th === 'string') return m as LocalisedMessage;
  if (typeof m === 'string' && typeof detail.message_th === 'string') return { th: detail.message_th, en: m };
  // A schema failure's text is technical English ("Invalid input: expected string"): say what the code says.
  return fallback;
}

/** What a code says about one field when the server sends no details (spec §8). */
const CODE_FIELDS: Partial<Record<ErrorCode, (ctx: RegistrationFormContext) => FieldKey | null>> = {
  DUPLICATE_EMAIL: () => 'email',
  INVALID_FORMAT_EMAIL: () => 'email',
  DUPLICATE_USERNAME: (ctx) => (ctx.layoutFour ? 'username' : null),
  INVALID_FORMAT_USERNAME: (ctx) => (ctx.layoutFour ? 'username' : null),
  INVALID_FORMAT_PASSWORD: (ctx) => (ctx.layoutFour ? 'newPassword' : null),
};

/**
 * A failed registration as messages under the fields: each detail the server sent on the field it
 * names (its own message in both languages), and for the duplicate and format codes of spec §8
 * the code's message under its field when no detail names it. The first issue per field wins.
 */
export function serverFieldIssues(code: string, details: unknown, ctx: RegistrationFormContext): FormIssue[] {
  const known = isErrorCode(code) ? code : null;
  const fallback = known ? errorTexts(known) : errorTexts('INPUT_ERROR');
  const out = new Map<FieldKey, LocalisedMessage>();
  if (Array.isArray(details)) {
    for (const d of details as unknown[]) {
      if (d === null || typeof d !== 'object') continue;
      const detail = d as Record<string, unknown>;
      const key = fieldOfPath(detail.path, detail.key, ctx);
      if (key && !out.has(key)) out.set(key, messageOfDetail(detail, fallback));
    }
  }
  const field = known ? CODE_FIELDS[known]?.(ctx) : null;
  // A duplicate is about the value, not its format: its own message replaces what a detail said.
  if (field && (known === 'DUPLICATE_EMAIL' || known === 'DUPLICATE_USERNAME' || !out.has(field))) out.set(field, fallback);
  return [...out].map(([key, message]) => ({ key, message }));
}
