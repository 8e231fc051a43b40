// Adding, editing, reordering and deleting the extra tabs of a course's or a product's page (spec §3
// "tabs"). Bodies go through the one rich-text allow-list (lib/rich-html.ts); every write is audited
// and drops the catalogue memo (audited-write.ts), so the page shows the change at once.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminTab, TabCreate, TabOwner, TabPatch } from '@rian/contracts/admin/tabs';
import type { Actor, AdminContext } from '../admin-context.ts';
import * as write from '../audited-write.ts';
import { namesEachOnce, writeOrder } from '../write-order.ts';
import { cleanRichBody } from '../../../lib/rich-html.ts';
import { loadTabs, ownerOf, requireOwner, tabRecord } from './tab-view.ts';

const { catalogueTabs } = schema;

/** The bodies as stored: rich text through the allow-list; an English body that shows nothing is null. */
function cleanBodies(input: TabPatch): Pick<TabPatch, 'body' | 'body_en'> {
  const out: Pick<TabPatch, 'body' | 'body_en'> = {};
  if (input.body !== undefined) out.body = cleanRichBody(input.body);
  if (input.body_en !== undefined) out.body_en = (input.body_en && cleanRichBody(input.body_en)) || null;
  return out;
}

export function createTab(
  ctx: AdminContext,
  actor: Actor,
  owner: TabOwner,
  ownerId: number,
  input: TabCreate,
): Promise<AdminTab> {
  return write.createAudited(ctx, actor, tabRecord, async (tx) => {
    await requireOwner(tx, owner, ownerId, true);
    const { column } = ownerOf(owner);
    const sort = await write.nextPlace(tx, catalogueTabs.sort, 1, eq(column, ownerId));
    const ownerColumn = owner === 'courses' ? { course_id: ownerId } : { product_id: ownerId };
    return write.insertRow(tx, catalogueTabs, { ...input, ...cleanBodies(input), ...ownerColumn, sort });
  });
}

export function updateTab(ctx: AdminContext, actor: Actor, id: number, patch: TabPatch): Promise<AdminTab> {
  return write.updateAudited(ctx, actor, tabRecord, id, async (tx) => {
    await write.patchRow(tx, catalogueTabs, id, { ...patch, ...cleanBodies(patch) });
  });
}

export function deleteTab(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return write.deleteAudited(ctx, actor, tabRecord, id, (tx) => write.deleteRow(tx, catalogueTabs, id));
}

/** Every tab id of the page exactly once, in the new order; one transaction, one audit row. */
export function reorderTabs(
  ctx: AdminContext,
  actor: Actor,
  owner: TabOwner,
  ownerId: number,
  ids: number[],
): Promise<AdminTab[]> {
  return write.publishedWrite(ctx, 'catalogue', async (tx) => {
    await requireOwner(tx, owner, ownerId, true);
    const current = (await loadTabs(tx, owner, ownerId)).map((t) => t.id);
    if (!namesEachOnce(ids, current)) {
      const message = 'List every tab of the page once';
      throw new DomainError('INPUT_ERROR', message, [{ path: 'ids', message, message_th: 'ต้องระบุทุกแท็บของหน้านี้ แท็บละหนึ่งครั้ง' }]);
    }
    const entity = owner === 'courses' ? 'course_tabs' : 'product_tabs';
    const place = (sort: number) => ({ sort });
    await writeOrder(tx, actor, ids, { table: catalogueTabs, place, entity, entityId: ownerId, before: current });
    return loadTabs(tx, owner, ownerId);
  });
}
