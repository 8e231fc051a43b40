// The signed-in account: as the session answers it, and with its own and tax data
// (spec §7 /private/students).
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { SessionUser, Student } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import { pick } from '../../lib/pick.ts';
import { toSessionUser } from './accounts-deps.ts';

const { users, userGroupMembers } = schema;

export async function getSessionUser(db: Db, userId: number): Promise<SessionUser> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new DomainError('NOT_FOUND');
  return toSessionUser(u);
}

export async function getStudent(db: Db, userId: number): Promise<Student> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new DomainError('STUDENT_DATA_UNAVAILABLE');
  const groups = await db
    .select({ id: userGroupMembers.group_id })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.user_id, userId));
  return {
    ...toSessionUser(u),
    ...pick(u, ['firstname_eng', 'lastname_eng', 'nickname', 'tel', 'address', 'display_img_url']),
    group_ids: groups.map((g) => g.id),
    custom_label: u.custom_label ?? null,
    tax_person_type: u.tax_person_type,
    tax_name_one: u.tax_name_one,
    tax_name_two: u.tax_name_two,
    tax_payer_identification_no: u.tax_payer_identification_no,
    tax_address: u.tax_address,
    tax_postcode: u.tax_postcode,
    tax_is_delivery_by_tax_address: u.tax_is_delivery_by_tax_address,
    tax_delivery_address: u.tax_delivery_address,
    tax_company_certificate: u.tax_company_certificate,
  };
}
