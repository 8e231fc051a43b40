// Creating a student account (spec §7 registration, §8 registration codes), shared by the
// registration form and social log-in: the site's user limit and daily limit, unique username and
// e-mail, one transaction, serialised so that two registrations cannot both take the last place.
import { and, gte, sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';

const { users, siteSettings, userGroups, userGroupMembers } = schema;

export type NewStudent = Omit<typeof users.$inferInsert, 'id' | 'role' | 'role_id' | 'is_student' | 'created_at' | 'updated_at'>;

// Any fixed number: pg_advisory_xact_lock serialises account creation across instances.
const CREATE_USER_LOCK = 4_201_001;

/** Midnight in Thailand (UTC+7, no daylight saving) at or before `now`, as a UTC instant. */
export function thaiDayStart(now: Date): Date {
  const offset = 7 * 3600 * 1000;
  const local = new Date(now.getTime() + offset);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset);
}

/** spec §8 DUPLICATE_EMAIL and DUPLICATE_USERNAME, case-insensitive, for any new account. */
export async function assertCredentialsFree(tx: Tx, input: { username: string; email: string }): Promise<void> {
  const taken = await tx
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username}) or lower(${users.email}) = lower(${input.email})`);
  if (taken.some((u) => u.email.toLowerCase() === input.email.toLowerCase())) throw new DomainError('DUPLICATE_EMAIL');
  if (taken.length > 0) throw new DomainError('DUPLICATE_USERNAME');
}

/**
 * Inserts a student (role student, role id 3) inside `tx`, after the §8 checks:
 * OVER_LIMIT_USER when the site's user_limit of students is reached, ERROR_CREATE_USER_IN_DAY when
 * its daily_user_limit of new accounts (Thai calendar day) is reached, DUPLICATE_USERNAME and
 * DUPLICATE_EMAIL (case-insensitive). The student joins `groupId`, or the site's default user
 * group when none is given, so that the group rule of spec §6 has a group to look at. Returns the
 * new id.
 */
export async function createStudent(tx: Tx, input: NewStudent, now: Date, groupId?: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_USER_LOCK})`);
  const [site] = await tx
    .select({ userLimit: siteSettings.user_limit, dailyLimit: siteSettings.daily_user_limit })
    .from(siteSettings)
    .where(sql`${siteSettings.id} = 1`);
  if (site?.userLimit != null) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.role} = 'student'`);
    if ((row?.n ?? 0) >= site.userLimit) throw new DomainError('OVER_LIMIT_USER');
  }
  if (site?.dailyLimit != null) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(sql`${users.role} = 'student'`, gte(users.created_at, thaiDayStart(now))));
    if ((row?.n ?? 0) >= site.dailyLimit) throw new DomainError('ERROR_CREATE_USER_IN_DAY');
  }
  await assertCredentialsFree(tx, input);
  const [created] = await tx
    .insert(users)
    .values({ ...input, role: 'student', role_id: 3, is_student: true, created_at: now, updated_at: now })
    .returning({ id: users.id });
  const group =
    groupId ??
    (
      await tx
        .select({ id: userGroups.id })
        .from(userGroups)
        .where(sql`${userGroups.is_default} = 1`)
        .limit(1)
    )[0]?.id;
  if (group !== undefined) await tx.insert(userGroupMembers).values({ user_id: created!.id, group_id: group });
  return created!.id;
}
