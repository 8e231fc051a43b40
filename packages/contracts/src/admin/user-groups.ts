// /private/admin/user-groups: the student groups (spec §3 studentGroupKpi, §2 course access rights);
// one group may be the default a new student joins.
import * as z from 'zod/mini';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { flag, requiredText } from './fields.ts';
import { UserGroupSchema } from '../site.ts';

/** A group as the registration form lists it, with its members and when it was made. */
export const AdminUserGroupSchema = z.extend(UserGroupSchema, {
  member_count: z.number(),
  created_at: z.string(),
});
export type AdminUserGroup = z.infer<typeof AdminUserGroupSchema>;

export const UserGroupCreateSchema = z.object({ name: requiredText(120), is_default: z.optional(flag) });
export type UserGroupCreate = z.infer<typeof UserGroupCreateSchema>;
export const UserGroupPatchSchema = z.partial(UserGroupCreateSchema);
export type UserGroupPatch = z.infer<typeof UserGroupPatchSchema>;

export const USER_GROUP_SORTS = ['name', 'id', 'created_at'] as const;
export const UserGroupListQuerySchema = adminListQuery(USER_GROUP_SORTS);
export const UserGroupPageSchema = adminPage(AdminUserGroupSchema);
export const UserGroupOneSchema = adminOne(AdminUserGroupSchema);
