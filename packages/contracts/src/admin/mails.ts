// /private/admin/mails: the mail outbox (every e-mail the academy wrote, waiting, sent or given up),
// searched and filtered on the server; one mail as it was written, with any password or password-reset
// link masked; and a fresh copy of one queued again. Also the administrators' notice settings
// (/private/admin/notify): where the new-order and payment-report notices go, by e-mail and on LINE.
import * as z from 'zod/mini';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { nullableText, optionalText } from './fields.ts';

/** What mail_outbox knows of a message: waiting (new or being retried), sent, or given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_SORTS = ['created_at', 'id'] as const;

const day = z.iso.date({ message: 'date' });

export const MailListQuerySchema = z.extend(adminListQuery(MAIL_SORTS), {
  status: z.optional(z.enum(MAIL_STATUSES)),
  /** The mail's kind as written (welcome, purchase, admin_order_placed …). */
  kind: z.optional(z.string().check(z.maxLength(40), z.regex(/^[a-z_]+$/))),
  /** Thai calendar days, both included. */
  from: z.optional(day),
  to: z.optional(day),
});
export type MailListQuery = z.infer<typeof MailListQuerySchema>;

export const AdminMailRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
});
export type AdminMailRow = z.infer<typeof AdminMailRowSchema>;

export const MailPageSchema = z.extend(adminPage(AdminMailRowSchema), {
  /** Every kind the outbox holds, for the filter. */
  kinds: z.array(z.string()),
});

export const AdminMailDetailSchema = z.extend(AdminMailRowSchema, {
  text: z.string(),
  /** The HTML part, shown in a sandboxed frame; null when the mail has none. */
  html: z.nullable(z.string()),
  /** Whether a password or a reset link was masked out of the text and HTML. */
  masked: z.boolean(),
  /** Whether a fresh copy may be queued (not for mails that carry a password or a reset link). */
  resendable: z.boolean(),
  next_attempt_at: z.string(),
});
export type AdminMailDetail = z.infer<typeof AdminMailDetailSchema>;
export const MailOneSchema = adminOne(AdminMailDetailSchema);

/** POST /private/admin/mails/{id}/resend answers the new copy. */
export const MailResentSchema = adminOne(AdminMailDetailSchema);

/** The notice settings as the back office sees them: the token only as set or not. */
export const NotifySettingsSchema = z.object({
  admin_email: z.nullable(z.string()),
  line_enabled: z.boolean(),
  line_token_set: z.boolean(),
  line_target_id: z.string(),
  /** Sandbox mode: pushes go to the app's LINE sandbox (/sandbox/line), which accepts only its own token. */
  line_sandbox: z.boolean(),
  updated_at: z.string(),
});
export type NotifySettings = z.infer<typeof NotifySettingsSchema>;
export const NotifySettingsOneSchema = adminOne(NotifySettingsSchema);

const emailOrEmpty = z.pipe(nullableText(200), z.nullable(z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email'))));

export const NotifySettingsPatchSchema = z.object({
  admin_email: z.optional(emailOrEmpty),
  line_enabled: z.optional(z.boolean()),
  /** A new channel access token replaces the stored one; '' or absent keeps it. Write-only. */
  line_token: z.optional(optionalText(1000)),
  /** A LINE user id (U…), group id (C…) or room id (R…): 33 characters. */
  line_target_id: z.optional(z.string().check(z.trim(), z.regex(/^([UCR][0-9a-f]{32})?$/, 'lineTarget'))),
});
export type NotifySettingsPatch = z.infer<typeof NotifySettingsPatchSchema>;

/** What the LINE sandbox received, newest first (sandbox mode only). */
export const SandboxPushesSchema = adminOne(
  z.array(z.object({ id: z.string(), to: z.string(), text: z.string(), at: z.string() })),
);
