// People who buy: students with a signed-in session, instructors, guests. A session is opened
// directly (no password to hash), and its cookie is the one the log-in call would set; a user who
// must sign in through the log-in call is given a `password`.
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { schema, type Db } from '@rian/db';
import { GUEST_ID_HEADER } from '@rian/contracts';
import { SessionService } from '../../src/modules/auth/session.service.ts';
import { insertRow, type Spec } from './rows.ts';

export type UserRow = typeof schema.users.$inferSelect;
type UserSpec = Partial<typeof schema.users.$inferInsert> & { password?: string };

export interface Person {
  id: number;
  user: UserRow;
  /** `rian_session=…` for the Cookie header. */
  cookie: string;
}

let made = 0;

/** A signed-in user; a student unless `spec` says otherwise. */
export async function aUser(db: Db, { password, ...spec }: UserSpec = {}): Promise<Person> {
  made += 1;
  const username = spec.username ?? `buyer${made}`;
  const [user] = await db
    .insert(schema.users)
    .values({
      username,
      email: `${username}@buyers.example`,
      firstname: 'ผู้ซื้อ',
      lastname: `ทดสอบ${made}`,
      ...(password ? { password_hash: await hash(password) } : {}),
      ...spec,
    })
    .returning();
  return { id: user!.id, user: user!, cookie: await signIn(db, user!.id) };
}

/** A student (role_id 3) with a session. */
export const aStudent = (db: Db, spec: UserSpec = {}) => aUser(db, spec);

/** An instructor who is not also a student (spec §6 STUDENT_ONLY). */
export const anInstructor = (db: Db, spec: UserSpec = {}) =>
  aUser(db, { role: 'instructor', role_id: 2, is_student: false, ...spec });

/** A session cookie for an existing user. */
export async function signIn(db: Db, userId: number): Promise<string> {
  const { token } = await new SessionService(db).create(userId, 'test factory');
  return `rian_session=${token}`;
}

/** A guest: the browser's generated id and the header that carries it. */
export function aGuest(): { id: string; headers: Record<string, string> } {
  const id = randomUUID();
  return { id, headers: { [GUEST_ID_HEADER]: id } };
}

/** Access to a course, as a paid order or the seed would grant it; unlimited unless `expires_at`. */
export async function grantAccess(
  db: Db,
  userId: number,
  courseId: number,
  spec: Spec<typeof schema.courseAccess> = {},
): Promise<typeof schema.courseAccess.$inferSelect> {
  return insertRow(db, schema.courseAccess, { user_id: userId, course_id: courseId, ...spec });
}

/** A shipping address of the user (spec §5), for orders with products. */
export async function aShippingAddress(
  db: Db,
  userId: number,
  spec: Spec<typeof schema.shippingAddresses> = {},
): Promise<typeof schema.shippingAddresses.$inferSelect> {
  return insertRow(db, schema.shippingAddresses, {
    user_id: userId,
    name: 'สมหญิง ใจดี',
    tel: '0812345678',
    address: '99 ถนนสุขุมวิท กรุงเทพฯ',
    postcode: '10110',
    ...spec,
  });
}

/** A user group with the given members (spec §6 course_for_user_group). */
export async function aUserGroup(db: Db, memberIds: number[] = [], name = 'กลุ่มทดสอบ'): Promise<number> {
  const [group] = await db.insert(schema.userGroups).values({ name }).returning();
  if (memberIds.length > 0) {
    await db.insert(schema.userGroupMembers).values(memberIds.map((user_id) => ({ user_id, group_id: group!.id })));
  }
  return group!.id;
}
