// The media library's back-office calls (/private/admin/uploads); uploads themselves go through
// components/admin/UploadField.tsx.
import { useQueryClient } from '@tanstack/react-query';
import { UploadPageSchema } from '@rian/contracts/admin/uploads';
import { apiGet, apiRequest, withQuery } from '../../../lib/api-client.ts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { ADMIN_API, useDeleteResource } from '../../../lib/admin-api.ts';

export const useDeleteUpload = () => useDeleteResource('uploads');

/** The list again after the component stored new files. */
export function useRefreshUploads(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['admin', 'uploads'] });
}

/** Deletes the library's file stored as `name` (the upload component knows files by name). */
export async function deleteUploadNamed(name: string): Promise<void> {
  const page = await apiGet(withQuery(`${ADMIN_API}/uploads`, { q: name }), UploadPageSchema);
  const file = page.data.find((f) => f.name === name);
  if (file) await apiRequest(`${ADMIN_API}/uploads/${file.id}`, AdminDeletedSchema, { method: 'DELETE' });
}
