// The teachers of the back office, searched by name (Thai or English) or title.
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { selectTeachers } from './teacher-view.ts';

const { teachers } = schema;

export function listTeachers(ctx: AdminContext, query: AdminListQuery) {
  return listPage(ctx.db, query, {
    rows: selectTeachers(ctx.db),
    counted: teachers,
    search: [teachers.name, teachers.name_en, teachers.title],
    sorts: { name: teachers.name, id: teachers.id },
    fallback: 'name',
    toRow: (row) => row,
  });
}
