// Accounts (spec §6, §7 "Registration and login"): registration, log-in, sessions, password reset,
// social log-in, the student's own data, guests' carts, profile pictures and storage.
import * as z from 'zod/mini';
import { RegistrationBodySchema, TaxInvoiceBodySchema } from '@rian/domain/payloads';
import { okResponse } from './common.ts';
import { SessionUserSchema } from './session.ts';

export * from './session.ts';

export { RegistrationBodySchema, TaxInvoiceBodySchema };

/** POST /public/students/course-detail-page (spec §7): success, createStudent, userId. */
export const RegistrationResponseSchema = z.object({
  success: z.literal(true),
  createStudent: z.boolean(),
  userId: z.number(),
  user: SessionUserSchema,
});

const CustomLabelStoredSchema = z.object({ id: z.number(), value: z.unknown(), validation: z.boolean(), label: z.string() });

/** GET /private/students: the student's own account and tax data. */
export const StudentSchema = z.extend(SessionUserSchema, {
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

/** spec §3 Cart lines, without amounts (the checkout prices them); a course or a product, never both. */
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

/** The kinds POST /api/home/test_upload takes (query `kind`): a public picture, a private certificate or transfer slip. */
export const UPLOAD_CALL_KINDS = ['profileImage', 'certificate', 'slip', 'homework'] as const;
export type UploadCallKind = (typeof UPLOAD_CALL_KINDS)[number];
export const UploadQuerySchema = z.object({ kind: z.optional(z.enum(UPLOAD_CALL_KINDS)) });

/**
 * A stored file's name: one base of letters, digits, '-' or '_' and one extension. No '/', '\' or
 * leading dot, so a name can never leave its folder.
 */
export const STORED_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[A-Za-z0-9]{1,10}$/;
export const PrivateFileParamsSchema = z.object({ name: z.string().check(z.regex(STORED_FILE_NAME)) });

/** POST /api/home/test_upload (spec §7): the stored file's name. */
export const UploadResponseSchema = z.object({ success: z.literal(true), fileName: z.string() });
/** GET /api/storage/details (spec §3, §9): free space in GB. */
export const StorageResponseSchema = z.object({ success: z.literal(true), free: z.number() });

export const TaxResponseSchema = okResponse(TaxInvoiceBodySchema);
