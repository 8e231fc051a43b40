// The extra tabs of a course's or a product's page (spec §3 "tabs"), in order. An English title or
// body left empty goes out as null, so the storefront falls back to the Thai one.
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { CatalogueTab } from '@rian/contracts';

const { catalogueTabs } = schema;

type TabRow = Pick<typeof catalogueTabs.$inferSelect, 'id' | 'title' | 'title_en' | 'body' | 'body_en'>;

export function tabView(t: TabRow): CatalogueTab {
  return { id: t.id, title: t.title, title_en: t.title_en || null, body: t.body, body_en: t.body_en || null };
}

export async function pageTabs(db: Db, owner: { course_id: number } | { product_id: number }): Promise<CatalogueTab[]> {
  const where =
    'course_id' in owner ? eq(catalogueTabs.course_id, owner.course_id) : eq(catalogueTabs.product_id, owner.product_id);
  const rows = await db.select().from(catalogueTabs).where(where).orderBy(asc(catalogueTabs.sort), asc(catalogueTabs.id));
  return rows.map(tabView);
}
