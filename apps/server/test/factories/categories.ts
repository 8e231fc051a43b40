// Course categories (spec §3), found by their link path.
import { schema, type Db } from '@rian/db';

export type CategoryRow = typeof schema.categories.$inferSelect;

let made = 0;

export async function aCategory(db: Db, spec: Partial<typeof schema.categories.$inferInsert> = {}): Promise<CategoryRow> {
  made += 1;
  const [row] = await db
    .insert(schema.categories)
    .values({ name: `หมวดทดสอบ ${made}`, link_path: `test-category-${made}`, sort: made, ...spec })
    .returning();
  return row!;
}
