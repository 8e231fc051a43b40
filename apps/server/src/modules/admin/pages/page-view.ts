// A custom page as the back office reads it.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminPage } from '@rian/contracts/admin/pages';
import type { Tx } from '../audit/record-audit.ts';

const { customPages } = schema;
export type PageRow = typeof customPages.$inferSelect;

export function toAdminPage(row: PageRow): AdminPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_en: row.title_en,
    body: row.body,
    body_en: row.body_en,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    share_image_url: row.share_image_url,
    is_published: row.is_published ? 1 : 0,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function loadPage(db: Db | Tx, id: number): Promise<AdminPage> {
  const [row] = await db.select().from(customPages).where(eq(customPages.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such page');
  return toAdminPage(row);
}
