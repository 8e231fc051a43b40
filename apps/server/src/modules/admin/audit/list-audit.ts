// The audit log, newest first, for the record or the person the administrator asks about.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AuditEntry, AuditListQuery } from '@rian/contracts/admin/audit';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';

const { auditLog } = schema;

export async function listAudit(ctx: AdminContext, query: AuditListQuery) {
  const p = paging(query);
  const filters: (SQL | undefined)[] = [
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entity_id, query.entity_id) : undefined,
    query.actor_id ? eq(auditLog.actor_id, query.actor_id) : undefined,
    searchAll(query.q, [auditLog.actor_username, auditLog.entity, auditLog.action]),
  ];
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(
        ...(query.sort
          ? sortBy(query.sort, { created_at: auditLog.created_at }, '-created_at', auditLog.id)
          : [desc(auditLog.id)]),
      )
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    actor: { id: r.actor_id, username: r.actor_username, role: r.actor_role },
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    before: r.before,
    after: r.after,
    created_at: r.created_at.toISOString(),
  }));
  return pageAnswer(entries, counted?.total ?? 0, p);
}
