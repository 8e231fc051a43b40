// One file of the media library as the back office shows it (contracts admin/uploads.ts).
import { eq, inArray } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { MEDIA_KINDS, type AdminUpload, type MediaKind } from '@rian/contracts/admin/uploads';

const { uploads, users } = schema;

/** The media library: the component's images and videos, not profile pictures or private files. */
export const isMedia = inArray(uploads.kind, [...MEDIA_KINDS]);

export function selectUploads(db: Db) {
  return db
    .select({
      ...columnsOf(uploads, [
        'id',
        'name',
        'kind',
        'mime',
        'size',
        'original_name',
        'width',
        'height',
        'duration_ms',
        'variants',
      ]),
      uploaded_by: users.username,
      created_at: uploads.created_at,
    })
    .from(uploads)
    .leftJoin(users, eq(users.id, uploads.owner_user_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectUploads>['execute']>>[number];

export function toAdminUpload(row: Row): AdminUpload {
  return {
    ...row,
    kind: row.kind as MediaKind,
    variants: row.variants ?? [],
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function loadUpload(db: Db, id: number): Promise<AdminUpload> {
  const [row] = await selectUploads(db).where(eq(uploads.id, id)).limit(1);
  if (!row || !(MEDIA_KINDS as readonly string[]).includes(row.kind)) throw new DomainError('NOT_FOUND');
  return toAdminUpload(row);
}
