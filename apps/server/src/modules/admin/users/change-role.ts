// PUT /private/admin/users/{id}/role: the member becomes a student, an instructor or an administrator
// (spec §6 role ids 3, 2, 1). An administrator cannot take the role away from themself
// (ADMIN_SELF_DEMOTE). A member made a student is one for buying too (users.is_student); the next
// request of their open sessions already reads the new role.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { ROLE_IDS, selfChangeRefusal, type MemberRole } from '@rian/domain/member-admin';
import type { AdminUserDetail } from '@rian/contracts/admin/users';
import type { Actor, AdminContext } from '../admin-context.ts';
import { memberRole } from './user-view.ts';
import { accountWrite } from './user-write.ts';

const { users } = schema;

export function changeRole(ctx: AdminContext, actor: Actor, id: number, role: MemberRole): Promise<AdminUserDetail> {
  const refused = selfChangeRefusal(actor.id, id, { role });
  if (refused) return Promise.reject(new DomainError(refused));
  return accountWrite(ctx, actor, id, 'change-role', async (tx, user) => {
    const isStudent = role === 'student' ? true : user.is_student;
    await tx
      .update(users)
      .set({ role, role_id: ROLE_IDS[role], is_student: isStudent, updated_at: ctx.clock() })
      .where(eq(users.id, id));
    return {
      before: { role: memberRole(user.role, user.role_id), is_student: user.is_student },
      after: { role, is_student: isStudent },
    };
  });
}
