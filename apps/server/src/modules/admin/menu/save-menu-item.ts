// Adding, changing, deleting and reordering the header's menu items. An item leads to exactly one
// thing: a custom page, a category, or a URL; the one named must exist. The menu is part of the site
// call every page loads, so each write tells the site's memo to forget.
import { asc, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminMenuItem, MenuItemInput } from '@rian/contracts/admin/pages';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { namesEachOnce, writeOrder } from '../write-order.ts';
import {
  createAudited,
  deleteAudited,
  deleteRow,
  insertRow,
  nextPlace,
  publishedWrite,
  updateAudited,
  type AuditedRecord,
} from '../audited-write.ts';
import { loadMenuItem, selectMenu } from './menu-view.ts';

const { menuItems, customPages, categories } = schema;

/** The columns of an item: only its target's own link is kept, and that one must name something. */
async function columnsOf(tx: Tx, input: MenuItemInput) {
  const base = {
    label: input.label,
    label_en: input.label_en ?? null,
    target: input.target,
    page_id: null,
    category_id: null,
    url: null,
  };
  if (input.target === 'page') {
    const [page] = input.page_id
      ? await tx.select({ id: customPages.id }).from(customPages).where(eq(customPages.id, input.page_id))
      : [];
    if (!page) throw new DomainError('INPUT_ERROR', 'Choose a page');
    return { ...base, page_id: page.id };
  }
  if (input.target === 'category') {
    const [cat] = input.category_id
      ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id))
      : [];
    if (!cat) throw new DomainError('INPUT_ERROR', 'Choose a category');
    return { ...base, category_id: cat.id };
  }
  if (!input.url) throw new DomainError('INPUT_ERROR', 'Enter an address');
  return { ...base, url: input.url };
}

const menuItem: AuditedRecord<AdminMenuItem> = { entity: 'menu_item', area: 'site', load: loadMenuItem };

export function createMenuItem(ctx: AdminContext, actor: Actor, input: MenuItemInput): Promise<AdminMenuItem> {
  return createAudited(ctx, actor, menuItem, async (tx) => {
    const values = { ...(await columnsOf(tx, input)), sort: await nextPlace(tx, menuItems.sort, 0) };
    return insertRow(tx, menuItems, values);
  });
}

export function updateMenuItem(ctx: AdminContext, actor: Actor, id: number, input: MenuItemInput): Promise<AdminMenuItem> {
  return updateAudited(ctx, actor, menuItem, id, async (tx) => {
    await tx
      .update(menuItems)
      .set({ ...(await columnsOf(tx, input)), updated_at: ctx.clock() })
      .where(eq(menuItems.id, id));
  });
}

export function deleteMenuItem(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, menuItem, id, async (tx) => {
    await deleteRow(tx, menuItems, id);
  });
}

/** Puts the menu in the order of `ids`, which must name every item exactly once. */
export async function reorderMenu(ctx: AdminContext, actor: Actor, ids: number[]): Promise<AdminMenuItem[]> {
  const menu = await publishedWrite(ctx, 'site', async (tx) => {
    const current = await tx.select({ id: menuItems.id }).from(menuItems).orderBy(asc(menuItems.sort), asc(menuItems.id));
    const before = current.map((r) => r.id);
    if (!namesEachOnce(ids, before)) throw new DomainError('INPUT_ERROR', 'The order must name every menu item once');
    // The menu's places count from 0.
    const place = (n: number) => ({ sort: n - 1 });
    await writeOrder(tx, actor, ids, { table: menuItems, place, entity: 'menu_item', entityId: 'menu', before });
    return selectMenu(tx);
  });
  return menu.map(({ visible: _visible, ...item }) => item);
}
