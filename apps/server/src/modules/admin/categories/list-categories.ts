// The categories of the back office, searched by name or link.
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { selectCategories } from './category-view.ts';

const { categories } = schema;

export function listCategories(ctx: AdminContext, query: AdminListQuery) {
  return listPage(ctx.db, query, {
    rows: selectCategories(ctx.db),
    counted: categories,
    search: [categories.name, categories.name_en, categories.link_path],
    sorts: { name: categories.name, sort: categories.sort, id: categories.id },
    fallback: 'sort',
    toRow: (row) => row,
  });
}
