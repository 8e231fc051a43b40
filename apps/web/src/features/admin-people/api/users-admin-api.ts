// The People page's writes: each answers the member's page as it now is (UserOneSchema), which the
// page shows; the member list refreshes with it.
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { UserGroupPageSchema } from '@rian/contracts/admin/user-groups';
import { UserOneSchema, UserResetSentSchema } from '@rian/contracts/admin/users';
import { adminListQuery, useAdminWrite } from '../../../lib/admin-api.ts';

export interface UserRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  /** The path after users/{id}/. */
  path: string;
  body?: unknown;
}

/** A write to one member's account; `request` names the call for the values sent. */
export function useUserWrite<V>(userId: number, request: (values: V) => UserRequest) {
  return useAdminWrite('users', z.union([UserOneSchema, UserResetSentSchema]), (values: V) => {
    const { method, path, body } = request(values);
    return { method, path: `users/${userId}/${path}`, body };
  });
}

/** The academy's user groups by name (the list's filter, the member page's checkboxes). */
export function useAllGroups() {
  const groups = useQuery(adminListQuery('user-groups', UserGroupPageSchema, { per_page: 100, sort: 'name' }));
  return { loaded: groups.isSuccess, groups: groups.data?.data ?? [] };
}
