// Sections reordered by drag and drop or the keyboard (spec §3 playlist order): the course's section
// ids, every one exactly once, in the new order; one transaction, one audit row.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminSection } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { namesEachOnce, writeOrder } from '../write-order.ts';
import { inputError, loadOutline } from './outline-view.ts';

const { sections } = schema;

export async function reorderSections(ctx: AdminContext, actor: Actor, courseId: number, ids: number[]): Promise<AdminSection[]> {
  return publishedWrite(ctx, 'catalogue', async (tx) => {
    const before = await loadOutline(tx, courseId);
    await tx.select({ id: sections.id }).from(sections).where(eq(sections.course_id, courseId)).for('update');
    const current = before.map((s) => s.id);
    if (!namesEachOnce(ids, current)) {
      throw inputError('ids', 'List every section of the course once', 'ต้องระบุทุกบทของคอร์สนี้ บทละหนึ่งครั้ง');
    }
    const place = (sort: number) => ({ sort });
    await writeOrder(tx, actor, ids, { table: sections, place, entity: 'course_sections', entityId: courseId, before: current });
    return loadOutline(tx, courseId);
  });
}
