// The back office's People page (spec §6 roles; the academy runs its members without SQL): the roles
// an administrator may give, what an administrator may not do to their own account, and how a hand
// grant of course access (or its extension) ends.
import type { ErrorCode } from './errors.ts';
import { thaiDateTimeToUtc } from './payment-report.ts';

/** spec §6: role id 1 administrator, 2 instructor, 3 student. */
export const MEMBER_ROLES = ['student', 'instructor', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const ROLE_IDS: Readonly<Record<MemberRole, number>> = { admin: 1, instructor: 2, student: 3 };

/** The role of a stored role id (an unknown id reads as a student, as spec §6 treats role id 3). */
export function roleOfId(roleId: number): MemberRole {
  return roleId === 1 ? 'admin' : roleId === 2 ? 'instructor' : 'student';
}

/**
 * What an administrator may not do to themself: take away their own administrator role or disable
 * their own account (the academy could be left with nobody to run it). Null: allowed.
 */
export function selfChangeRefusal(
  actorId: number,
  targetId: number,
  change: { role?: MemberRole; disable?: boolean },
): ErrorCode | null {
  if (actorId !== targetId) return null;
  if (change.role !== undefined && change.role !== 'admin') return 'ADMIN_SELF_DEMOTE';
  if (change.disable === true) return 'ADMIN_SELF_DISABLE';
  return null;
}

const DAY_MS = 86_400_000;

/** The end of a Thai calendar day (24:00 Thai time, UTC+7), as an instant; null for a day that does not exist. */
export function endOfThaiDay(day: string): Date | null {
  const midnight = thaiDateTimeToUtc(day, '00:00:00');
  return midnight ? new Date(midnight.getTime() + DAY_MS) : null;
}

export interface HandGrantInput {
  /** The existing access row, or null when the member has none for the course. */
  current: { expiresAt: Date | null; heldByOrder: boolean } | null;
  /** The last Thai day of access (YYYY-MM-DD), or null for no end. */
  until: string | null;
  now: Date;
}

export type HandGrantEnd = { ok: true; expiresAt: Date | null } | { ok: false; code: ErrorCode };

/**
 * When access granted or extended by hand ends: at the end of `until`, Thai time, or never. The day
 * must not be over already (ACCESS_UNTIL_PAST). Access an order holds may be lengthened by hand but
 * not shortened (ACCESS_ALREADY_LONGER: refunding the order is how paid access ends); a hand grant
 * of the administrators' own may be set to any day still to come.
 */
export function handGrantEnd({ current, until, now }: HandGrantInput): HandGrantEnd {
  const expiresAt = until === null ? null : endOfThaiDay(until);
  if (until !== null && expiresAt === null) return { ok: false, code: 'INPUT_ERROR' };
  if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'ACCESS_UNTIL_PAST' };
  if (current?.heldByOrder) {
    const shorter = current.expiresAt === null ? expiresAt !== null : expiresAt !== null && expiresAt < current.expiresAt;
    if (shorter) return { ok: false, code: 'ACCESS_ALREADY_LONGER' };
  }
  return { ok: true, expiresAt };
}
