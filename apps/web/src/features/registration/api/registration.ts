// The calls of the registration form (spec §7 "Registration and login"): custom labels and user
// groups to build it, and the registration itself (uploads: lib/uploads-api.ts). The guest
// id header (spec §6) is added by the api client; uploads and registration make sure an id exists.
import { queryOptions } from '@tanstack/react-query';
import { RegistrationResponseSchema, type SessionUser } from '@rian/contracts/auth';
import { CustomLabelListResponseSchema, UserGroupListResponseSchema } from '@rian/contracts/site';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { getGuestId } from '../../../lib/guest.ts';
import type { RegistrationBody } from '../registration-form.ts';

export const customLabelsQuery = () =>
  queryOptions({
    queryKey: ['registration', 'customlabel'] as const,
    queryFn: ({ signal }) => apiGet('/public/customlabel', CustomLabelListResponseSchema, signal),
    staleTime: 5 * 60_000,
  });

export const userGroupsQuery = () =>
  queryOptions({
    queryKey: ['registration', 'user-groups'] as const,
    queryFn: ({ signal }) => apiGet('/api/user/group', UserGroupListResponseSchema, signal),
    staleTime: 5 * 60_000,
  });

/** POST /public/students/course-detail-page: creates the student and signs them in (session cookie). */
export async function registerStudent(body: RegistrationBody): Promise<SessionUser> {
  // The server moves this guest's cart to the new account.
  getGuestId();
  const res = await apiRequest('/public/students/course-detail-page', RegistrationResponseSchema, { method: 'POST', body });
  return res.user;
}
