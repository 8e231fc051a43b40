// One row of the audit log per write (conventions.md, "The back office"): written in the write's own
// transaction, so a write and its audit row land together or not at all.
import { schema, type Db } from '@rian/db';
import type { Actor } from '../admin-context.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditFact {
  action: string;
  entity: string;
  entityId: number | string;
  before?: object | null;
  after?: object | null;
}

export async function recordAudit(tx: Tx | Db, actor: Actor, fact: AuditFact): Promise<void> {
  await tx.insert(schema.auditLog).values({
    actor_id: actor.id,
    actor_username: actor.username,
    actor_role: actor.role,
    action: fact.action,
    entity: fact.entity,
    entity_id: String(fact.entityId),
    before: (fact.before ?? null) as Record<string, unknown> | null,
    after: (fact.after ?? null) as Record<string, unknown> | null,
  });
}

/** The fields of `after` that differ from `before`, with their old values: what an update changed (its own time aside). */
export function changedFields<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}
