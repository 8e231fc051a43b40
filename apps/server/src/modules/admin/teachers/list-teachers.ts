// The teachers of the back office, searched by name (Thai or English) or title.
import { count } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';
import { selectTeachers } from './teacher-view.ts';

const { teachers } = schema;

export async function listTeachers(ctx: AdminContext, query: AdminListQuery) {
  const p = paging(query);
  const where = searchAll(query.q, [teachers.name, teachers.name_en, teachers.title]);
  const sort = { name: teachers.name, id: teachers.id };
  const [rows, [counted]] = await Promise.all([
    selectTeachers(ctx.db)
      .where(where)
      .orderBy(...sortBy(query.sort, sort, 'name', teachers.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(teachers).where(where),
  ]);
  return pageAnswer(rows, counted?.total ?? 0, p);
}
