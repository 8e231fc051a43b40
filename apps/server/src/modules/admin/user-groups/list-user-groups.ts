// The user groups of the back office, searched by name.
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { selectUserGroups, toAdminGroup } from './user-group-view.ts';

const { userGroups } = schema;

export function listUserGroups(ctx: AdminContext, query: AdminListQuery) {
  return listPage(ctx.db, query, {
    rows: selectUserGroups(ctx.db),
    counted: userGroups,
    search: [userGroups.name],
    sorts: { name: userGroups.name, id: userGroups.id, created_at: userGroups.created_at },
    fallback: 'id',
    toRow: toAdminGroup,
  });
}
