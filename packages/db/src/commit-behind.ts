// A transaction whose COMMIT is sent right behind its last statement, before that statement's answer
// has come back (PostgreSQL's extended protocol runs them one after the other on the connection).
//
// Why: an order's last statement takes the rows every buyer of a launch waits for (the course's
// seats, the coupon's uses, the book's stock: apps/server/src/modules/orders/create-order). With
// drizzle's db.transaction, its COMMIT leaves only once this process has read the statement's answer,
// and on a busy server that answer waits its turn behind other requests' work while the rows stay
// locked ("idle in transaction"); every other buyer queues behind it (docs/benchmarks.md
// "bench/checkout"). Sent behind the statement, the COMMIT starts the moment the statement ends.
//
// The statement must refuse in the database what would make the order invalid (lib/one-statement.ts
// `mustMatch`): when it fails, PostgreSQL answers the COMMIT with a ROLLBACK and nothing is written.
// Nothing after `sendLast()` may decide to abort. PGlite (one process, one connection, no queue to
// jump) runs `work` in an ordinary transaction and `sendLast` only sends.
//
// Each statement pg sends is one write to the socket; on a busy machine each write costs a system
// call and wakes the server's backend. BEGIN with the statements `work` issues before its first
// await leave in one write, and the last statement with its COMMIT in another (`sendLast`): an
// order's transaction is two writes.
import type { Socket } from 'node:net';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db, Tx } from './client.ts';
import * as schema from './schema/index.ts';

/** What `work` gets besides the transaction. */
export interface Behind {
  /**
   * Settles once BEGIN is answered. BEGIN is not awaited before `work` starts, so that its first
   * statements go out with it (one round trip): `work` awaits this with them, before any write.
   */
  begun: Promise<void>;
  /**
   * Hands the transaction's last statement to the connection (`send` must issue it synchronously:
   * a drizzle query leaves when its then() is called) and queues the COMMIT right behind it, both in
   * one write to the socket. Answers what `send` returned.
   */
  sendLast<S>(send: () => S): S;
}

type CorkableSocket = Partial<Pick<Socket, 'cork' | 'uncork' | 'writableCorked'>>;

function socketOf(client: pg.PoolClient): CorkableSocket | undefined {
  return (client as unknown as { connection?: { stream?: CorkableSocket } }).connection?.stream;
}

/**
 * What is issued inside `send` leaves in one write: pg writes each statement's messages under its
 * own cork (pg 8.14+), which nests inside this one. Sockets without cork() write as they go.
 */
function inOneWrite<S>(client: pg.PoolClient, send: () => S): S {
  const stream = socketOf(client);
  stream?.cork?.();
  try {
    return send();
  } finally {
    stream?.uncork?.();
  }
}

/** Writes out what is held now, even inside an outer inOneWrite, whose cork is then put back. */
function writeNow(client: pg.PoolClient): void {
  const stream = socketOf(client);
  const depth = stream?.writableCorked ?? 0;
  for (let i = 0; i < depth; i++) stream!.uncork!();
  for (let i = 0; i < depth; i++) stream!.cork!();
}

/** One drizzle database per pooled connection, made once (building one reads the whole schema). */
const bound = new WeakMap<pg.PoolClient, Tx>();

function boundTo(client: pg.PoolClient): Tx {
  let db = bound.get(client);
  if (!db) {
    // Not a drizzle transaction object: this module sends BEGIN and COMMIT itself. `work` must not
    // open nested transactions (savepoints) on it.
    db = drizzle(client, { schema }) as unknown as Tx;
    bound.set(client, db);
  }
  return db;
}

export async function transactionCommittedBehind<T>(db: Db, work: (tx: Tx, behind: Behind) => Promise<T>): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    return db.transaction((tx) => work(tx, { begun: Promise.resolve(), sendLast: (send) => send() }));
  }
  const client = await pool.connect();
  let commit: Promise<pg.QueryResult> | null = null;
  let broken: Error | undefined;
  // pg's pipeline mode writes each statement as it is issued instead of holding it until the
  // answer before it has been read: PostgreSQL runs them one after the other, each after its own
  // Sync. A statement after a failed one in the transaction fails too ("transaction aborted").
  pipelined(client, true);
  let began!: Promise<pg.QueryResult>;
  const queueCommit = () => {
    // Written now, it runs the moment the statement ends, or is answered with ROLLBACK when the
    // statement failed.
    commit = client.query('commit');
    commit.catch(() => undefined); // awaited below, on either path
  };
  try {
    // BEGIN and the statements `work` issues before its first await leave in one write.
    const working = inOneWrite(client, () => {
      began = client.query('begin');
      began.catch(() => undefined); // awaited by `work` (begun) and below
      const begun = began.then(() => undefined);
      begun.catch(() => undefined); // a `work` that never awaits it must not leave a rejection unhandled
      return work(boundTo(client), {
        begun,
        sendLast: (send) => {
          const sent = inOneWrite(client, () => {
            const s = send();
            queueCommit();
            return s;
          });
          writeNow(client); // a `work` that sends its last statement before any await
          return sent;
        },
      });
    });
    const result = await working;
    await began;
    const ended = await (commit ?? client.query('commit'));
    if (ended.command !== 'COMMIT') throw new Error(`transaction ended with ${ended.command}`);
    return result;
  } catch (err) {
    // With the COMMIT sent, a failed statement has already rolled the transaction back.
    const end = commit ?? client.query('rollback');
    await Promise.resolve(end).catch((e: Error) => (broken = e));
    throw err;
  } finally {
    pipelined(client, false);
    client.release(broken);
  }
}

/** pg's pipeline mode (pg 8.21+), switched on for this transaction only. */
function pipelined(client: pg.PoolClient, on: boolean): void {
  (client as unknown as { pipeline: boolean }).pipeline = on;
}
