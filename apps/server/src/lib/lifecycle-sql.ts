// The server side of packages/domain/lifecycles: a status change is one guarded UPDATE whose target
// and `WHERE status IN (…)` come from the lifecycle's table, so a second sweep, a second instance or a
// double click finds nothing to do, and no code can move a status the table does not allow.
import { inArray, type Column, type SQL } from 'drizzle-orm';
import { sourcesOf, targetOf, type Lifecycle } from '@rian/domain/lifecycles/lifecycle';

export interface StatusMove<S extends string> {
  /** The state to write. */
  readonly to: S;
  /** `status IN (the states the event may start from)`, to AND into the UPDATE's where. */
  readonly guard: SQL;
}

export function statusMove<S extends string, E extends string, C>(
  lc: Lifecycle<S, E, C>,
  event: E,
  column: Column,
): StatusMove<S> {
  return { to: targetOf(lc, event), guard: inArray(column, [...sourcesOf(lc, event)]) };
}
