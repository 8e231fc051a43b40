// /metrics (docs/decisions/023) and request ids: series by route pattern, sweeps, payments, sockets,
// compressed copies and the pool; open to this machine or the bearer token only; an id per request in
// the response and the log.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { anAdmin, anOrder, aCourse, aStudent } from './factories/index.ts';
import { anotherApp, useTestApp } from './helpers.ts';
import { buildLoggedApp } from './logged-app.ts';
import { approveTransfer } from './approve-transfer.ts';

const t = useTestApp({ seed: 'defaults' });

/** The value of one series in the exposition text, 0 when it is absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(): Promise<string> {
  const res = await t.app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe('/metrics', () => {
  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const series = 'rian_http_requests_total{method="GET",route="/public/i18n/:lang",status="200"}';
    const before = valueOf(await scrape(), series);
    await t.app.inject({ url: '/public/i18n/th' });
    await t.app.inject({ url: '/public/i18n/en' });
    await t.app.inject({ url: '/no/such/page/at-all' });
    const text = await scrape();
    expect(valueOf(text, series)).toBe(before + 2);
    expect(text).toContain('rian_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/public/i18n/:lang"');
    expect(text).not.toContain('/public/i18n/th');
    expect(text).not.toContain('at-all');
    expect(text).toContain('rian_socket_connections ');
    expect(text).toContain('rian_process_cpu_seconds_total');
    if (t.db.kind === 'postgres') expect(text).toMatch(/rian_db_pool_connections\{state="total"\} [1-9]/);
  });

  it('counts a transfer approval by method and outcome', async () => {
    const series = 'rian_payments_total{method="banktransfer",outcome="approved"}';
    const before = valueOf(await scrape(), series);
    const [buyer, admin, course] = [await aStudent(t.db.handle.db), await anAdmin(t.db.handle.db), await aCourse(t.db.handle.db)];
    const order = await anOrder(t.db.handle.db, { buyer, courses: [course], state: 'underReview' });
    const approved = await approveTransfer(t.app, t.db.handle.db, admin.cookie, order);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(valueOf(await scrape(), series)).toBe(before + 1);
  });

  it('compresses an unchanged answer once and sends its copy again (lib/encoded-bodies.ts)', async () => {
    const hits = 'rian_compressed_copies_total{outcome="hit"}';
    const before = valueOf(await scrape(), hits);
    for (let i = 0; i < 4; i++) await aCourse(t.db.handle.db);
    const url = '/public/courses?pageSize=40';
    const plain = await t.app.inject({ url });
    expect(plain.body.length).toBeGreaterThan(1024); // the plugin leaves smaller answers as they are
    const asked = () => t.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
    const [first, again] = [await asked(), await asked()];
    for (const res of [first, again]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    }
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(valueOf(await scrape(), hits)).toBeGreaterThanOrEqual(before + 1);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('counts sweep runs', async () => {
    const series = 'rian_sweep_runs_total{sweep="auto_cancel",outcome="ok"}';
    const before = valueOf(await scrape(), series);
    const withSweeps = await anotherApp(t, { autoCancel: true });
    try {
      await withSweeps.ready(); // the first auto-cancel pass runs at once
      await vi.waitFor(async () => expect(valueOf(await scrape(), series)).toBeGreaterThan(before), { timeout: 5_000 });
    } finally {
      await withSweeps.close();
    }
  });

  it('answers this machine only, or a caller with RIAN_METRICS_TOKEN', async () => {
    const far = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
    expect([far.statusCode, far.json().error.code]).toEqual([403, 'FORBIDDEN']);
    // Relayed by a proxy on this machine: loopback, but not this machine asking.
    const relayed = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(relayed.statusCode).toBe(403);
    const guarded = await anotherApp(t, { metricsToken: 'a-long-metrics-token' });
    try {
      const bearer = (token: string) =>
        guarded.inject({ url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: `Bearer ${token}` } });
      expect((await bearer('a-long-metrics-token')).statusCode).toBe(200);
      expect((await bearer('a-long-metrics-tokeN')).statusCode).toBe(403);
      expect((await bearer('short')).statusCode).toBe(403);
    } finally {
      await guarded.close();
    }
  });
});

describe('request ids', () => {
  it('keeps a plain incoming X-Request-Id, replaces an unsafe one, and answers it', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.42');
    const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'x"} injected' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await t.app.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);
  });

  it('puts the id on the request’s log lines', async () => {
    const lines: string[] = [];
    const app = await buildLoggedApp(t.db, lines);
    try {
      await app.inject({ url: '/public/i18n/th', headers: { 'x-request-id': 'trace-me-123' } });
      const ours = lines.filter((l) => l.includes('"reqId":"trace-me-123"'));
      expect(ours.length).toBeGreaterThanOrEqual(2); // the request and its response
    } finally {
      await app.close();
    }
  });
});
