// One member as the back office's People page reads them: the profile, role and disabled flag, their
// orders (newest first), the courses they may open with where each came from (an order, an
// administrator's hand, or both), and their user groups.
import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { MEMBER_ROLES, roleOfId, type MemberRole } from '@rian/domain/member-admin';
import type { AdminUserAccess, AdminUserDetail, AdminUserRow } from '@rian/contracts/admin/users';
import type { AdminUserOrder } from '@rian/contracts/admin/users';
import { pick } from '../../../lib/pick.ts';
import type { Tx } from '../audit/record-audit.ts';

const { users, orders, courseAccess, courses, userGroups, userGroupMembers } = schema;

/** The users columns a row of the list reads. */
export const userRowColumns = columnsOf(users, [
  'id',
  'username',
  'email',
  'firstname',
  'lastname',
  'tel',
  'role',
  'role_id',
  'is_active',
  'created_at',
]);

type UserRowData = Pick<typeof users.$inferSelect, keyof typeof userRowColumns>;

/** The stored role as one of spec §6's three (the text column first, its id when the text is unknown). */
export function memberRole(role: string, roleId: number): MemberRole {
  return (MEMBER_ROLES as readonly string[]).includes(role) ? (role as MemberRole) : roleOfId(roleId);
}

export const toUserRow = (r: UserRowData): AdminUserRow => ({
  id: r.id,
  username: r.username,
  email: r.email,
  name: `${r.firstname} ${r.lastname}`.trim(),
  tel: r.tel,
  role: memberRole(r.role, r.role_id),
  disabled: !r.is_active,
  created_at: r.created_at.toISOString(),
});

/** The member's account row, held for the write when `lock`; NOT_FOUND when there is none. */
export async function loadUserRow(db: Db | Tx, id: number, lock = false) {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', 'No such user');
  return row;
}

export async function loadUser(db: Db | Tx, id: number): Promise<AdminUserDetail> {
  const u = await loadUserRow(db, id);
  const [orderRows, access, groups] = await Promise.all([ordersOf(db, id), accessOf(db, id), groupsOf(db, id)]);
  return {
    ...toUserRow(u),
    ...pick(u, ['firstname', 'lastname', 'nickname', 'is_student']),
    updated_at: u.updated_at.toISOString(),
    orders: orderRows,
    access,
    groups,
  };
}

const orderColumns = columnsOf(orders, ['id', 'order_token', 'status', 'currency_code', 'total', 'created_at']);

async function ordersOf(db: Db | Tx, userId: number): Promise<AdminUserOrder[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.user_id, userId))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(200);
  return rows.map((o) => ({ ...o, status: o.status as AdminUserOrder['status'], created_at: o.created_at.toISOString() }));
}

const granter = alias(users, 'granter');

const accessColumns = {
  ...columnsOf(courseAccess, ['course_id', 'granted_at', 'expires_at', 'order_id', 'hand_reason']),
  course_title: courses.title,
  order_token: orders.order_token,
  hand_at: courseAccess.hand_granted_at,
  hand_by: granter.username,
  hand_until: courseAccess.hand_expires_at,
};

async function accessOf(db: Db | Tx, userId: number): Promise<AdminUserAccess[]> {
  const rows = await db
    .select(accessColumns)
    .from(courseAccess)
    .innerJoin(courses, eq(courses.id, courseAccess.course_id))
    .leftJoin(orders, eq(orders.id, courseAccess.order_id))
    .leftJoin(granter, eq(granter.id, courseAccess.hand_granted_by))
    .where(eq(courseAccess.user_id, userId))
    .orderBy(asc(courses.title), asc(courseAccess.id));
  return rows.map((r) => ({
    course_id: r.course_id,
    course_title: r.course_title,
    granted_at: r.granted_at.toISOString(),
    expires_at: r.expires_at?.toISOString() ?? null,
    order: r.order_id !== null && r.order_token !== null ? { id: r.order_id, order_token: r.order_token } : null,
    hand: r.hand_at
      ? { at: r.hand_at.toISOString(), by: r.hand_by, reason: r.hand_reason ?? '', until: r.hand_until?.toISOString() ?? null }
      : null,
  }));
}

function groupsOf(db: Db | Tx, userId: number) {
  return db
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.group_id))
    .where(eq(userGroupMembers.user_id, userId))
    .orderBy(asc(userGroups.name), asc(userGroups.id));
}
