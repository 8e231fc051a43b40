// /admin/uploads: the media library.
import { MediaLibrary } from '../../features/admin-uploads/components/MediaLibrary.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.uploads' };

export function Component() {
  return <MediaLibrary />;
}
