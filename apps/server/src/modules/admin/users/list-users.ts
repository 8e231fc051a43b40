// GET /private/admin/users: a page of members, newest first unless sorted otherwise; q matches every
// word against the name, e-mail, phone and username; role, state (active, disabled) and a user group
// narrow it.
import { and, eq, exists, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { UserListQuery } from '@rian/contracts/admin/users';
import { listPage } from '../list-page.ts';
import { toUserRow, userRowColumns } from './user-view.ts';

const { users, userGroupMembers } = schema;

export function listUsers(db: Db, query: UserListQuery) {
  return listPage(db, query, {
    rows: db.select(userRowColumns).from(users).$dynamic(),
    counted: users,
    filters: [
      query.role ? eq(users.role, query.role) : undefined,
      query.state ? eq(users.is_active, query.state === 'active') : undefined,
      query.group ? inGroup(db, query.group) : undefined,
    ],
    search: [users.firstname, users.lastname, users.email, users.tel, users.username, users.nickname],
    sorts: { created_at: users.created_at, email: users.email, username: users.username, id: users.id },
    fallback: '-created_at',
    toRow: toUserRow,
  });
}

/** The user belongs to the group. */
const inGroup = (db: Db, groupId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(userGroupMembers)
      .where(and(eq(userGroupMembers.user_id, users.id), eq(userGroupMembers.group_id, groupId))),
  );
