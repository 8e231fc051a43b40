// Creating, editing and deleting a custom page (spec §2 custom pages): the slug is unique, the body
// is cleaned by the one allow-list of lib/rich-html.ts before it is stored. The header's menu names pages
// by their slug, so every write tells the site's memo to forget.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminPage, PageCreate, PagePatch } from '@rian/contracts/admin/pages';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import {
  createAudited,
  deleteAudited,
  deleteRow,
  insertRow,
  takenByAnother,
  updateAudited,
  type AuditedRecord,
} from '../audited-write.ts';
import { cleanRichHtml } from '../../../lib/rich-html.ts';
import { loadPage } from './page-view.ts';

const { customPages } = schema;

async function checkSlug(tx: Tx, slug: string | undefined, id?: number): Promise<void> {
  if (slug === undefined) return;
  if (await takenByAnother(tx, customPages.id, eq(customPages.slug, slug), id)) throw new DomainError('SLUG_TAKEN');
}

/** The columns a create or patch writes: bodies cleaned, the flag as a boolean. */
function columnsOf(input: PagePatch) {
  const { is_published, body, body_en, ...rest } = input;
  return {
    ...rest,
    ...(body !== undefined ? { body: cleanRichHtml(body) } : {}),
    ...(body_en !== undefined ? { body_en: body_en === null ? null : cleanRichHtml(body_en) || null } : {}),
    ...(is_published !== undefined ? { is_published: is_published === 1 } : {}),
  };
}

const page: AuditedRecord<AdminPage> = { entity: 'page', area: 'site', load: loadPage };

export function createPage(ctx: AdminContext, actor: Actor, input: PageCreate): Promise<AdminPage> {
  return createAudited(ctx, actor, page, async (tx) => {
    await checkSlug(tx, input.slug);
    return insertRow(tx, customPages, { ...columnsOf(input), slug: input.slug, title: input.title });
  });
}

export function updatePage(ctx: AdminContext, actor: Actor, id: number, patch: PagePatch): Promise<AdminPage> {
  return updateAudited(ctx, actor, page, id, async (tx) => {
    await checkSlug(tx, patch.slug, id);
    const set = columnsOf(patch);
    if (Object.keys(set).length) {
      await tx
        .update(customPages)
        .set({ ...set, updated_at: ctx.clock() })
        .where(eq(customPages.id, id));
    }
  });
}

/** Deleting a page removes the menu items that led to it (menu_items.page_id cascades). */
export function deletePage(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, page, id, async (tx) => {
    await deleteRow(tx, customPages, id);
  });
}
