// A set held in React state changes by replacement, never in place.

/** A copy of `set` with `item` in it (`on`) or out of it. */
export function toggled<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}
