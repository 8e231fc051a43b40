// A signed-in account as the catalogue sees it (spec §4, §6): member plans open, the courses it
// holds unexpired access to, the courses of its orders under review, and what the buy rules need.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { VISITOR, type Viewer } from '@rian/domain';
import { buyerRefusal, isStudentBuyer, type Buyer } from '@rian/domain/buyer-access';

const { courseAccess, orderCourses, orders } = schema;

export interface AccountForViewer {
  id: number;
  role: string;
  roleId: number;
  isStudent: boolean;
  groupIds: number[];
}

export async function viewAsAccount(db: Db, user: AccountForViewer, now: Date): Promise<Viewer> {
  // One statement for both lists: a round trip is the cost of a signed-in read.
  // spec §4: a course whose order an administrator is reviewing shows "pending", not the buy button.
  const owned = sql`coalesce((select array_agg(${courseAccess.course_id}) from ${courseAccess}
    where ${and(eq(courseAccess.user_id, user.id), or(isNull(courseAccess.expires_at), gt(courseAccess.expires_at, now)))}), '{}')`;
  const pending = sql`coalesce((select array_agg(distinct ${orderCourses.course_id}) from ${orderCourses}
    join ${orders} on ${orders.id} = ${orderCourses.order_id}
    where ${and(eq(orders.user_id, user.id), eq(orders.status, 'pendingApproved'))}), '{}')`;
  const result = await db.execute(sql`select ${owned} as owned, ${pending} as pending`);
  const [ids] = (result as unknown as { rows: { owned: number[]; pending: number[] }[] }).rows;

  const buyer: Buyer = { role: user.role, roleId: user.roleId, isStudent: user.isStudent, groupIds: user.groupIds };
  return {
    loggedIn: true,
    isStudent: isStudentBuyer(buyer),
    ownedCourseIds: new Set(ids!.owned.map(Number)),
    buyer,
    pendingCourseIds: new Set(ids!.pending.map(Number)),
  } as Viewer;
}

const buyerOf = (viewer: Viewer) => (viewer as Viewer & { buyer?: Buyer }).buyer;

/** Courses of the viewer's orders under review (viewAsAccount); empty for visitors. */
export function pendingOf(viewer: Viewer): ReadonlySet<number> {
  return (viewer as Viewer & { pendingCourseIds?: ReadonlySet<number> }).pendingCourseIds ?? new Set();
}

/**
 * Everything a viewer changes in a read (signed in, student, owned and pending courses, role and
 * groups for the buy rules), so viewers with the same signature share one memoised read.
 */
export function viewerKey(viewer: Viewer): string {
  if (viewer === VISITOR) return '';
  const buyer = buyerOf(viewer);
  const owned =
    [...viewer.ownedCourseIds].sort((a, b) => a - b).join(',') + `/${[...pendingOf(viewer)].sort((a, b) => a - b).join(',')}`;
  const groups = buyer ? [...buyer.groupIds].sort((a, b) => a - b).join(',') : '';
  return `v:${viewer.loggedIn}:${viewer.isStudent}:${owned}:${buyer ? `${buyer.role}:${buyer.roleId}:${buyer.isStudent}:${groups}` : '-'}`;
}

/** spec §6 for a signed-in viewer: STUDENT_ONLY or ACCESS_DENIED_GROUP, null when they may buy. */
export function refusalFor(
  viewer: Viewer,
  courseGroups: number[],
  settings: { course_access_rights: number; user_group_enabled: number } | null | undefined,
): 'STUDENT_ONLY' | 'ACCESS_DENIED_GROUP' | null {
  const buyer = buyerOf(viewer);
  if (!buyer) return null;
  const code = buyerRefusal(
    buyer,
    { course_for_user_group: courseGroups },
    { courseAccessRights: settings?.course_access_rights === 1, userGroupEnabled: settings?.user_group_enabled === 1 },
  );
  return code === 'STUDENT_ONLY' || code === 'ACCESS_DENIED_GROUP' ? code : null;
}
