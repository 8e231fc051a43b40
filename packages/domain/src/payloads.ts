// zod/mini schemas of the payloads of spec §3, for packages/contracts to re-export and for the web
// app's forms (docs/decisions/003-zod-mini-contracts.md: zod/mini keeps the first load small).
//
// Each schema is a shape (types, enums, integer minor units) plus one check that runs the plain rule
// function of its module and reports that function's issues: the browser form, the server and the
// plain functions give the same messages in the same order, from the module's MESSAGES. Rules that
// depend on site settings come as factories (createXSchema(settings, lang)); the exported constant
// schemas apply what holds on every site (formats, e-mail always required) with Thai messages.
// No schema transforms its input, so every one also serves as a JSON Schema for the API description.
import * as z from 'zod/mini';
import { errorTexts, type ErrorCode } from './errors.ts';
import type { LocalisedMessage, MessageLang } from './field-issues.ts';
import { CURRENCIES } from './money.ts';
import { isMethodId } from './payment-methods.ts';
import {
  CONTACT_FIELDS,
  CUSTOM_LABEL_TYPES,
  NAME_MAX_LENGTH,
  REGISTRATION_MESSAGES,
  validateContactForm,
  validateCustomLabelAnswers,
  validateMemberLogin,
  validateRegistration,
  type ContactFieldSwitches,
  type ContactFormContext,
  type CustomLabelDefinition,
  type RegistrationContext,
} from './registration.ts';
import { TAX_INVOICE_MESSAGES, TAX_PERSON_TYPES, validateTaxInvoice, type TaxInvoiceSettings } from './tax-invoice.ts';
import { WITHHOLDING_PERCENTS } from './withholding.ts';

import { Flag, Id, MinorAmount, OptionalText, msg, withRules } from './payload-rules.ts';

// ---------------------------------------------------------------- custom labels (spec §3, §5)

/** spec §3: a custom label answer: id, value, validation flag, label (the last two are recomputed). */
export const CustomLabelAnswerSchema = z.object({
  id: Id,
  value: z.union([z.string(), z.array(z.string())]),
  validation: z.optional(z.boolean()),
  label: z.optional(z.string()),
});
export type CustomLabelAnswerPayload = z.infer<typeof CustomLabelAnswerSchema>;

/** The custom label definition of spec §3 as the rules read it. */
export const CustomLabelDefinitionSchema = z.object({
  id: Id,
  type_label: z.enum(CUSTOM_LABEL_TYPES),
  label: z.string(),
  required: z.union([z.number(), z.boolean()]),
  item_list: z.array(z.string()),
});

/** The answers to a site's custom labels (spec §5: 'Please enter {label}' for required empty ones). */
export function createCustomLabelAnswersSchema(labels: readonly CustomLabelDefinition[], lang: MessageLang = 'th') {
  // The issues point at ['customLabel', i]; in a bare list the index is the path.
  return withRules(z.array(CustomLabelAnswerSchema), lang, (answers) =>
    validateCustomLabelAnswers(labels, answers).issues.map((i) => ({ ...i, path: i.path.slice(1) })),
  );
}

// ---------------------------------------------------------------- contact form and login (spec §3, §5)

const contactShape = {
  firstname: OptionalText,
  lastname: OptionalText,
  email: z.string(),
  tel: OptionalText,
  nickname: OptionalText,
  address: OptionalText,
  /** A user group id (GET /api/user/group); a select may give it as text. */
  studentGroupKpi: z.optional(z.nullable(z.union([z.int(), z.string()]))),
  /** The stored file name of the profile picture. */
  displayImgUrl: OptionalText,
};

const FieldSwitchSchema = z.object({ enable: z.boolean(), require: z.boolean() });
/** spec §3, §5: per contact field enable and require switches. */
export const ContactFieldSwitchesSchema = z.object({
  firstname: FieldSwitchSchema,
  lastname: FieldSwitchSchema,
  email: FieldSwitchSchema,
  tel: FieldSwitchSchema,
  nickname: FieldSwitchSchema,
  address: FieldSwitchSchema,
  studentGroupKpi: FieldSwitchSchema,
  displayImgUrl: FieldSwitchSchema,
});

