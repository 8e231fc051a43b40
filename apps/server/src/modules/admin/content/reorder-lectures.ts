// A section's lectures reordered (spec §3 playlist order), lectures of other sections of the same
// course moved into it too: the ids list every lecture the section keeps and those it takes, in order.
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminSection } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { writeOrder } from '../write-order.ts';
import { inputError, loadSection } from './outline-view.ts';

const { lectures } = schema;

export async function reorderLectures(ctx: AdminContext, actor: Actor, sectionId: number, ids: number[]): Promise<AdminSection> {
  return publishedWrite(ctx, 'catalogue', async (tx) => {
    const before = await loadSection(tx, sectionId, true);
    const rows = await tx
      .select({ id: lectures.id, section_id: lectures.section_id })
      .from(lectures)
      .where(and(inArray(lectures.id, ids), eq(lectures.course_id, before.course_id)))
      .for('update');
    const kept = before.lectures.map((l) => l.id);
    if (new Set(ids).size !== ids.length || rows.length !== ids.length || !kept.every((id) => ids.includes(id))) {
      throw inputError(
        'ids',
        'List every lecture of the section once, and only lectures of this course',
        'ต้องระบุทุกบทเรียนของบทนี้ครั้งละหนึ่งครั้ง และเฉพาะบทเรียนของคอร์สนี้',
      );
    }
    const moved = rows.filter((r) => r.section_id !== sectionId).map((r) => ({ id: r.id, from: r.section_id }));
    await writeOrder(tx, actor, ids, {
      table: lectures,
      place: (sort) => ({ section_id: sectionId, sort }),
      entity: 'section_lectures',
      entityId: sectionId,
      before: kept,
      more: moved.length ? { moved } : {},
    });
    return loadSection(tx, sectionId);
  });
}
