// Accounts (spec §6, §7 "Registration and login"): registration, log-in, sessions, password reset,
// social log-in, the student's own data, guests' carts, profile pictures and storage.
import * as z from 'zod/mini';
import { RegistrationBodySchema, TaxInvoiceBodySchema } from '@rian/domain/payloads';
import { okResponse } from './common.ts';

export { RegistrationBodySchema, TaxInvoiceBodySchema };

/** Header naming the browser's guest id (spec §6: a generated id kept in local storage). */
export const GUEST_ID_HEADER = 'x-rian-guest-id';
/** A guest id is a random UUID (crypto.randomUUID in the browser): unguessable, so it can own a cart. */
export const GuestIdSchema = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));

export const SOCIAL_PROVIDERS = ['line', 'google', 'facebook'] as const;
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProviderId = z.infer<typeof SocialProviderSchema>;

/** The signed-in account as the browser sees it (never a password or its hash). */
export const SessionUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  role_id: z.number(),
  is_student: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** GET /public/auth/session: who is signed in; user null for a visitor or an ended session. */
export const SessionResponseSchema = z.object({
  success: z.literal(true),
  user: z.nullable(SessionUserSchema),
  /** 'expired' when the browser held a session that has ended (spec §6 session-expired modal). */
  status: z.enum(['valid', 'expired', 'none']),
});

/** Log-in by username or e-mail (spec §7 "Login by action {username, password}"). */
export const LoginBodySchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export const LoginResponseSchema = z.object({
  success: z.literal(true),
  response: z.object({ user: SessionUserSchema }),
});

/** POST /public/students/course-detail-page (spec §7): success, createStudent, userId. */
export const RegistrationResponseSchema = z.object({
  success: z.literal(true),
  createStudent: z.boolean(),
  userId: z.number(),
  user: SessionUserSchema,
});

export const SuccessResponseSchema = z.object({ success: z.literal(true) });

export const ForgotPasswordBodySchema = z.object({ email: z.string().check(z.minLength(1), z.maxLength(320)) });
export const ResetTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/));
export const ResetPasswordBodySchema = z.object({
  token: ResetTokenSchema,
  password: z.string().check(z.maxLength(1024)),
});
export const ResetTokenCheckResponseSchema = okResponse(z.object({ valid: z.boolean() }));

export const SocialProviderInfoSchema = z.object({ provider: SocialProviderSchema, start_url: z.string() });
export const SocialProvidersResponseSchema = okResponse(z.array(SocialProviderInfoSchema));

const CustomLabelStoredSchema = z.object({ id: z.number(), value: z.unknown(), validation: z.boolean(), label: z.string() });

/** GET /private/students: the student's own account and tax data. */
export const StudentSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  role_id: z.number(),
  is_student: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  firstname_eng: z.nullable(z.string()),
  lastname_eng: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  tel: z.nullable(z.string()),
  address: z.nullable(z.string()),
  display_img_url: z.nullable(z.string()),
  group_ids: z.array(z.number()),
  custom_label: z.nullable(z.array(CustomLabelStoredSchema)),
  tax_person_type: z.nullable(z.string()),
  tax_name_one: z.nullable(z.string()),
  tax_name_two: z.nullable(z.string()),
  tax_payer_identification_no: z.nullable(z.string()),
  tax_address: z.nullable(z.string()),
  tax_postcode: z.nullable(z.string()),
  tax_is_delivery_by_tax_address: z.number(),
  tax_delivery_address: z.nullable(z.string()),
  tax_company_certificate: z.nullable(z.string()),
});
export type Student = z.infer<typeof StudentSchema>;
export const StudentResponseSchema = okResponse(StudentSchema);

/** spec §3 Cart lines (the checkout issue adds amounts); a course or a product, never both. */
export const CartItemSchema = z.object({
  id: z.number(),
  course_id: z.nullable(z.number()),
  product_id: z.nullable(z.number()),
  pricing_plan_id: z.nullable(z.number()),
  quantity: z.number(),
});
export type CartItem = z.infer<typeof CartItemSchema>;
export const CartResponseSchema = okResponse(z.array(CartItemSchema));
export const CartItemInputSchema = z.object({
  course_id: z.optional(z.nullable(z.int().check(z.positive()))),
  product_id: z.optional(z.nullable(z.int().check(z.positive()))),
  pricing_plan_id: z.optional(z.nullable(z.int().check(z.positive()))),
  quantity: z.optional(z.int().check(z.minimum(1), z.maximum(999))),
});
export const CartPutBodySchema = z.object({ items: z.array(CartItemInputSchema).check(z.maxLength(50)) });

/** POST /api/home/test_upload (spec §7): the stored file's name. */
export const UploadResponseSchema = z.object({ success: z.literal(true), fileName: z.string() });
/** GET /api/storage/details (spec §3, §9): free space in GB. */
export const StorageResponseSchema = z.object({ success: z.literal(true), free: z.number() });

export const TaxResponseSchema = okResponse(TaxInvoiceBodySchema);

/** Whether the signed-in account may buy a course (spec §6), before checkout. */
export const EligibilityResponseSchema = okResponse(
  z.object({ can_buy: z.boolean(), reason: z.nullable(z.string()), owned: z.boolean() }),
);