/** Every field shown, none required but email: the rules that hold on every site. */
const ALL_SHOWN_NONE_REQUIRED = Object.fromEntries(
  CONTACT_FIELDS.map((f) => [f, { enable: true, require: false }]),
) as ContactFieldSwitches;

/** The contact form under a site's switches (spec §5 registration rules). */
export function createContactFormSchema(
  switches: ContactFieldSwitches,
  context: ContactFormContext = {},
  lang: MessageLang = 'th',
) {
  return withRules(z.object(contactShape), lang, (v) => validateContactForm(v, switches, context));
}

/** The contact form on any site: email required and well formed, formats of filled fields. */
export const ContactFormSchema = withRules(z.object(contactShape), 'th', (v) => validateContactForm(v, ALL_SHOWN_NONE_REQUIRED));
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** spec §3 login info of the layout-four registration, with the §5 rules. */
export function createMemberLoginSchema(lang: MessageLang = 'th') {
  return withRules(
    z.object({ username: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }),
    lang,
    validateMemberLogin,
  );
}
export const MemberLoginSchema = createMemberLoginSchema();
export type MemberLogin = z.infer<typeof MemberLoginSchema>;

// ---------------------------------------------------------------- tax invoice (spec §3, §5)

const taxShape = (lang: MessageLang) => ({
  tax_person_type: z.enum(TAX_PERSON_TYPES, msg(TAX_INVOICE_MESSAGES.personTypeRequired, lang)),
  tax_name_one: z.string(),
  tax_name_two: z.string(),
  tax_payer_identification_no: z.string(),
  tax_address: z.string(),
  tax_postcode: z.string(),
  tax_is_delivery_by_tax_address: Flag,
  tax_delivery_address: z.string(),
  tax_company_certificate: z.nullable(z.string()),
});

/** spec §3 tax invoice data under the site's certificate setting (spec §5 rules). */
export function createTaxInvoiceSchema(settings: TaxInvoiceSettings, lang: MessageLang = 'th') {
  return withRules(z.object(taxShape(lang)), lang, (v) => validateTaxInvoice(v, settings).issues);
}
/** Tax invoice data on a site that does not require the company certificate. */
export const TaxInvoiceDataSchema = createTaxInvoiceSchema({ companyCertificateRequired: false });
export type TaxInvoiceDataPayload = z.infer<typeof TaxInvoiceDataSchema>;
/** The tax data's shape alone: the route schema; the service applies the site's rules. */
export const TaxInvoiceBodySchema = z.object(taxShape('th'));

// ---------------------------------------------------------------- registration payload (spec §3, §5, §7)

const nameEng = (m: LocalisedMessage, lang: MessageLang) =>
  z.optional(z.nullable(z.string().check(z.maxLength(NAME_MAX_LENGTH, msg(m, lang)))));

function registrationShape(lang: MessageLang) {
  return {
    ...contactShape,
    firstname_eng: nameEng(REGISTRATION_MESSAGES.firstnameTooLong, lang),
    lastname_eng: nameEng(REGISTRATION_MESSAGES.lastnameTooLong, lang),
    age: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(150)))),
    username: OptionalText,
    password: OptionalText,
    /** spec §3 "customLabel (JSON)": the answers as a JSON list. */
    customLabel: z.optional(z.nullable(z.array(CustomLabelAnswerSchema))),
    branchid: z.optional(z.nullable(Id)),
    educationList: z.optional(z.nullable(z.array(z.string()))),
    level: OptionalText,
    biography: OptionalText,
    createby: OptionalText,
    tax_company_certificate: OptionalText,
    is_require_tax_invoice: z.optional(Flag),
    tax_person_type: z.optional(z.nullable(z.enum(TAX_PERSON_TYPES, msg(TAX_INVOICE_MESSAGES.personTypeRequired, lang)))),
    tax_name_one: OptionalText,
    tax_name_two: OptionalText,
    tax_payer_identification_no: OptionalText,
    tax_address: OptionalText,
    tax_postcode: OptionalText,
    tax_is_delivery_by_tax_address: z.optional(Flag),
    tax_delivery_address: OptionalText,
    is_registration_layout_four: z.optional(Flag),
  };
}

