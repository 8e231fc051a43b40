// The media library, newest first, searched by the file's original or stored name.
import { and, count, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { UploadListQuery } from '@rian/contracts/admin/uploads';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';
import { isMedia, selectUploads, toAdminUpload } from './upload-view.ts';

const { uploads } = schema;

export async function listUploads(ctx: AdminContext, query: UploadListQuery) {
  const p = paging(query);
  const where = and(
    isMedia,
    query.kind ? eq(uploads.kind, query.kind) : undefined,
    searchAll(query.q, [uploads.original_name, uploads.name]),
  );
  const sort = { created_at: uploads.created_at, size: uploads.size, original_name: uploads.original_name, id: uploads.id };
  const [rows, [counted]] = await Promise.all([
    selectUploads(ctx.db)
      .where(where)
      .orderBy(...sortBy(query.sort, sort, '-created_at', uploads.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(uploads).where(where),
  ]);
  return pageAnswer(rows.map(toAdminUpload), counted?.total ?? 0, p);
}
