// One declared table of allowed transitions per lifecycle (conventions.md "one state machine per
// lifecycle"). A transition is (from, event, to, guard); `applyTransition` is the one function that
// moves a state and refuses anything the table does not allow. The server's guarded UPDATEs take
// their `WHERE status IN (…)` from `sourcesOf`, so the database and the table cannot disagree.

export interface Transition<S extends string, E extends string, C> {
  readonly from: readonly S[];
  readonly event: E;
  readonly to: S;
  /** A rule the context must meet besides the state (e.g. an amount that matches); none means always. */
  readonly guard?: (ctx: C) => boolean;
}

export interface Lifecycle<S extends string, E extends string, C = void> {
  readonly name: string;
  readonly states: readonly S[];
  /** States nothing leaves. */
  readonly final: readonly S[];
  readonly transitions: readonly Transition<S, E, C>[];
}

/** A transition the table does not allow, or whose guard refused: the caller answers a conflict. */
export class TransitionRefused extends Error {
  constructor(
    readonly lifecycle: string,
    readonly from: string,
    readonly event: string,
  ) {
    super(`${lifecycle}: '${event}' is not allowed from '${from}'`);
    this.name = 'TransitionRefused';
  }
}

/** Declares a lifecycle and checks the table once: known states, one row per event, nothing leaves a final state. */
export function defineLifecycle<S extends string, E extends string, C = void>(lc: Lifecycle<S, E, C>): Lifecycle<S, E, C> {
  const events = new Set<string>();
  for (const t of lc.transitions) {
    if (events.has(t.event)) throw new Error(`${lc.name}: event '${t.event}' is declared twice`);
    events.add(t.event);
    for (const s of [...t.from, t.to]) {
      if (!lc.states.includes(s)) throw new Error(`${lc.name}: unknown state '${s}'`);
    }
    for (const s of t.from) {
      if (lc.final.includes(s)) throw new Error(`${lc.name}: '${t.event}' leaves the final state '${s}'`);
    }
  }
  return lc;
}

function rowOf<S extends string, E extends string, C>(lc: Lifecycle<S, E, C>, event: E): Transition<S, E, C> {
  const row = lc.transitions.find((t) => t.event === event);
  if (!row) throw new Error(`${lc.name}: no event '${event}'`);
  return row;
}

/** The states an event may start from: the guarded UPDATE's `WHERE status IN (…)`. */
export function sourcesOf<S extends string, E extends string, C>(lc: Lifecycle<S, E, C>, event: E): readonly S[] {
  return rowOf(lc, event).from;
}

/** The state an event leads to. */
export function targetOf<S extends string, E extends string, C>(lc: Lifecycle<S, E, C>, event: E): S {
  return rowOf(lc, event).to;
}

export function canTransition<S extends string, E extends string, C>(
  lc: Lifecycle<S, E, C>,
  from: S,
  event: E,
  ctx?: C,
): boolean {
  const row = lc.transitions.find((t) => t.event === event);
  if (!row || !row.from.includes(from)) return false;
  return row.guard ? row.guard(ctx as C) : true;
}

/** The one way a state moves: the next state, or TransitionRefused. */
export function applyTransition<S extends string, E extends string, C>(lc: Lifecycle<S, E, C>, from: S, event: E, ctx?: C): S {
  if (!canTransition(lc, from, event, ctx)) throw new TransitionRefused(lc.name, from, event);
  return targetOf(lc, event);
}

/** The events a state allows (what a back-office screen may offer). */
export function eventsFrom<S extends string, E extends string, C>(lc: Lifecycle<S, E, C>, from: S): E[] {
  return lc.transitions.filter((t) => t.from.includes(from)).map((t) => t.event);
}
