// A start whose REDIS_URL does not answer (docs/deploy.md "N instances"): the real process stops with
// one line naming Redis and a non-zero exit code, before it touches the database, instead of dying
// on an unhandled client error.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './server-process.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += String(c)));
  child.stderr.on('data', (c: Buffer) => (stderr += String(c)));
  return new Promise((done) => child.once('exit', (code) => done({ code, stdout, stderr })));
}

describe('a start with Redis unreachable', () => {
  it('exits 1 with one line naming Redis, its address without the password, and the reason', async () => {
    const redisPort = await freePort(); // nothing listens there
    const result = await start({
      PORT: String(await freePort()),
      // The database is never opened: the check comes first.
      DATABASE_URL: 'postgres://rian:unused@127.0.0.1:1/academy',
      PAYMENTS_MODE: 'production',
      REDIS_URL: `redis://:a-redis-password@127.0.0.1:${redisPort}`,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `Rian did not start: Redis at redis://:***@127.0.0.1:${redisPort} (REDIS_URL) does not answer: connect ECONNREFUSED 127.0.0.1:${redisPort}\n`,
    );
  }, 60_000);
});
