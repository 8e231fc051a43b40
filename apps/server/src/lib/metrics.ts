// /metrics in the Prometheus text format (docs/decisions/023, docs/deploy.md "Monitoring"): requests
// by route pattern and status with their duration, the database pool, sweep runs, payment outcomes by
// method, Socket.IO connections, and Node's own process figures. One registry per process, as
// Prometheus scrapes a process; the gauges read every app built in it (one in production, several in
// tests). Open to this machine, or to a caller with RIAN_METRICS_TOKEN as a bearer token.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '@rian/db';
import { errorBody } from './errors.ts';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'rian_' });

const requests = new Counter({
  name: 'rian_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const duration = new Histogram({
  name: 'rian_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const sweeps = new Counter({
  name: 'rian_sweep_runs_total',
  help: 'Background sweep runs, by sweep (auto_cancel, reconcile) and outcome (ok, failed)',
  labelNames: ['sweep', 'outcome'] as const,
  registers: [registry],
});
const sweepItems = new Counter({
  name: 'rian_sweep_items_total',
  help: 'What the sweeps did: orders cancelled (auto_cancel), attempts checked or callbacks retried (reconcile)',
  labelNames: ['sweep'] as const,
  registers: [registry],
});
const payments = new Counter({
  name: 'rian_payments_total',
  help: 'Payment outcomes, by method (the provider, or banktransfer) and outcome (paid, failed, mismatch, approved, rejected)',
  labelNames: ['method', 'outcome'] as const,
  registers: [registry],
});
const compressedCopies = new Counter({
  name: 'rian_compressed_copies_total',
  help: 'Compressed answers sent again from the kept copies (hit) or compressed afresh (miss)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** What the gauges read at each scrape, one entry per live app. */
const pools = new Set<NonNullable<DbHandle['poolStats']>>();
const sockets = new Set<() => number>();

new Gauge({
  name: 'rian_db_pool_connections',
  help: 'PostgreSQL pool connections, by state (total, idle, waiting: requests queued for one)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const stats of pools) {
      const s = stats();
      this.inc({ state: 'total' }, s.total);
      this.inc({ state: 'idle' }, s.idle);
      this.inc({ state: 'waiting' }, s.waiting);
    }
  },
});
new Gauge({
  name: 'rian_socket_connections',
  help: 'Open Socket.IO connections on this process',
  registers: [registry],
  collect() {
    let n = 0;
    for (const count of sockets) n += count();
    this.set(n);
  },
});

export const metrics = {
  sweep(sweep: 'auto_cancel' | 'reconcile', outcome: 'ok' | 'failed', items = 0): void {
    sweeps.inc({ sweep, outcome });
    if (items > 0) sweepItems.inc({ sweep }, items);
  },
  payment(method: string, outcome: 'paid' | 'failed' | 'mismatch' | 'approved' | 'rejected'): void {
    payments.inc({ method, outcome });
  },
  compressedCopy(outcome: 'hit' | 'miss'): void {
    compressedCopies.inc({ outcome });
  },
  /** Counts `count()` into rian_socket_connections until the app closes. */
  socketConnections(app: FastifyInstance, count: () => number): void {
    sockets.add(count);
    app.addHook('onClose', async () => void sockets.delete(count));
  },
};

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * This machine asking directly, or the bearer token. A request relayed by a proxy on this machine
 * comes from a loopback address too, so one that carries forwarding headers is not "this machine".
 */
export function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  const auth = req.headers.authorization;
  if (token && auth?.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice(7));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !relayed && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

export function registerMetrics(app: FastifyInstance, db: DbHandle, token: string | undefined): void {
  const stats = db.poolStats;
  if (stats) {
    pools.add(stats);
    app.addHook('onClose', async () => void pools.delete(stats));
  }
  app.addHook('onResponse', async (req, reply) => {
    // The route pattern, never the raw URL: one series per route, whatever ids or slugs are asked for.
    const route = req.routeOptions.url ?? 'unmatched';
    const labels = { method: req.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { logLevel: 'silent', schema: { hide: true } }, async (req, reply) => {
    if (!mayReadMetrics(req, token)) return reply.code(403).send(errorBody('FORBIDDEN'));
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
