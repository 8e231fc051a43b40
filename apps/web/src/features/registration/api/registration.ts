// The calls of the registration form (spec §7 "Registration and login"): custom labels and user
// groups to build it, storage and upload for its pictures, and the registration itself. The guest
// id header (spec §6) is added by the api client; uploads and registration make sure an id exists.
import { queryOptions } from '@tanstack/react-query';
import { RegistrationResponseSchema, StorageResponseSchema, UploadResponseSchema, type SessionUser } from '@rian/contracts/auth';
import { CustomLabelListResponseSchema, UserGroupListResponseSchema } from '@rian/contracts/site';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { getGuestId } from '../../account/guest.ts';
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

/** spec §7: free storage in GB, asked again before each file selection (never cached). */
export async function fetchFreeStorageGb(): Promise<number> {
  return (await apiGet('/api/storage/details', StorageResponseSchema)).free;
}

/** The kinds the upload call takes: a public picture, or a private company certificate. */
export type UploadCallKind = 'profileImage' | 'certificate';

/** POST /api/home/test_upload: one file in the field imageinput0 (spec §7); returns the stored name. */
export async function uploadFile(file: File, kind: UploadCallKind): Promise<string> {
  // The upload belongs to this guest until the registration claims it (spec §6).
  getGuestId();
  const form = new FormData();
  form.append('imageinput0', file, file.name);
  const res = await apiRequest(`/api/home/test_upload?kind=${kind}`, UploadResponseSchema, { method: 'POST', body: form });
  return res.fileName;
}

/** POST /public/students/course-detail-page: creates the student and signs them in (session cookie). */
export async function registerStudent(body: RegistrationBody): Promise<SessionUser> {
  // The server moves this guest's cart to the new account.
  getGuestId();
  const res = await apiRequest('/public/students/course-detail-page', RegistrationResponseSchema, { method: 'POST', body });
  return res.user;
}
