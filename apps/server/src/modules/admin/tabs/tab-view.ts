// A page tab as the back office reads it (spec §3 "tabs"), and the tabs of one course or product.
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminTab, TabOwner } from '@rian/contracts/admin/tabs';
import type { Tx } from '../audit/record-audit.ts';
import type { AuditedRecord } from '../audited-write.ts';

const { catalogueTabs, courses, products } = schema;

/** The owner's table and the tab column naming it. */
export function ownerOf(owner: TabOwner) {
  return owner === 'courses'
    ? { table: courses, id: courses.id, column: catalogueTabs.course_id, missing: 'No such course' }
    : { table: products, id: products.id, column: catalogueTabs.product_id, missing: 'No such product' };
}

/** NOT_FOUND unless the course or product exists; `lock` holds its row, so reorders queue. */
export async function requireOwner(db: Db | Tx, owner: TabOwner, ownerId: number, lock = false): Promise<void> {
  const { table, id, missing } = ownerOf(owner);
  const query = db.select({ id }).from(table).where(eq(id, ownerId));
  const [found] = await (lock ? query.for('update') : query);
  if (!found) throw new DomainError('NOT_FOUND', missing);
}

/** The owner's tabs in the order the page shows them; NOT_FOUND for no such owner. */
export async function loadTabs(db: Db | Tx, owner: TabOwner, ownerId: number): Promise<AdminTab[]> {
  await requireOwner(db, owner, ownerId);
  const { column } = ownerOf(owner);
  return db.select().from(catalogueTabs).where(eq(column, ownerId)).orderBy(asc(catalogueTabs.sort), asc(catalogueTabs.id));
}

export async function loadTab(db: Db | Tx, id: number, lock = false): Promise<AdminTab> {
  const query = db.select().from(catalogueTabs).where(eq(catalogueTabs.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new DomainError('NOT_FOUND', 'No such tab');
  return row;
}

export const tabRecord: AuditedRecord<AdminTab> = { entity: 'catalogue_tab', area: 'catalogue', load: loadTab };
