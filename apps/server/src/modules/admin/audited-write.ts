// The one shape of a back-office write (docs/architecture.md, "The back office"): one transaction that
// reads the record, writes, reads it again and records the audit row; then every instance drops its
// memo of the area. A resource's use case states only its own checks and its own insert or update.
import { and, eq, max, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DomainError } from '@rian/domain/errors';
import type { ContentArea } from '../../lib/content-changes.ts';
import type { Actor, AdminContext } from './admin-context.ts';
import { changedFields, recordAudit, type Tx } from './audit/record-audit.ts';

/** A resource as its writes are audited: its name in the audit log, the memo it feeds, how one is read. */
export interface AuditedRecord<R> {
  entity: string;
  area: ContentArea;
  /** One record as the back office shows it, or NOT_FOUND; `lock` holds its row where the reader can. */
  load: (tx: Tx, id: number, lock?: boolean) => Promise<R>;
  /** What an update's audit row compares, when not the whole record. */
  compared?: (record: R) => object;
}

/** Runs `write` in one transaction, then tells every instance that `area` changed. */
export async function publishedWrite<T>(ctx: AdminContext, area: ContentArea, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(write);
  await ctx.changes.publish(area);
  return result;
}

/** A new record: `insert` writes it and gives its id; the record as read is audited and answered. */
export function createAudited<R extends { id: number }>(
  ctx: AdminContext,
  actor: Actor,
  record: AuditedRecord<R>,
  insert: (tx: Tx) => Promise<number>,
): Promise<R> {
  return publishedWrite(ctx, record.area, async (tx) => {
    const after = await record.load(tx, await insert(tx));
    await recordAudit(tx, actor, { action: 'create', entity: record.entity, entityId: after.id, after });
    return after;
  });
}

/** An edit: `write` changes the locked record; the audit row keeps only the fields that changed. */
export function updateAudited<R extends object>(
  ctx: AdminContext,
  actor: Actor,
  record: AuditedRecord<R>,
  id: number,
  write: (tx: Tx, before: R) => Promise<void>,
): Promise<R> {
  return publishedWrite(ctx, record.area, async (tx) => {
    const before = await record.load(tx, id, true);
    await write(tx, before);
    const after = await record.load(tx, id);
    const compared = record.compared ?? ((r: R) => r);
    const changed = changedFields(compared(before), compared(after));
    await recordAudit(tx, actor, { action: 'update', entity: record.entity, entityId: id, ...changed });
    return after;
  });
}

/** A deletion: `remove` may refuse (IN_USE) and deletes the locked record; the audit row keeps it whole. */
export async function deleteAudited<R extends object>(
  ctx: AdminContext,
  actor: Actor,
  record: AuditedRecord<R>,
  id: number,
  remove: (tx: Tx, before: R) => Promise<void>,
): Promise<{ id: number }> {
  await publishedWrite(ctx, record.area, async (tx) => {
    const before = await record.load(tx, id, true);
    await remove(tx, before);
    await recordAudit(tx, actor, { action: 'delete', entity: record.entity, entityId: id, before });
  });
  return { id };
}

/** Refuses a deletion (IN_USE, with `message`) while a row of `column`'s table still names the record. */
export async function refuseWhileUsed(tx: Tx, column: AnyPgColumn, id: number, message: string): Promise<void> {
  const [used] = await tx
    .select({ one: sql`1` })
    .from(column.table)
    .where(eq(column, id))
    .limit(1);
  if (used) throw new DomainError('IN_USE', message);
}

/** Whether a record other than `id` already holds what `same` matches (a unique link or e-mail). */
export async function takenByAnother(tx: Tx, idColumn: AnyPgColumn, same: SQL, id?: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: idColumn })
    .from(idColumn.table)
    .where(id ? and(same, ne(idColumn, id)) : same);
  return taken !== undefined;
}

/** The place after the last one `column` holds among the rows `where` picks; `first` when there are none. */
export async function nextPlace(tx: Tx, column: AnyPgColumn, first: number, where?: SQL): Promise<number> {
  const [row] = await tx
    .select({ last: max(column) })
    .from(column.table)
    .where(where);
  return row?.last == null ? first : Number(row.last) + 1;
}
