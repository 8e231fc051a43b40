// The upload calls (spec §7): free storage, and one file to POST /api/home/test_upload. A guest's
// upload carries the guest id (spec §6) so that their registration can claim it; a signed-in
// user's belongs to the account.
import { StorageResponseSchema, UploadResponseSchema, type UploadCallKind } from '@rian/contracts/auth';
import { apiGet, apiRequest } from './api-client.ts';
import { getGuestId } from './guest.ts';

/** spec §7: free storage in GB, asked again before each file selection (never cached). */
export async function fetchFreeStorageGb(): Promise<number> {
  return (await apiGet('/api/storage/details', StorageResponseSchema)).free;
}

/** POST /api/home/test_upload: one file in the field imageinput0 (spec §7); returns the stored name. */
export async function uploadFile(file: File, kind: UploadCallKind): Promise<string> {
  // Make sure a guest id exists, so the api client sends it with the upload.
  getGuestId();
  const form = new FormData();
  form.append('imageinput0', file, file.name);
  const res = await apiRequest(`/api/home/test_upload?kind=${kind}`, UploadResponseSchema, { method: 'POST', body: form });
  return res.fileName;
}
