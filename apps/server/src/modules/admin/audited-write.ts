// The one shape of a back-office write (docs/architecture.md, "The back office"): one transaction that
// reads the record, writes, reads it again and records the audit row; then every instance drops its
// memo of the area. A resource's use case states only its own checks and its own insert or update.
import { and, eq, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '@rian/db';
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

/** Refuses a deletion (IN_USE, with `message`) while the record's own `count` of users is above 0. */
export function refuseWhileCounted<R>(count: { [K in keyof R]: R[K] extends number ? K : never }[keyof R], message: string) {
  return async (_tx: Tx, before: R): Promise<void> => {
    if ((before[count] as number) > 0) throw new DomainError('IN_USE', message);
  };
}

/** Whether a record other than `id` already holds what `same` matches (a unique link or e-mail). */
export async function takenByAnother(tx: Tx, idColumn: AnyPgColumn, same: SQL, id?: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: idColumn })
    .from(idColumn.table)
    .where(id ? and(same, ne(idColumn, id)) : same);
  return taken !== undefined;
}

/** Refuses (INPUT_ERROR on `path`) a list of ids naming a row `idColumn`'s table does not hold. */
export async function refuseUnknownIds(
  tx: Tx,
  idColumn: AnyPgColumn,
  ids: readonly number[] | undefined,
  path: string,
  th: string,
) {
  if (!ids?.length) return;
  const found = await tx
    .select({ id: idColumn })
    .from(idColumn.table)
    .where(inArray(idColumn, [...ids]));
  if (found.length === new Set(ids).size) return;
  const message = `No such ${path.replace(/s$/, '')}`;
  throw new DomainError('INPUT_ERROR', message, [{ path, message, message_th: th }]);
}

/** The place after the last one `column` holds among the rows `where` picks; `first` when there are none. */
export async function nextPlace(tx: Tx, column: AnyPgColumn, first: number, where?: SQL): Promise<number> {
  const [row] = await tx
    .select({ last: max(column) })
    .from(column.table)
    .where(where);
  return row?.last == null ? first : Number(row.last) + 1;
}

/** A table whose rows a back-office resource keeps, each named by its `id`. */
export type IdTable = PgTable & { id: AnyPgColumn };

/** Row `id` of `table` as stored, or NOT_FOUND (`missing`); `forUpdate` locks it for the rest of the transaction. */
export async function loadRow<T extends IdTable>(db: Db | Tx, table: T, id: number, forUpdate: boolean, missing: string) {
  const query = db
    .select()
    .from(table as IdTable)
    .where(eq(table.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', missing);
  return row as T['$inferSelect'];
}

/** Inserts one row of `table` and gives its id. */
export async function insertRow<T extends IdTable>(tx: Tx, table: T, values: PgInsertValue<T>): Promise<number> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** Inserts a row written with a stand-in link (`values.slug`), then gives it its own: `{prefix}-{id}`. */
export async function insertWithIdSlug<T extends IdTable & { slug: AnyPgColumn }>(
  tx: Tx,
  table: T,
  values: PgInsertValue<T>,
  prefix: string,
): Promise<number> {
  const id = await insertRow(tx, table, values);
  await patchRow(tx, table, id, { slug: `${prefix}-${id}` } as PgUpdateSetSource<T>);
  return id;
}

/** Writes the fields `patch` sends to row `id` of `table`; a patch that sends none writes nothing. */
export async function patchRow<T extends IdTable>(tx: Tx, table: T, id: number, patch: PgUpdateSetSource<T>): Promise<void> {
  if (Object.keys(patch).length) await tx.update(table).set(patch).where(eq(table.id, id));
}

/** Deletes row `id` of `table`. */
export async function deleteRow(tx: Tx, table: IdTable, id: number): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
}

/** A resource kept whole in one table, whose create and patch write the fields as sent. */
export interface TableRecord<R, T extends IdTable> extends AuditedRecord<R> {
  table: T;
}

/** What a one-table resource checks besides its contract. */
export interface TableRules<R, C, P> {
  /** The fields a create (no id) or a patch sends: a link no other holds, a product that exists. */
  check?: (tx: Tx, fields: C | P, id?: number) => Promise<void>;
  /** Refuses (IN_USE) to delete a record something still needs. */
  keep?: (tx: Tx, before: R, id: number) => Promise<void>;
}

/** The audited create, update and delete of a one-table resource, as its resourceRoutes call them. */
export function tableWrites<
  R extends { id: number },
  T extends IdTable,
  C extends PgInsertValue<T>,
  P extends PgUpdateSetSource<T>,
>(record: TableRecord<R, T>, { check, keep }: TableRules<R, C, P> = {}) {
  const { table } = record;
  return {
    create: (ctx: AdminContext, actor: Actor, input: C): Promise<R> =>
      createAudited(ctx, actor, record, async (tx) => {
        await check?.(tx, input);
        return insertRow(tx, table, input);
      }),
    update: (ctx: AdminContext, actor: Actor, id: number, patch: P): Promise<R> =>
      updateAudited(ctx, actor, record, id, async (tx) => {
        await check?.(tx, patch, id);
        await patchRow(tx, table, id, patch);
      }),
    remove: (ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> =>
      deleteAudited(ctx, actor, record, id, async (tx, before) => {
        await keep?.(tx, before, id);
        await deleteRow(tx, table, id);
      }),
  };
}
