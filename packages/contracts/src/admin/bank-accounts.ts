// /private/admin/bank-accounts: the academy's accounts a buyer transfers to (spec §2 bank account,
// §3 bank transfer; payments.md §1): bank code (the logo), bank name, account name and number, branch,
// a PromptPay id for the generated QR or a QR picture, and their order in the payment step.
import * as z from 'zod/mini';
import { findBank } from '@rian/domain/banks';
import { isPromptPayId } from '@rian/domain/promptpay';
import { BankAccountSchema } from '../checkout.ts';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { mediaUrl, nullableText, requiredText, sortOrder } from './fields.ts';

/** An account as the payment step shows it, with its place in the list. */
export const AdminBankAccountSchema = z.extend(BankAccountSchema, {
  sort: z.number(),
  /** Transfer reports name this account's number: it cannot be deleted. */
  in_use: z.boolean(),
});
export type AdminBankAccount = z.infer<typeof AdminBankAccountSchema>;

/** A bank code Rian knows (the logo is chosen by it, spec §3). */
const bankCode = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.refine((code) => findBank(code) !== null, 'bank'),
);

/** An account number as printed: digits, with the hyphens banks group them by. */
const accountNumber = requiredText(40).check(z.regex(/^\d[\d-]*\d$/, 'accountNumber'));

/** A PromptPay id: a phone (10 digits), a tax id (13) or an e-wallet (15); '' is none. */
const promptPayId = z
  .pipe(
    nullableText(40),
    z.transform((id: string | null) => (id === null ? null : id.replace(/[\s-]/g, ''))),
  )
  .check(z.refine((id) => id === null || isPromptPayId(id), 'promptPayId'));

export const BankAccountCreateSchema = z.object({
  bank: bankCode,
  bank_name: requiredText(200),
  account_name: requiredText(200),
  account_id: accountNumber,
  branch: z.optional(nullableText(200)),
  promptpay_id: z.optional(promptPayId),
  prompt_pay_image: z.optional(mediaUrl),
  sort: z.optional(sortOrder),
});
export type BankAccountCreate = z.infer<typeof BankAccountCreateSchema>;

export const BankAccountPatchSchema = z.partial(BankAccountCreateSchema);
export type BankAccountPatch = z.infer<typeof BankAccountPatchSchema>;

/** The accounts in their new order: every account's id, once. */
export const BankAccountOrderSchema = z.object({
  ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(200)),
});

/** The live preview of a typed PromptPay id's QR (a PNG). */
export const PromptPayPreviewParamsSchema = z.object({
  promptPayId: z.string().check(
    z.maxLength(40),
    z.refine((id) => isPromptPayId(id), 'promptPayId'),
  ),
});

export const BANK_ACCOUNT_SORTS = ['sort', 'bank', 'account_name', 'id'] as const;
export const BankAccountListQuerySchema = adminListQuery(BANK_ACCOUNT_SORTS);
export const BankAccountPageSchema = adminPage(AdminBankAccountSchema);
export const BankAccountOneSchema = adminOne(AdminBankAccountSchema);
export const BankAccountOrderedSchema = adminOne(z.array(AdminBankAccountSchema));
