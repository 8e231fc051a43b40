// @rian/db commit-behind.ts: a transaction whose COMMIT is written behind its last statement. On
// PostgreSQL the COMMIT leaves before the statement's answer (pg's pipeline mode); on PGlite it is an
// ordinary transaction. Either way a statement that fails (a refused hold, lib/one-statement.ts
// `mustMatch`) leaves nothing of the transaction written, and the connection goes back to the pool
// usable, out of pipeline mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { transactionCommittedBehind, type Behind, type Tx } from '@rian/db';
import { createTestDb, testDbKind, type TestDb } from '@rian/db/testing';
import { refusedHold } from '../src/lib/errors.ts';
import { runAsOneStatement } from '../src/lib/one-statement.ts';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb({ seed: 'defaults' });
  await db.handle.db.execute(sql`create table behind_t (id int primary key, n int not null)`);
  await db.handle.db.execute(sql`insert into behind_t values (1, 0), (2, 5)`);
});
afterAll(async () => {
  await db.cleanup();
});

const read = async () =>
  ((await db.handle.db.execute(sql`select id, n from behind_t order by id`)) as unknown as { rows: { id: number; n: number }[] })
    .rows;

/** Adds 1 to row 1, then in one statement 10 to row 1 and takes one unit from row 2 if it has one. */
async function order(tx: Tx, behind: Behind) {
  await behind.begun;
  await tx.execute(sql`update behind_t set n = n + 1 where id = 1`);
  return runAsOneStatement(
    tx,
    [
      { name: 'ten', sql: sql`update behind_t set n = n + 10 where id = 1 returning id` },
      { name: 'unit', sql: sql`update behind_t set n = n - 1 where id = 2 and n > 0 returning id`, mustMatch: true },
    ],
    behind,
  );
}

describe('a transaction committed behind its last statement', () => {
  it('commits what the statement wrote, and answers its row counts', async () => {
    const counts = await transactionCommittedBehind(db.handle.db, order);
    expect(counts).toEqual({ ten: 1, unit: 1 });
    expect(await read()).toEqual([
      { id: 1, n: 11 },
      { id: 2, n: 4 },
    ]);
  });

  it('writes nothing when a part that must match matches no row, and names that part', async () => {
    await db.handle.db.execute(sql`update behind_t set n = 0 where id = 2`);
    const before = await read();
    const failed = await transactionCommittedBehind(db.handle.db, order).catch((err: unknown) => err);
    expect(refusedHold(failed)).toBe('unit');
    expect(await read()).toEqual(before);
  });

  it('leaves every connection usable: many transactions at once, refused and not', async () => {
    await db.handle.db.execute(sql`update behind_t set n = 3 where id = 2`);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => transactionCommittedBehind(db.handle.db, order)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').map((r) => refusedHold((r as PromiseRejectedResult).reason))).toEqual(
      Array(9).fill('unit'),
    );
    const after = await read();
    expect(after).toEqual([
      { id: 1, n: 11 + 3 * 11 },
      { id: 2, n: 0 },
    ]);
    // Plain queries on the pool still work one after the other (no connection left in pipeline mode).
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => db.handle.db.execute(sql`select ${i}::int as i`)));
    expect(many.map((r) => (r as unknown as { rows: { i: number }[] }).rows[0]!.i)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });

  it('rolls back when the work throws before the COMMIT is queued', async () => {
    const before = await read();
    const failed = await transactionCommittedBehind(db.handle.db, async (tx) => {
      await tx.execute(sql`update behind_t set n = n + 100 where id = 1`);
      throw new Error('changed my mind');
    }).catch((err: Error) => err.message);
    expect(failed).toBe('changed my mind');
    expect(await read()).toEqual(before);
  });

  // The point of it: the COMMIT does not wait for this process to read the statement's answer. The
  // event loop is held busy for a second right after the statement is sent; a deferred trigger
  // notes when PostgreSQL ran the COMMIT. Sent behind the statement, it ran long before the second
  // was over (written after the answer was read, it could not run before).
  it.runIf(testDbKind() === 'postgres')('has PostgreSQL commit while this process is still busy', async () => {
    const x = db.handle.db;
    await x.execute(sql`create table behind_log (id serial primary key, at timestamptz not null default clock_timestamp())`);
    await x.execute(sql`create function behind_note() returns trigger language plpgsql as $$
      begin insert into behind_log default values; return null; end $$`);
    await x.execute(sql`create constraint trigger behind_at_commit after update on behind_t
      deferrable initially deferred for each row execute function behind_note()`);
    let sentAt = 0;
    await transactionCommittedBehind(x, async (tx, behind) =>
      runAsOneStatement(tx, [{ name: 'one', sql: sql`update behind_t set n = n + 1 where id = 1 returning id` }], {
        sendLast: (send) => {
          const sent = behind.sendLast(send);
          sentAt = Date.now();
          while (Date.now() - sentAt < 1000); // this process busy: it reads no answer for a second
          return sent;
        },
      }),
    );
    const rows = (
      (await x.execute(sql`select (extract(epoch from at) * 1000)::float8 as at from behind_log`)) as unknown as {
        rows: { at: number }[];
      }
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.at - sentAt).toBeLessThan(800);
  });
});
