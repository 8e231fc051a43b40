// A pg client runs one statement at a time. Issuing a second while the first runs (Promise.all over a
// transaction's `tx`) only queues it today, with a deprecation warning, and pg 9 drops that queue.
// On PostgreSQL such code fails its test file here. (pg warns once per process: the first file of a
// worker to do it fails.) The order's pipelined transaction (@rian/db commit-behind.ts) is exempt:
// pg's pipeline mode issues statements while others run by design, without the warning.
import { afterAll } from 'vitest';

const seen: string[] = [];

function onWarning(warning: Error): void {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
    seen.push(warning.message);
  }
}

process.on('warning', onWarning);

afterAll(async () => {
  // Warnings are emitted on the next tick: let the last test's come in.
  await new Promise((resolve) => setImmediate(resolve));
  process.off('warning', onWarning);
  if (seen.length > 0) {
    throw new Error('a query was issued on a pg client while another ran on it (one statement at a time on a transaction)');
  }
});
