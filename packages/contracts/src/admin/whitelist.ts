// /private/admin/whitelist: with the whitelist mode on, only these e-mails may sign in (spec §8
// WHITELIST_USER_DENIED). An e-mail is kept once, whatever its case.
import * as z from 'zod/mini';
import { adminListQuery, adminOne, adminPage } from './list.ts';

export const AdminWhitelistEntrySchema = z.object({ id: z.number(), email: z.string(), created_at: z.string() });
export type AdminWhitelistEntry = z.infer<typeof AdminWhitelistEntrySchema>;

export const whitelistEmail = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'required'),
    z.maxLength(254, 'tooLong'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email'),
  );

export const WhitelistCreateSchema = z.object({ email: whitelistEmail });
export type WhitelistCreate = z.infer<typeof WhitelistCreateSchema>;
export const WhitelistPatchSchema = WhitelistCreateSchema;

export const WHITELIST_SORTS = ['email', 'created_at', 'id'] as const;
export const WhitelistListQuerySchema = adminListQuery(WHITELIST_SORTS);
export const WhitelistPageSchema = adminPage(AdminWhitelistEntrySchema);
export const WhitelistOneSchema = adminOne(AdminWhitelistEntrySchema);
