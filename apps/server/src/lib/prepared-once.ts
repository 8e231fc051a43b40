// A statement read on every request (a catalogue page, the session) is built and prepared once per database and name: on PostgreSQL each pooled
// connection then parses it once and may keep a generic plan (planning a statement of JSON
// subqueries costs milliseconds, more than running it on the demo academy).
import type { Db } from '@rian/db';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` of `db`, made by `prepare(name)` the first time it is asked for. */
export function preparedOnce<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let mine = byDb.get(db);
  if (!mine) {
    mine = new Map();
    byDb.set(db, mine);
  }
  let statement = mine.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(name);
    mine.set(name, statement);
  }
  return statement;
}
