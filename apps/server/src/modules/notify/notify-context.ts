// What the administrators' notices work with: the database, the sealing of the LINE token, whether
// this is production (which refuses a sandbox or demo token) and the academy's address for links.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { credentialValueProblem } from '@rian/payments';
import type { SecretBox } from '../../lib/secret-box.ts';
import { LINE_SANDBOX_TOKEN } from './line-sandbox.ts';

const { notifySettings } = schema;

export interface NotifyContext {
  db: Db;
  /** Null in production without RIAN_SECRETS_KEY: a LINE token can then be neither stored nor read. */
  box: SecretBox | null;
  production: boolean;
  publicUrl: string;
  clock: () => Date;
  log: { warn: (data: object, message: string) => void; error: (data: object, message: string) => void };
}

export type NotifySettingsRow = typeof notifySettings.$inferSelect;

/** Anything that can select: the Db or a transaction. */
type Reader = Pick<Db, 'select'>;

const DEFAULTS: NotifySettingsRow = {
  id: 1,
  admin_email: null,
  line_enabled: false,
  line_token_sealed: null,
  line_target_id: '',
  updated_at: new Date(0),
};

/** The one settings row, or its defaults before anyone saved it. */
export async function readNotifySettings(db: Reader): Promise<NotifySettingsRow> {
  const [row] = await db.select().from(notifySettings).where(eq(notifySettings.id, 1));
  return row ?? DEFAULTS;
}

/**
 * Why `token` may not push in this mode, or null. Production refuses the sandbox's own token and any
 * demo or test form (payments' credentialValueProblem), as it does a payment provider's keys.
 */
export function lineTokenProblem(token: string, production: boolean): string | null {
  if (!production) return token.trim() === '' ? 'not set' : null;
  return credentialValueProblem(token, new Set([LINE_SANDBOX_TOKEN]));
}

export type LineTarget = { ok: true; token: string; to: string } | { ok: false; reason: string };

/** The token and target the pushes use now, or why there are none. */
export function lineTargetOf(ctx: Pick<NotifyContext, 'box' | 'production'>, row: NotifySettingsRow): LineTarget {
  if (!row.line_enabled) return { ok: false, reason: 'LINE notices are switched off' };
  if (!row.line_token_sealed) return { ok: false, reason: 'no LINE channel access token is set' };
  if (!ctx.box) return { ok: false, reason: 'RIAN_SECRETS_KEY is unset: the LINE token cannot be read' };
  const token = ctx.box.open(row.line_token_sealed);
  if (token === null) return { ok: false, reason: 'the LINE token was sealed under another RIAN_SECRETS_KEY' };
  const problem = lineTokenProblem(token, ctx.production);
  if (problem) return { ok: false, reason: `the LINE token is ${problem}` };
  if (!row.line_target_id) return { ok: false, reason: 'no LINE target id is set' };
  return { ok: true, token, to: row.line_target_id };
}
