// Sets the new password through a reset link: the link is used up in the same statement that
// checks it (two clicks cannot both succeed), every session of the user ends, and a notice goes to
// the account's address.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { validateNewPassword } from '@rian/domain/registration';
import { hashToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordChangedMail } from '../mail/templates.ts';
import { fieldDetails, type AccountsDeps } from './accounts-deps.ts';

const { users, passwordResets } = schema;

export async function resetPassword(deps: AccountsDeps, token: string, password: string): Promise<void> {
  const issues = validateNewPassword({ newPassword: password, confirmNewPassword: password });
  if (issues.length > 0) throw new DomainError('INVALID_FORMAT_PASSWORD', undefined, fieldDetails(issues));
  const now = deps.clock();
  const passwordHash = await hash(password);
  const site = await deps.site.settingsRow();
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(
        and(eq(passwordResets.token_hash, hashToken(token)), isNull(passwordResets.used_at), gt(passwordResets.expires_at, now)),
      )
      .returning({ userId: passwordResets.user_id });
    const userId = used[0]?.userId;
    if (userId === undefined) throw new DomainError('RESET_LINK_INVALID');
    const [u] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    await deps.sessions.revokeAll(userId, tx);
    await enqueueMail(
      tx,
      passwordChangedMail({ to: u!.email, userId, siteTitle: site?.title ?? 'Rian', publicUrl: deps.publicUrl }),
    );
  });
  // Committed: no instance may serve the ended sessions from its memo (session.service.ts).
  await deps.sessions.forgetEverywhere();
  deps.mailer?.kick();
}
