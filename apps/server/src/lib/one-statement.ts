// Several data-changing statements sent as one (one round trip): each becomes a WITH query of a
// single statement and must end in RETURNING. They run in the order given (the statement counts each
// one's rows in that order) and see one snapshot: a later part does not see an earlier part's rows
// unless it reads them from that part by name. The answer is each part's row count, by name.
// Where each round trip holds row locks that every buyer waits for (create-order), this is what
// keeps them short.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Behind, Tx } from '@rian/db';

export interface StatementPart {
  /** A name unique in the statement: a SQL identifier a later part may read from. */
  name: string;
  sql: SQLWrapper;
  /**
   * The part must change at least one row (a hold: a seat, a coupon use, stock). When it changes
   * none, the statement fails with SQLSTATE RH001 naming the part (lib/errors.ts `refusedHold`), so
   * that nothing of it is written, whatever is sent after it (migration 0020_hold_refusal.sql).
   */
  mustMatch?: boolean;
}

/**
 * With `last`, the statement is the transaction's last: its COMMIT goes out right behind it, in the
 * same write (@rian/db commit-behind.ts), so that the row locks the statement takes are held for no
 * more than its own end and the COMMIT.
 */
export async function runAsOneStatement(
  tx: Tx,
  parts: readonly StatementPart[],
  last?: Pick<Behind, 'sendLast'>,
): Promise<Record<string, number>> {
  if (parts.length === 0) return {};
  const withs = sql.join(
    parts.map((p) => sql`${sql.identifier(p.name)} as (${p.sql.getSQL()})`),
    sql`, `,
  );
  // Scalar subqueries of the select list are evaluated left to right: the parts run in this order.
  const counts = sql.join(
    parts.map((p) => {
      const n = sql`(select count(*) from ${sql.identifier(p.name)})::int`;
      const checked = p.mustMatch ? sql`case when ${n} = 0 then rian_refuse_hold(${p.name}) else ${n} end` : n;
      return sql`${checked} as ${sql.identifier(p.name)}`;
    }),
    sql`, `,
  );
  // A drizzle query is sent when its then() is called, here inside `send`.
  const send = () =>
    tx.execute(sql`with ${withs} select ${counts}`).then((r) => r as unknown as { rows: Record<string, number>[] });
  const answer = last ? last.sendLast(send) : send();
  return (await answer).rows[0]!;
}
