// The custom pages of the back office, searched by title or link.
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { toAdminPage } from './page-view.ts';

const { customPages } = schema;

export function listPages(ctx: AdminContext, query: AdminListQuery) {
  return listPage(ctx.db, query, {
    rows: ctx.db.select().from(customPages).$dynamic(),
    counted: customPages,
    search: [customPages.title, customPages.title_en, customPages.slug],
    sorts: { title: customPages.title, slug: customPages.slug, updated_at: customPages.updated_at, id: customPages.id },
    fallback: '-updated_at',
    toRow: toAdminPage,
  });
}
