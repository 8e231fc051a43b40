// Which Rian account a provider identity signs in to (the linking rule of docs/decisions/005-social-login.md): the account already
// linked to the identity; else the account with the same e-mail when the provider vouches for that
// e-mail; else a new student account. Refusals leave nothing behind (no account, no link).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { SocialProviderId } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  GENERATED_PASSWORD_RANDOM_BYTES,
  NAME_MAX_LENGTH,
  generateGuestCredentials,
} from '@rian/domain/registration';
import { createStudent } from '../accounts/create-student.ts';

const { users, userIdentities } = schema;

/** A person as the provider describes them, after the provider's own rules were applied. */
export interface SocialIdentity {
  provider: SocialProviderId;
  /** The provider's stable id of the person (OIDC `sub`, Facebook `id`). */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person owns `email` (providers.ts EmailTrust). */
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

export interface LinkDeps {
  db: Db;
  /** spec §8 WHITELIST_USER_DENIED: Auth.isWhitelisted. */
  isWhitelisted(user: { email: string; role: string }): Promise<boolean>;
  now(): Date;
}

export function socialLoginFailed(reason: string): DomainError {
  return new DomainError('SOCIAL_LOGIN_FAILED', reason);
}

/** A concurrent log-in or registration changed the picture between reading and writing. */
class LostRace extends Error {}

/** The e-mail if it is one Rian could store for an account (the registration form's pattern), else null. */
export function usableEmail(raw: string | null | undefined): string | null {
  const email = raw?.trim() ?? '';
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? email : null;
}

/** Returns the id of the account the identity signs in to, linking or creating it when the rule says so. */
export async function accountForIdentity(deps: LinkDeps, identity: SocialIdentity): Promise<number> {
  try {
    return await attempt(deps, identity);
  } catch (err) {
    if (!(err instanceof LostRace)) throw err;
  }
  // Once more: the other request's account or link now exists and decides.
  try {
    return await attempt(deps, identity);
  } catch (err) {
    if (err instanceof LostRace) throw socialLoginFailed('concurrent sign-ins of the same identity');
    throw err;
  }
}

async function admit(deps: LinkDeps, user: { email: string; role: string; isActive: boolean }): Promise<void> {
  if (!user.isActive) throw socialLoginFailed('account deactivated');
  if (!(await deps.isWhitelisted(user))) throw new DomainError('WHITELIST_USER_DENIED');
}

async function attempt(deps: LinkDeps, identity: SocialIdentity): Promise<number> {
  const { db } = deps;
  const email = usableEmail(identity.email);
  const [linked] = await db
    .select({ id: users.id, email: users.email, role: users.role, isActive: users.is_active, linkedEmail: userIdentities.email })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.user_id))
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  if (linked) {
    await admit(deps, linked);
    if (email !== null && email !== linked.linkedEmail) {
      // What the provider last said, for an administrator reading the links; never used to sign in.
      await db
        .update(userIdentities)
        .set({ email })
        .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)));
    }
    return linked.id;
  }

  // Without an e-mail there is neither an account to find nor one to create (users.email is required).
  if (email === null) throw socialLoginFailed('the provider gave no usable e-mail');
  const link = { provider: identity.provider, subject: identity.subject, email };

  const [existing] = await db
    .select({ id: users.id, email: users.email, role: users.role, isActive: users.is_active })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (existing) {
    // Linking on an unverified address would let anyone who types someone's e-mail at a provider
    // take over that person's account; and a second account cannot have the same e-mail.
    if (!identity.emailVerified) throw socialLoginFailed('unverified e-mail of an existing account');
    await admit(deps, existing);
    const inserted = await db
      .insert(userIdentities)
      .values({ ...link, user_id: existing.id })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id });
    if (inserted.length === 0) throw new LostRace();
    return existing.id;
  }

  // Refuse before creating, so that a refused person leaves no account behind.
  await admit(deps, { email, role: 'student', isActive: true });
  const now = deps.now();
  const { username } = generateGuestCredentials(email, now, randomBytes(GENERATED_PASSWORD_RANDOM_BYTES));
  try {
    return await db.transaction(async (tx) => {
      const id = await createStudent(
        tx,
        {
          username,
          email,
          // No password: only social log-in or a password reset (to this e-mail) can sign in.
          password_hash: null,
          firstname: identity.firstname.slice(0, NAME_MAX_LENGTH),
          lastname: identity.lastname.slice(0, NAME_MAX_LENGTH),
          createby: `social:${identity.provider}`,
        },
        now,
      );
      const inserted = await tx
        .insert(userIdentities)
        .values({ ...link, user_id: id })
        .onConflictDoNothing()
        .returning({ id: userIdentities.id });
      if (inserted.length === 0) throw new LostRace();
      return id;
    });
  } catch (err) {
    // Someone registered this e-mail (or the same identity signed in) meanwhile: read again.
    if (err instanceof DomainError && (err.code === 'DUPLICATE_EMAIL' || err.code === 'DUPLICATE_USERNAME')) throw new LostRace();
    throw err;
  }
}
