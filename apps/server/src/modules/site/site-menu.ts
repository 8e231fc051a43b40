// The header's navigation menu as visitors see it: items leading to a draft page are left out.
import type { Db } from '@rian/db';
import type { MenuLink } from '@rian/contracts';
import { selectMenu } from '../admin/menu/menu-view.ts';

export async function readSiteMenu(db: Db): Promise<MenuLink[]> {
  const rows = await selectMenu(db);
  return rows.filter((r) => r.visible).map((r) => ({ id: r.id, label: r.label, label_en: r.label_en, href: r.href }));
}
