// A published custom page by its slug (spec §2 custom pages): a draft or an unknown slug is NOT_FOUND.
import { and, eq } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { PublicCustomPage } from '@rian/contracts';

const { customPages } = schema;

export async function getPublishedPage(db: Db, slug: string): Promise<PublicCustomPage> {
  const [row] = await db
    .select({
      ...columnsOf(customPages, [
        'id',
        'slug',
        'title',
        'title_en',
        'body',
        'body_en',
        'meta_title',
        'meta_description',
        'share_image_url',
      ]),
    })
    .from(customPages)
    .where(and(eq(customPages.slug, slug), eq(customPages.is_published, true)));
  if (!row) throw new DomainError('NOT_FOUND', 'No such page');
  return row;
}
