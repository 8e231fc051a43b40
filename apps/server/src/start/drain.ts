// A stop on SIGTERM or SIGINT (docs/deploy.md "Restarts"): /readyz turns 503, the listener closes so
// no new connection is accepted, pages on Socket.IO are told to reconnect elsewhere, requests in
// flight and a running sweep finish, then Redis connections and the database pool close. All of it
// within `drainMs` (RIAN_DRAIN_MS); past that the process leaves with code 1 rather than hang a deploy.
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@rian/db';

export interface DrainOptions {
  drainMs: number;
  /** process.exit in main.ts. */
  exit: (code: number) => void;
}

export async function drainAndExit(app: FastifyInstance, db: DbHandle, signal: string, opts: DrainOptions): Promise<void> {
  const started = Date.now();
  app.log.info({ signal, drainMs: opts.drainMs }, 'draining: no new connections; finishing requests and sweeps');
  const deadline = setTimeout(() => {
    app.log.error({ drainMs: opts.drainMs }, 'drain did not finish in time (RIAN_DRAIN_MS); leaving anyway');
    opts.exit(1);
  }, opts.drainMs);
  deadline.unref();
  try {
    app.rianReadiness.drain();
    // Fastify closes the listener, answers 503 to new requests on kept-alive connections, waits for
    // those in flight, then runs every onClose hook (sweeps, mail, Redis, Socket.IO).
    await app.close();
    await db.close();
  } catch (err) {
    app.log.error({ err }, 'drain failed');
    clearTimeout(deadline);
    return opts.exit(1);
  }
  clearTimeout(deadline);
  app.log.info({ ms: Date.now() - started }, 'drained');
  opts.exit(0);
}
