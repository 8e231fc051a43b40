// The header's menu items with where each leads: /page/{slug}, /category/{link_path} or its URL.
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminMenuItem, MenuTarget } from '@rian/contracts/admin/pages';
import type { Tx } from '../audit/record-audit.ts';

const { menuItems, customPages, categories } = schema;

export interface MenuRow extends AdminMenuItem {
  /** Whether the item's page is published (always true for a category or a URL). */
  visible: boolean;
}

function hrefOf(target: string, slug: string | null, path: string | null, url: string | null): string {
  if (target === 'page') return `/page/${slug ?? ''}`;
  if (target === 'category') return `/category/${path ?? ''}`;
  return url ?? '/';
}

/** Every menu item, first to last. */
export async function selectMenu(db: Db | Tx, id?: number): Promise<MenuRow[]> {
  const rows = await db
    .select({
      item: menuItems,
      slug: customPages.slug,
      published: customPages.is_published,
      link_path: categories.link_path,
    })
    .from(menuItems)
    .leftJoin(customPages, eq(customPages.id, menuItems.page_id))
    .leftJoin(categories, eq(categories.id, menuItems.category_id))
    .where(id === undefined ? undefined : eq(menuItems.id, id))
    .orderBy(asc(menuItems.sort), asc(menuItems.id));
  return rows.map(({ item, slug, published, link_path }) => ({
    id: item.id,
    label: item.label,
    label_en: item.label_en,
    target: item.target as MenuTarget,
    page_id: item.page_id,
    category_id: item.category_id,
    url: item.url,
    sort: item.sort,
    href: hrefOf(item.target, slug, link_path, item.url),
    visible: item.target !== 'page' || published === true,
  }));
}

export async function loadMenuItem(db: Db | Tx, id: number): Promise<AdminMenuItem> {
  const [row] = await selectMenu(db, id);
  if (!row) throw new DomainError('NOT_FOUND', 'No such menu item');
  const { visible: _visible, ...item } = row;
  return item;
}
