// Creating, editing and deleting a category (spec §3): its link path is unique, as the storefront's
// /courses/{link_path} needs.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminCategory, CategoryCreate, CategoryPatch } from '@rian/contracts/admin/categories';
import type { Tx } from '../audit/record-audit.ts';
import { refuseWhileCounted, tableWrites, takenByAnother } from '../audited-write.ts';
import { loadCategory } from './category-view.ts';

const { categories } = schema;

async function checkPath(tx: Tx, fields: CategoryPatch, id?: number): Promise<void> {
  if (fields.link_path === undefined) return;
  if (await takenByAnother(tx, categories.id, eq(categories.link_path, fields.link_path), id))
    throw new DomainError('SLUG_TAKEN');
}

const category = { entity: 'category', area: 'catalogue', load: loadCategory, table: categories } as const;

export const categoryWrites = tableWrites<AdminCategory, typeof categories, CategoryCreate, CategoryPatch>(category, {
  check: checkPath,
  // A category that still holds courses stays: its courses would lose their place on the storefront.
  keep: refuseWhileCounted('course_count', 'The category holds courses; move them first'),
});
