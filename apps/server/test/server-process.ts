// A real server process (main.ts through tsx), for what only a process shows: signals, draining,
// kill -9. It listens on a free port of 127.0.0.1 and is ready once it prints its start-up lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(new URL('../../..', import.meta.url).pathname);

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  output: string[];
  /** Resolves with the exit code (null after a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops it with SIGKILL if it is still running, and removes its data folder. */
  dispose(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

/** Starts main.ts with `env` over a clean environment: PGlite in a new folder unless DATABASE_URL is given. */
export async function startServer(env: Record<string, string> = {}, readyWithinMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'rian-process-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      RIAN_DEMO: '1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const ready = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server not ready in time:\n${output.join('')}`)), readyWithinMs);
    const read = (chunk: Buffer) => {
      output.push(String(chunk));
      if (output.join('').includes('Rian storefront:')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => fail(new Error(`server exited before it was ready:\n${output.join('')}`)));
  });
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (err) {
    await dispose();
    throw err;
  }
  return { url, port, child, output, exited, dispose };
}
