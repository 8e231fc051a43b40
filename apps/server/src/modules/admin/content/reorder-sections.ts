// Sections reordered by drag and drop or the keyboard (spec §3 playlist order): the course's section
// ids, every one exactly once, in the new order; one transaction, one audit row.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminSection } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { inputError, loadOutline } from './outline-view.ts';

const { sections } = schema;

export function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && new Set(a).size === a.length && b.every((id) => a.includes(id));
}

export async function reorderSections(ctx: AdminContext, actor: Actor, courseId: number, ids: number[]): Promise<AdminSection[]> {
  return publishedWrite(ctx, 'catalogue', async (tx) => {
    const before = await loadOutline(tx, courseId);
    await tx.select({ id: sections.id }).from(sections).where(eq(sections.course_id, courseId)).for('update');
    const current = before.map((s) => s.id);
    if (!sameSet(ids, current)) {
      throw inputError('ids', 'List every section of the course once', 'ต้องระบุทุกบทของคอร์สนี้ บทละหนึ่งครั้ง');
    }
    for (const [index, id] of ids.entries())
      await tx
        .update(sections)
        .set({ sort: index + 1 })
        .where(eq(sections.id, id));
    await recordAudit(tx, actor, {
      action: 'reorder',
      entity: 'course_sections',
      entityId: courseId,
      before: { ids: current },
      after: { ids },
    });
    return loadOutline(tx, courseId);
  });
}