/**
 * spec §3 registration payload (POST /public/students/course-detail-page) under a site's settings:
 * contact switches, layout-four credentials when is_registration_layout_four is 1, custom labels,
 * and the tax invoice rules when is_require_tax_invoice is 1.
 */
export function createRegistrationPayloadSchema(context: RegistrationContext, lang: MessageLang = 'th') {
  return withRules(z.object(registrationShape(lang)), lang, (v) => validateRegistration(v, context).issues);
}

/** The registration payload on any site: the site-independent rules (no field required but email). */
export const RegistrationPayloadSchema = createRegistrationPayloadSchema({
  contactFields: ALL_SHOWN_NONE_REQUIRED,
  customLabels: [],
  taxCompanyCertificateRequired: false,
});
export type RegistrationPayload = z.infer<typeof RegistrationPayloadSchema>;

/**
 * The registration payload's shape alone (types, no rules): the server's route schema, so that a
 * rule failure reaches the service, which answers with its §8 code (INVALID_FORMAT_EMAIL, …)
 * under the site's own settings instead of a generic validation error.
 */
export const RegistrationBodySchema = z.object(registrationShape('th'));

// ---------------------------------------------------------------- order payload (spec §3, §5)

const unique = (list: readonly number[]) => new Set(list).size === list.length;

/** spec §3 "courses (JSON of per-course pricing and coupons)": one entry per course. */
export const OrderCourseEntrySchema = z.object({
  course_id: Id,
  pricingplan_id: Id,
  price: MinorAmount,
  discount: MinorAmount,
  coupon_id: z.array(Id),
});

/**
 * spec §3 order payload (POST /private/cart/order) with the §5 rules the payload alone can show;
 * the rules that need the catalogue are order-validation.ts's. Messages are the §8 catalogue's.
 */
export function createOrderPayloadSchema(lang: MessageLang = 'th') {
  const m = (code: ErrorCode) => msg(errorTexts(code), lang);
  return z
    .object({
      user_id: Id,
      course_id: z.array(Id).check(z.minLength(1, m('CART_EMPTY')), z.refine(unique, m('CART_DUPLICATE_COURSE'))),
      payment_method_id: z.int(m('NO_PAYMENT_METHOD')).check(z.refine((id: number) => isMethodId(id), m('NO_PAYMENT_METHOD'))),
      coupon_id: z.array(Id).check(z.refine(unique, m('COUPON_DUPLICATE'))),
      /** spec §3 "promotion_id (JSON)": the one chosen promotion, or null (order-validation.ts reads it so). */
      promotion_id: z.nullable(Id),
      /** spec §4: an order is created notYetReceived. */
      status: z.literal('notYetReceived'),
      price: MinorAmount,
      discount: MinorAmount,
      shipping_fee: MinorAmount,
      currency_code: z.enum(CURRENCIES),
      pricingplan_id: z.array(Id),
      courses: z.array(OrderCourseEntrySchema),
      /** UTC instant, ISO 8601; the server recomputes it from auto_cancel (§9). */
      cancel_at: z.nullable(z.iso.datetime({ offset: true })),
      shipping_address_id: z.nullable(Id),
      shipping_fee_id: z.nullable(Id),
      is_withholding: Flag,
      withholding_percent: z.union([z.literal(WITHHOLDING_PERCENTS[0]), z.literal(WITHHOLDING_PERCENTS[1])]),
    })
    .check(
      // spec §5 "every course needs a pricing plan": one plan per course, and one courses entry per course.
      z.refine(
        (o: { course_id: number[]; pricingplan_id: number[]; courses: { course_id: number }[] }) =>
          o.pricingplan_id.length === o.course_id.length &&
          o.courses.length === o.course_id.length &&
          o.course_id.every((id) => o.courses.some((c) => c.course_id === id)),
        { ...m('NO_PRICING_PLAN'), path: ['pricingplan_id'] },
      ),
    );
}
export const OrderPayloadSchema = createOrderPayloadSchema();
export type OrderPayload = z.infer<typeof OrderPayloadSchema>;

export * from './payment-report-payloads.ts';
export * from './upload-payloads.ts';
