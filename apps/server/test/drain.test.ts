// A stop on SIGTERM (start/drain.ts), on a real process: a request in flight is answered, no new
// connection is accepted, an open page is told to reconnect, and the process leaves with 0 within
// RIAN_DRAIN_MS; a request that never finishes cannot hold the stop past that bound.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { SERVER_DRAINING_EVENT } from '@rian/contracts/payments';
import { startServer, type ServerProcess } from './server-process.ts';
import { freshDatabase, type FreshDatabase } from './fresh-database.ts';

let server: ServerProcess | undefined;
let database: FreshDatabase | undefined;
afterEach(async () => {
  await server?.dispose();
  await database?.drop();
  server = undefined;
  database = undefined;
});

/** PGlite in a new folder, or a fresh PostgreSQL database in the PostgreSQL run. */
async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (process.env.RIAN_TEST_DB === 'postgres') {
    database = await freshDatabase();
    env = { DATABASE_URL: database.url, ...env };
  }
  server = await startServer(env);
  return server;
}

const BODY = JSON.stringify({ username: 'nobody-at-all', password: 'not-the-password' });

/** A log-in whose body is only half sent: a request in flight until `finish` is called. */
async function slowRequest(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((done) => socket.once('connect', () => done()));
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  const closed = new Promise<string>((done) => socket.once('close', () => done(Buffer.concat(chunks).toString())));
  socket.write(
    `POST /public/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\nConnection: close\r\n\r\n${BODY.slice(0, 10)}`,
  );
  return { finish: () => socket.write(BODY.slice(10)), response: closed, socket };
}

const refused = (port: number) =>
  new Promise<boolean>((done) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), done(false)));
    s.once('error', () => done(true));
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('stopping on SIGTERM', () => {
  it('finishes the request in flight, accepts no new connection, and leaves with 0 in time', async () => {
    const s = await start({ RIAN_DRAIN_MS: '8000' });
    const inFlight = await slowRequest(s.port);
    await sleep(300); // the server has read the headers: the request is under way
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    await sleep(500);
    expect(await refused(s.port)).toBe(true);
    inFlight.finish();
    const response = await inFlight.response;
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response).toContain('"code":"INVALID_CREDENTIALS"');
    expect(await s.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(8_000);
    expect(s.output.join('')).toContain('drained');
  }, 120_000);

  it('tells an open page to reconnect, and drops its connection so that it does', async () => {
    const s = await start();
    const login = await fetch(`${s.url}/public/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.url },
      body: JSON.stringify({ username: 'student', password: 'rian-student-demo' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('rian_session='))!
      .split(';')[0]!;
    const socket = io(s.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    await new Promise<void>((done, fail) => (socket.once('connect', () => done()), socket.once('connect_error', fail)));
    const told = new Promise<unknown>((done) => socket.once(SERVER_DRAINING_EVENT, done));
    const reason = new Promise<string>((done) => socket.once('disconnect', done));
    s.child.kill('SIGTERM');
    expect(await told).toEqual({ reconnect: true });
    // 'transport close' is a reason Socket.IO clients reconnect on; 'io server disconnect' is not.
    expect(await reason).toBe('transport close');
    socket.close();
    expect((await s.exited).code).toBe(0);
  }, 120_000);

  it('leaves with 1 once RIAN_DRAIN_MS has passed, even with a request that never ends', async () => {
    const s = await start({ RIAN_DRAIN_MS: '1000' });
    const stuck = await slowRequest(s.port);
    await sleep(300);
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    expect(await s.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalled).toBeLessThan(4_000);
    stuck.socket.destroy();
  }, 120_000);
});
