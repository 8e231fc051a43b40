// /private/admin/users: the People page's calls — the member list, one member's page, and what an
// administrator may do to the account: grant, extend or revoke course access by hand, change the role,
// disable or re-enable, send a password-reset link, set the user groups. Administrators only; every
// write is audited and answers the member's page as it now is.
import {
  UserAccessGrantSchema,
  UserCourseParamsSchema,
  UserGroupsSchema,
  UserListQuerySchema,
  UserOneSchema,
  UserPageSchema,
  UserReasonSchema,
  UserResetSentSchema,
  UserRoleSchema,
} from '@rian/contracts/admin/users';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { changeRole } from './change-role.ts';
import { grantAccess, revokeAccess } from './grant-access.ts';
import { listUsers } from './list-users.ts';
import { sendResetLink } from './send-reset-link.ts';
import { disableUser, enableUser } from './set-disabled.ts';
import { setUserGroups } from './set-user-groups.ts';
import { loadUser } from './user-view.ts';

const tag = 'users';

export function userRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'users',
    summary: 'Members, newest first: words over the name, e-mail, phone and username; role; active or disabled',
    query: UserListQuerySchema,
    response: UserPageSchema,
    page: true,
    handle: ({ query }) => listUsers(admin.db, query),
  });
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'users/:id',
    summary: 'One member: profile, role, disabled flag, orders, course access with its origin, user groups',
    params: idParams,
    response: UserOneSchema,
    handle: ({ params }) => loadUser(admin.db, params.id),
  });
  adminRoute(app, requireAdmin, {
    tag,
    method: 'POST',
    path: 'users/:id/access',
    summary: 'Grant a course by hand, or extend access the member has, until a Thai day (null: no end), with a reason',
    params: idParams,
    body: UserAccessGrantSchema,
    response: UserOneSchema,
    handle: ({ params, body, actor }) => grantAccess(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    tag,
    method: 'DELETE',
    path: 'users/:id/access/:courseId',
    summary: 'Revoke access granted by hand, with a reason; access an order holds ends only by refunding the order',
    params: UserCourseParamsSchema,
    body: UserReasonSchema,
    response: UserOneSchema,
    handle: ({ params, body, actor }) => revokeAccess(admin, actor, params.id, params.courseId, body.reason),
  });
  accountRoutes(app, { admin, requireAdmin });
}

/** The account's own actions: role, disabled, reset link, groups. */
function accountRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const call = (method: 'POST' | 'PUT', path: string, summary: string) =>
    ({ tag, method, path: `users/:id/${path}`, summary, params: idParams, response: UserOneSchema }) as const;
  adminRoute(app, requireAdmin, {
    ...call('PUT', 'role', 'Make the member a student, an instructor or an administrator; never one’s own demotion'),
    body: UserRoleSchema,
    handle: ({ params, body, actor }) => changeRole(admin, actor, params.id, body.role),
  });
  adminRoute(app, requireAdmin, {
    ...call('POST', 'disable', 'Disable the account, with a reason: it cannot sign in and its sessions end; never one’s own'),
    body: UserReasonSchema,
    handle: ({ params, body, actor }) => disableUser(admin, actor, params.id, body.reason),
  });
  adminRoute(app, requireAdmin, {
    ...call('POST', 'enable', 'Enable a disabled account again'),
    handle: ({ params, actor }) => enableUser(admin, actor, params.id),
  });
  adminRoute(app, requireAdmin, {
    ...call('PUT', 'groups', 'Set the user groups the member belongs to, all of them'),
    body: UserGroupsSchema,
    handle: ({ params, body, actor }) => setUserGroups(admin, actor, params.id, body.group_ids),
  });
  adminRoute(app, requireAdmin, {
    ...call('POST', 'password-reset', 'Mail the member a single-use password-reset link (the /forgotpass mail)'),
    response: UserResetSentSchema,
    handle: ({ params, actor }) => sendResetLink(admin, actor, params.id),
  });
}
