// The media library, newest first, searched by the file's original or stored name.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { UploadListQuery } from '@rian/contracts/admin/uploads';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { isMedia, selectUploads, toAdminUpload } from './upload-view.ts';

const { uploads } = schema;

export function listUploads(ctx: AdminContext, query: UploadListQuery) {
  return listPage(ctx.db, query, {
    rows: selectUploads(ctx.db).$dynamic(),
    counted: uploads,
    filters: [isMedia, query.kind ? eq(uploads.kind, query.kind) : undefined],
    search: [uploads.original_name, uploads.name],
    sorts: { created_at: uploads.created_at, size: uploads.size, original_name: uploads.original_name, id: uploads.id },
    fallback: '-created_at',
    toRow: toAdminUpload,
  });
}
