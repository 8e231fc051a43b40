// What the back office's integration tests share: a call made as someone, the audit rows of a record,
// and the check that only an administrator gets through.
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { Person } from '../factories/index.ts';
import type { TestApp } from '../helpers.ts';

export type AdminMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type AdminCall = ReturnType<typeof callAs>;

/** A call to the app as `who` (null: a visitor), answering its status and JSON body. */
export function callAs(t: TestApp) {
  return async (who: Person | null, method: AdminMethod, url: string, payload?: object) => {
    const headers = who ? { cookie: who.cookie } : {};
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
}

/** The call was refused with INPUT_ERROR (400), its first detail naming `path`. */
export function expectInputError(res: Awaited<ReturnType<AdminCall>>, path: string): void {
  expect([res.status, res.body.error.code, res.body.error.details[0].path]).toEqual([400, 'INPUT_ERROR', path]);
}

/** The audit rows of one record, oldest first; only those of `entity` when it is given. */
export function auditRows(db: Db, id: number | string, entity?: string) {
  const ofRecord = eq(schema.auditLog.entity_id, String(id));
  const where = entity === undefined ? ofRecord : and(eq(schema.auditLog.entity, entity), ofRecord);
  return db.select().from(schema.auditLog).where(where).orderBy(schema.auditLog.id);
}

/** Every call answers 401 to a visitor and 403 to a student and to an instructor. */
export async function expectAdminsOnly(
  call: AdminCall,
  calls: readonly (readonly [AdminMethod, string, object?])[],
  student: Person,
  instructor: Person,
): Promise<void> {
  for (const [method, url, body] of calls) {
    expect([method, (await call(null, method, url, body)).status]).toEqual([method, 401]);
    expect([method, (await call(student, method, url, body)).status]).toEqual([method, 403]);
    expect([method, (await call(instructor, method, url, body)).status]).toEqual([method, 403]);
  }
}

/** The calls on one resource of resourceRoutes: its list, a new record `made`, and record `id` read, changed to `changed` and deleted. */
export function resourceCalls(url: string, id: number, made: object, changed: object) {
  return [
    ['GET', url],
    ['POST', url, made],
    ['GET', `${url}/${id}`],
    ['PATCH', `${url}/${id}`, changed],
    ['DELETE', `${url}/${id}`],
  ] as const;
}

/**
 * A CSV download as `who`: checks that it is one (200, text/csv, an attachment named `file`-date.csv,
 * UTF-8 with a byte-order mark for Excel) and answers its lines, split at CRLF.
 */
export async function csvLines(t: TestApp, who: Person, url: string, file: string): Promise<string[]> {
  const res = await t.app.inject({ url, headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${file}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return res.rawPayload.toString('utf8').slice(1).split('\r\n');
}
