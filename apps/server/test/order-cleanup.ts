// What the tests that place orders clear before each case: every order with the rows that hang on it.
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';

type Table = Parameters<Db['delete']>[0];

/**
 * Deletes the access that orders granted (before the orders: the link would be set to null), then
 * `dependents` (rows that refer to orders) in the order given, then the documents issued and their
 * counters, then every order.
 */
export async function deleteOrders(db: Db, ...dependents: Table[]): Promise<void> {
  await db.delete(schema.courseAccess).where(sql`${schema.courseAccess.order_id} is not null`);
  for (const table of dependents) await db.delete(table);
  // Issued documents refer to their orders; their series start again with the next test.
  await db.delete(schema.documents);
  await db.delete(schema.documentCounters);
  await db.delete(schema.orders);
}
