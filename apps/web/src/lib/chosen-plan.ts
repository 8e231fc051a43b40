// The pricing plan a buyer has chosen on a course page, shared between the checkout that chooses it
// and the parts that show it (layout four's sticky bar, spec §2), which belong to other features.
import { useSyncExternalStore } from 'react';

const chosen = new Map<number, number | null>();
const listeners = new Set<() => void>();

export function setChosenPlan(courseId: number, planId: number | null): void {
  if (chosen.get(courseId) === planId) return;
  chosen.set(courseId, planId);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The plan chosen for the course, undefined when the checkout has not said. */
export function useChosenPlan(courseId: number): number | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => chosen.get(courseId),
    () => undefined,
  );
}
