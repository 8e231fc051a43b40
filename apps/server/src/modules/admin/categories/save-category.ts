// Creating and editing a category (spec §3): its link path is unique, as the storefront's
// /courses/{link_path} needs.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminCategory, CategoryCreate, CategoryPatch } from '@rian/contracts/admin/categories';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { createAudited, deleteAudited, takenByAnother, updateAudited, type AuditedRecord } from '../audited-write.ts';
import { loadCategory } from './category-view.ts';

const { categories } = schema;

async function checkPath(tx: Tx, linkPath: string | undefined, id?: number): Promise<void> {
  if (linkPath === undefined) return;
  if (await takenByAnother(tx, categories.id, eq(categories.link_path, linkPath), id)) throw new DomainError('SLUG_TAKEN');
}

const category: AuditedRecord<AdminCategory> = { entity: 'category', area: 'catalogue', load: loadCategory };

export function createCategory(ctx: AdminContext, actor: Actor, input: CategoryCreate): Promise<AdminCategory> {
  return createAudited(ctx, actor, category, async (tx) => {
    await checkPath(tx, input.link_path);
    const [row] = await tx.insert(categories).values(input).returning({ id: categories.id });
    return row!.id;
  });
}

export function updateCategory(ctx: AdminContext, actor: Actor, id: number, patch: CategoryPatch): Promise<AdminCategory> {
  return updateAudited(ctx, actor, category, id, async (tx) => {
    await checkPath(tx, patch.link_path, id);
    if (Object.keys(patch).length) await tx.update(categories).set(patch).where(eq(categories.id, id));
  });
}

/** A category that still holds courses stays: its courses would lose their place on the storefront. */
export function deleteCategory(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, category, id, async (tx, before) => {
    if (before.course_count > 0) throw new DomainError('IN_USE', 'The category holds courses; move them first');
    await tx.delete(categories).where(eq(categories.id, id));
  });
}
