// The app's start-up is cut into parts, each its own task, so that a phone's main thread is never
// held for long (Total Blocking Time counts every task over 50 ms; docs/benchmarks.md).

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser run what waits (input, a frame, a style change) before the next part of the
 * work: `scheduler.yield()` where the browser has it (the work keeps its place ahead of other
 * tasks), else a new task. At once in a tab nobody sees, where timers wait a second and nothing
 * is drawn.
 */
export function yieldToBrowser(): Promise<void> {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
