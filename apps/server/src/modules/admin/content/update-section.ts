// Renaming a section of a course's outline.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminSection, SectionCreate } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit } from '../audit/record-audit.ts';
import { loadSection } from './outline-view.ts';

const { sections } = schema;

export async function updateSection(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  patch: Partial<SectionCreate>,
): Promise<AdminSection> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await loadSection(tx, id, true);
    if (patch.name !== undefined) await tx.update(sections).set({ name: patch.name }).where(eq(sections.id, id));
    const after = await loadSection(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'section', entityId: id, ...changedFields(before, after) });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return saved;
}
