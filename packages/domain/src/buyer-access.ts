// Who may buy a course (spec §6): the buyer's role and the course's user-group restriction.
import type { ErrorCode } from './errors.ts';

/** The signed-in account as the rules see it. */
export interface Buyer {
  /** 'student' | 'instructor' | 'admin'. */
  readonly role: string;
  /** spec §6: "role id 3 is treated as student". */
  readonly roleId: number;
  /** An instructor or administrator who is also a student may buy. */
  readonly isStudent: boolean;
  /** Ids of the user groups the account belongs to. */
  readonly groupIds: readonly number[];
}

export interface GroupAccessSettings {
  /** Site setting course_access_rights. */
  readonly courseAccessRights: boolean;
  /** Site setting user_group_enabled. */
  readonly userGroupEnabled: boolean;
}

/** spec §6: a student is role id 3 or an account flagged as also being a student. */
export function isStudentBuyer(buyer: Pick<Buyer, 'roleId' | 'isStudent'>): boolean {
  return buyer.roleId === 3 || buyer.isStudent;
}

/**
 * spec §6 course access: when the site's access-rights setting and the user-group feature are
 * both on and the course lists allowed groups, only members of one of those groups may buy; an
 * account in no group is denied. Otherwise every student may buy.
 */
export function hasGroupAccess(
  courseGroups: readonly number[],
  buyerGroups: readonly number[],
  settings: GroupAccessSettings,
): boolean {
  if (!settings.courseAccessRights || !settings.userGroupEnabled || courseGroups.length === 0) return true;
  return buyerGroups.some((g) => courseGroups.includes(g));
}

/**
 * Why this buyer may not buy this course, as a §8 code, or null when they may:
 * STUDENT_ONLY for an instructor or administrator who is not also a student (spec §6),
 * ACCESS_DENIED_GROUP for the group restriction above.
 */
export function buyerRefusal(
  buyer: Buyer,
  course: { readonly course_for_user_group: readonly number[] },
  settings: GroupAccessSettings,
): ErrorCode | null {
  if (!isStudentBuyer(buyer)) return 'STUDENT_ONLY';
  if (!hasGroupAccess(course.course_for_user_group, buyer.groupIds, settings)) return 'ACCESS_DENIED_GROUP';
  return null;
}
