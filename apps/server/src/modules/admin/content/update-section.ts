// Renaming a section of a course's outline.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminSection, SectionCreate } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { updateAudited } from '../audited-write.ts';
import { sectionRecord } from './outline-view.ts';

const { sections } = schema;

export function updateSection(ctx: AdminContext, actor: Actor, id: number, patch: Partial<SectionCreate>): Promise<AdminSection> {
  return updateAudited(ctx, actor, sectionRecord, id, async (tx) => {
    if (patch.name !== undefined) await tx.update(sections).set({ name: patch.name }).where(eq(sections.id, id));
  });
}
