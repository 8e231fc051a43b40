// Course categories (spec §3), found by their link path.
import { schema, type Db } from '@rian/db';
import { insertRow, type Spec } from './rows.ts';

export type CategoryRow = typeof schema.categories.$inferSelect;

let made = 0;

export async function aCategory(db: Db, spec: Spec<typeof schema.categories> = {}): Promise<CategoryRow> {
  made += 1;
  return insertRow(db, schema.categories, { name: `หมวดทดสอบ ${made}`, link_path: `test-category-${made}`, sort: made, ...spec });
}
