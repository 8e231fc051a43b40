// A list put in a new order by the back office (sections, lectures, custom labels, the menu, bank
// accounts, payment methods): each row the request names takes its place in the list as its place,
// and one audit row keeps both orders.
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { DomainError } from '@rian/domain/errors';
import type { Actor } from './admin-context.ts';
import type { IdTable } from './audited-write.ts';
import { recordAudit, type Tx } from './audit/record-audit.ts';

/** Whether `ids` names every id of `current` exactly once, and nothing else. */
export function namesEachOnce(ids: number[], current: number[]): boolean {
  return ids.length === current.length && new Set(ids).size === ids.length && current.every((id) => ids.includes(id));
}

export interface NewOrder<T extends IdTable> {
  table: T;
  /** What a row writes at `place` (1 for the first). */
  place: (place: number) => PgUpdateSetSource<T>;
  /** The audit row's entity and id, and the order before. */
  entity: string;
  entityId: number | string;
  before: number[];
  /** What else the audit row records of the change (rows moved in from elsewhere). */
  more?: object;
}

export async function writeOrder<T extends IdTable>(tx: Tx, actor: Actor, ids: number[], order: NewOrder<T>): Promise<void> {
  const { table, place, entity, entityId, before, more } = order;
  for (const [index, id] of ids.entries())
    await tx
      .update(table)
      .set(place(index + 1))
      .where(eq(table.id, id));
  await recordAudit(tx, actor, { action: 'reorder', entity, entityId, before: { ids: before }, after: { ids, ...more } });
}

/**
 * A whole table put in a new order (the site's custom labels, bank accounts, payment methods): `ids`
 * must name every row once, else INPUT_ERROR names `what`; the audit row's id is 'all'.
 */
export async function reorderTable<T extends IdTable>(
  tx: Tx,
  actor: Actor,
  ids: number[],
  list: { table: T; by: AnyPgColumn; place: NewOrder<T>['place']; entity: string; what: string },
): Promise<void> {
  const { table, by, place, entity, what } = list;
  const rows = await tx
    .select({ id: table.id })
    .from(table as IdTable)
    .orderBy(asc(by), asc(table.id));
  const before = rows.map((r) => r.id as number);
  if (!namesEachOnce(ids, before)) {
    throw new DomainError('INPUT_ERROR', `Name every ${what} once`, [{ path: '/ids', message: 'order' }]);
  }
  await writeOrder(tx, actor, ids, { table, place, entity, entityId: 'all', before });
}
