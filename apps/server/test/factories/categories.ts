// Course categories (spec §3), found by their link path.
import { schema } from '@rian/db';
import { rowFactory } from './rows.ts';

export type CategoryRow = typeof schema.categories.$inferSelect;

export const aCategory = rowFactory(schema.categories, (n) => ({
  name: `หมวดทดสอบ ${n}`,
  link_path: `test-category-${n}`,
  sort: n,
}));
