// Several data-changing statements sent as one (one round trip): each becomes a WITH query of a
// single statement and must end in RETURNING. They run in the order given (the statement counts each
// one's rows in that order) and see one snapshot: a later part does not see an earlier part's rows
// unless it reads them from that part by name. The answer is each part's row count, by name.
// Where each round trip holds row locks that every buyer waits for (create-order), this is what
// keeps them short.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '@rian/db';

export interface StatementPart {
  /** A name unique in the statement: a SQL identifier a later part may read from. */
  name: string;
  sql: SQLWrapper;
}

export async function runAsOneStatement(tx: Tx, parts: readonly StatementPart[]): Promise<Record<string, number>> {
  if (parts.length === 0) return {};
  const withs = sql.join(
    parts.map((p) => sql`${sql.identifier(p.name)} as (${p.sql.getSQL()})`),
    sql`, `,
  );
  // Scalar subqueries of the select list are evaluated left to right: the parts run in this order.
  const counts = sql.join(
    parts.map((p) => sql`(select count(*) from ${sql.identifier(p.name)})::int as ${sql.identifier(p.name)}`),
    sql`, `,
  );
  const result = (await tx.execute(sql`with ${withs} select ${counts}`)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0]!;
}
