// A signed-in account as the catalogue sees it (spec §4, §6): member plans open, the courses it
// holds unexpired access to, the courses of its orders under review, and what the buy rules need.
import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { preparedOnce } from '../../lib/prepared-once.ts';
import { VISITOR, type Viewer } from '@rian/domain';
import { buyerRefusal, isStudentBuyer, type Buyer } from '@rian/domain/buyer-access';

const { courseAccess, orderCourses, orders, users } = schema;

export interface AccountForViewer {
  id: number;
  role: string;
  roleId: number;
  isStudent: boolean;
  groupIds: number[];
}

/**
 * The account's owned and pending courses in one statement, prepared once per database: it runs on
 * every signed-in catalogue read (a round trip and its planning are the cost of such a read).
 */
function prepareLists(db: Db, name: string) {
  const userId = sql.placeholder('userId');
  const now = sql.placeholder('now');
  // Aliased columns: drizzle leaves a one-table select's columns unqualified, and `id` would be
  // ambiguous in the subqueries.
  const owned = sql<number[]>`coalesce((select array_agg(a.course_id) from ${courseAccess} a
    where a.user_id = ${userId} and (a.expires_at is null or a.expires_at > ${now}::timestamptz)), '{}')`;
  // spec §4: a course whose order an administrator is reviewing shows "pending", not the buy button.
  const pending = sql<number[]>`coalesce((select array_agg(distinct l.course_id) from ${orderCourses} l
    join ${orders} o on o.id = l.order_id
    where o.user_id = ${userId} and o.status = 'pendingApproved'), '{}')`;
  return db.select({ owned, pending }).from(users).where(eq(users.id, userId)).prepare(name);
}

function listsOf(db: Db, userId: number, now: Date) {
  return preparedOnce(db, 'viewer_lists', (name) => prepareLists(db, name)).execute({ userId, now: now.toISOString() });
}

export async function viewAsAccount(db: Db, user: AccountForViewer, now: Date): Promise<Viewer> {
  const [ids = { owned: [], pending: [] }] = await listsOf(db, user.id, now);

  const buyer: Buyer = { role: user.role, roleId: user.roleId, isStudent: user.isStudent, groupIds: user.groupIds };
  return {
    loggedIn: true,
    isStudent: isStudentBuyer(buyer),
    ownedCourseIds: new Set(ids.owned.map(Number)),
    buyer,
    pendingCourseIds: new Set(ids.pending.map(Number)),
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
