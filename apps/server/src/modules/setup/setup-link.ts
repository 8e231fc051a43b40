// The one-time set-up link (architecture.md, "Demo and production"): printed on a start that finds
// no administrator, it lets the person who deploys the academy create the first one in the browser.
// Only the token's hash is stored. Each such start prints a new link and leaves the others valid
// (instances starting together each print one); any of them creates the first administrator, once.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { hasAdmin } from './create-admin.ts';

const { setupTokens } = schema;

/** How long a printed link stays valid. */
export const SETUP_LINK_HOURS = 24;

/** A fresh link when the database has no administrator; null when it has one. */
export async function issueSetupLink(db: Db, publicUrl: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (await hasAdmin(tx)) return null;
    const token = newToken();
    // Only expired links go: the links other instances printed when they started stay valid.
    await tx.delete(setupTokens).where(and(isNull(setupTokens.used_at), lte(setupTokens.expires_at, now)));
    await tx.insert(setupTokens).values({
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000),
    });
    return `${publicUrl}/setup?token=${token}`;
  });
}

/** Whether `token` may still create the first administrator. */
export async function setupTokenValid(db: Db, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: setupTokens.id })
    .from(setupTokens)
    .where(and(eq(setupTokens.token_hash, hashToken(token)), isNull(setupTokens.used_at), gt(setupTokens.expires_at, now)))
    .limit(1);
  return rows.length > 0 && !(await hasAdmin(db));
}
