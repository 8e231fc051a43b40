// /forgotpass: a single-use link valid for an hour goes to the outbox when the e-mail has an
// account; the answer says nothing either way, so the form does not reveal who is registered.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordResetMail } from '../mail/templates.ts';
import type { AccountsDeps } from './accounts-deps.ts';

const { users, passwordResets } = schema;

/** A reset link works once, for an hour. */
export const RESET_LINK_TTL_MINUTES = 60;

export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  const [u] = await deps.db
    .select({ id: users.id, email: users.email, active: users.is_active })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!u || !u.active) return;
  const siteTitle = await resetMailTitle(deps);
  await deps.db.transaction((tx) => queueResetLink(deps, tx, u, siteTitle));
  deps.mailer?.kick();
}

export type ResetLinkDeps = Pick<AccountsDeps, 'publicUrl' | 'clock'>;

/**
 * The academy's name for the reset mail, read before the caller's transaction opens: the settings
 * are read through the pool (or their memo), and on PGlite, with its one connection, a read outside a
 * transaction that is still open waits for it for ever.
 */
export async function resetMailTitle(deps: Pick<AccountsDeps, 'site'>): Promise<string> {
  return (await deps.site.settingsRow())?.title ?? 'Rian';
}

/**
 * A new reset link for the account, its mail queued in the outbox, in the caller's transaction (the
 * /forgotpass form, and an administrator's "send a reset link" on the member's page). The caller kicks
 * the mailer once the transaction is over.
 */
export async function queueResetLink(
  deps: ResetLinkDeps,
  tx: Tx,
  u: { id: number; email: string },
  siteTitle: string,
): Promise<void> {
  const token = newToken();
  const now = deps.clock();
  // An older unused link stops working when a new one is asked for.
  await tx
    .update(passwordResets)
    .set({ used_at: now })
    .where(and(eq(passwordResets.user_id, u.id), isNull(passwordResets.used_at)));
  await tx.insert(passwordResets).values({
    user_id: u.id,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
  });
  await enqueueMail(
    tx,
    passwordResetMail({
      to: u.email,
      userId: u.id,
      siteTitle,
      link: `${deps.publicUrl}/forgotpass?token=${encodeURIComponent(token)}`,
      validMinutes: RESET_LINK_TTL_MINUTES,
    }),
  );
}

/** Whether a reset link is unused and unexpired. */
export async function isResetLinkValid(deps: Pick<AccountsDeps, 'db' | 'clock'>, token: string): Promise<boolean> {
  const rows = await deps.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.token_hash, hashToken(token)),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, deps.clock()),
      ),
    );
  return rows.length > 0;
}
