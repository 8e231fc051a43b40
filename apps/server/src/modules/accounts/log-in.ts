// Log-in by username or e-mail (spec §7); INVALID_CREDENTIALS without saying which was wrong.
import { sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { toSessionUser, type AccountsDeps, type SignedIn } from './accounts-deps.ts';

const { users } = schema;

// A hash to verify against when no account matches, so a wrong username costs the same time as
// a wrong password and log-in does not reveal which usernames exist.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hash('rian-timing-dummy-password'));

export async function logIn(
  deps: Pick<AccountsDeps, 'db' | 'carts' | 'sessions'>,
  identifier: string,
  password: string,
  ctx: {
    guestId: string | null;
    userAgent: string | undefined;
    isWhitelisted: (u: { email: string; role: string }) => Promise<boolean>;
  },
): Promise<SignedIn> {
  const id = identifier.trim().toLowerCase();
  const rows = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${id} or lower(${users.email}) = ${id}`)
    .limit(2);
  // A username equal to somebody else's e-mail: the username wins.
  const u = rows.find((r) => r.username.toLowerCase() === id) ?? rows[0];
  const ok = u?.password_hash
    ? await verify(u.password_hash, password).catch(() => false)
    : await verify(await timingDummy(), password).then(() => false);
  if (!u || !ok || !u.is_active) throw new DomainError('INVALID_CREDENTIALS');
  if (!(await ctx.isWhitelisted(u))) throw new DomainError('WHITELIST_USER_DENIED');
  if (ctx.guestId) await deps.carts.mergeGuest(ctx.guestId, u.id);
  const session = await deps.sessions.create(u.id, ctx.userAgent);
  return { user: toSessionUser(u), ...session };
}
