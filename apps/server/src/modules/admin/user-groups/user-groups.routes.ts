// /private/admin/user-groups: the student groups (spec §3 studentGroupKpi, §2 access rights). Administrators only.
import {
  UserGroupCreateSchema,
  UserGroupListQuerySchema,
  UserGroupOneSchema,
  UserGroupPageSchema,
  UserGroupPatchSchema,
} from '@rian/contracts/admin/user-groups';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { loadUserGroup } from './user-group-view.ts';
import { listUserGroups } from './list-user-groups.ts';
import { createUserGroup, deleteUserGroup, updateUserGroup } from './save-user-group.ts';

export function userGroupRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'user-groups',
    tag: 'user groups',
    summaries: {
      list: 'User groups, paged',
      create: 'A new user group',
      get: 'One user group',
      remove: 'Delete a group without students',
    },
    schemas: {
      query: UserGroupListQuerySchema,
      page: UserGroupPageSchema,
      one: UserGroupOneSchema,
      create: UserGroupCreateSchema,
      patch: UserGroupPatchSchema,
    },
    list: listUserGroups,
    get: loadUserGroup,
    create: createUserGroup,
    update: updateUserGroup,
    remove: deleteUserGroup,
  });
}
