// /private/admin/users: the academy's members (the back office's People page). The list is searched
// and paged on the server (q over the name, e-mail, phone and username; role; disabled; a group's members); one member's
// page shows their profile, orders, course access and user groups; its actions (a hand grant of a
// course or its extension, revoking it, the role, disabling the account, a password-reset link, the
// groups) are each audited. Times are UTC instants; the screen shows Thai time.
import * as z from 'zod/mini';
import { MEMBER_ROLES } from '@rian/domain/member-admin';
import { ORDER_STATUSES } from '@rian/domain/lifecycles/order';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { requiredText } from './fields.ts';

const id = z.coerce.number().check(z.int(), z.positive());

export const USER_SORTS = ['created_at', 'email', 'username', 'id'] as const;
export const USER_STATES = ['active', 'disabled'] as const;

export const UserListQuerySchema = z.extend(adminListQuery(USER_SORTS), {
  role: z.optional(z.enum(MEMBER_ROLES)),
  state: z.optional(z.enum(USER_STATES)),
  /** The members of one user group (the group list links here). */
  group: z.optional(id),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const AdminUserRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  tel: z.nullable(z.string()),
  role: z.enum(MEMBER_ROLES),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;
export const UserPageSchema = adminPage(AdminUserRowSchema);

/** One course the member may open: since when, until when (null: no end), and where it came from. */
export const AdminUserAccessSchema = z.object({
  course_id: z.number(),
  course_title: z.string(),
  granted_at: z.string(),
  expires_at: z.nullable(z.string()),
  /** The order that holds the access, or null. */
  order: z.nullable(z.object({ id: z.number(), order_token: z.string() })),
  /** The administrators' hand grant or extension, or null. */
  hand: z.nullable(z.object({ at: z.string(), by: z.nullable(z.string()), reason: z.string(), until: z.nullable(z.string()) })),
});
export type AdminUserAccess = z.infer<typeof AdminUserAccessSchema>;

export const AdminUserOrderSchema = z.object({
  id: z.number(),
  order_token: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency_code: z.string(),
  total: z.number(),
  created_at: z.string(),
});
export type AdminUserOrder = z.infer<typeof AdminUserOrderSchema>;

export const AdminUserDetailSchema = z.extend(AdminUserRowSchema, {
  firstname: z.string(),
  lastname: z.string(),
  nickname: z.nullable(z.string()),
  is_student: z.boolean(),
  updated_at: z.string(),
  orders: z.array(AdminUserOrderSchema),
  access: z.array(AdminUserAccessSchema),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
export const UserOneSchema = adminOne(AdminUserDetailSchema);

/** The `:id` and `:courseId` of a hand grant's revocation. */
export const UserCourseParamsSchema = z.object({ id, courseId: id });

/** POST /private/admin/users/{id}/access: grant a course by hand or extend it, until a Thai day (null: no end). */
export const UserAccessGrantSchema = z.object({
  course_id: z.int().check(z.positive()),
  until: z.nullable(z.iso.date({ message: 'date' })),
  reason: requiredText(500),
});
export type UserAccessGrant = z.infer<typeof UserAccessGrantSchema>;

/** DELETE /private/admin/users/{id}/access/{courseId}, and disabling an account: why. */
export const UserReasonSchema = z.object({ reason: requiredText(500) });
export type UserReason = z.infer<typeof UserReasonSchema>;

/** PUT /private/admin/users/{id}/role. */
export const UserRoleSchema = z.object({ role: z.enum(MEMBER_ROLES) });
export type UserRole = z.infer<typeof UserRoleSchema>;

/** PUT /private/admin/users/{id}/groups: the groups the member belongs to, all of them. */
export const UserGroupsSchema = z.object({
  group_ids: z.array(z.int().check(z.positive())).check(z.maxLength(200, 'tooMany')),
});
export type UserGroups = z.infer<typeof UserGroupsSchema>;

/** POST /private/admin/users/{id}/password-reset: where the link went. */
export const UserResetSentSchema = adminOne(z.object({ email: z.string() }));
