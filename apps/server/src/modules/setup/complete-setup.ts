// Consuming the set-up link: in one transaction the token is claimed (every open link FOR UPDATE,
// this one unused, not expired), the database is checked to have no administrator yet, the administrator is inserted and
// the token marked used. Two browsers racing with the same link create one administrator.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { SetupAdminBody } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import { hashToken } from '../../lib/tokens.ts';
import { hasAdmin, hashAdminPassword, insertAdmin } from './create-admin.ts';

const { setupTokens } = schema;

export async function completeSetup(db: Db, body: SetupAdminBody, now: Date): Promise<{ userId: number; username: string }> {
  const passwordHash = await hashAdminPassword(body);
  return db.transaction(async (tx) => {
    // Every open link is locked, not only this one: instances starting together each print their
    // own link, and two people racing with two of them must still create one administrator.
    const open = await tx
      .select({ id: setupTokens.id, hash: setupTokens.token_hash })
      .from(setupTokens)
      .where(and(isNull(setupTokens.used_at), gt(setupTokens.expires_at, now)))
      .for('update');
    const hash = hashToken(body.token);
    const claimed = open.find((t) => t.hash === hash);
    if (!claimed || (await hasAdmin(tx))) throw new DomainError('SETUP_LINK_INVALID');
    const userId = await insertAdmin(tx, body, passwordHash, now);
    await tx.update(setupTokens).set({ used_at: now }).where(eq(setupTokens.id, claimed.id));
    return { userId, username: body.username };
  });
}
