// The server under benchmark, in its own process so that the load generator does not share its
// event loop: the seeded demo academy on PGlite (or PostgreSQL with BENCH_DB=postgres and
// TEST_DATABASE_URL), listening on a free loopback port that it prints as JSON on stdout.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestDb } from '@rian/db/testing';
import { buildApp } from '@rian/server/app';

const db = await createTestDb({ kind: process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite' });
const app = await buildApp({
  db: db.handle,
  config: {
    publicUrl: 'http://127.0.0.1',
    uploadDir: db.uploadDir,
    webDistDir: '/nonexistent',
    logLevel: 'warn',
    cacheMs: Number(process.env.CATALOGUE_CACHE_MS ?? 10_000),
  },
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;

// The ceiling: the same server answering static JSON files of the same size as each catalogue
// read, written into the public upload folder that @fastify/static serves.
const ceilings: Record<string, string> = {};
for (const [name, path] of Object.entries(JSON.parse(process.env.BENCH_PATHS ?? '{}') as Record<string, string>)) {
  const body = await (await fetch(`${base}${path}`)).text();
  const file = `ceiling-${name}.json`;
  await writeFile(join(db.uploadDir, file), body);
  ceilings[name] = `/uploads/${file}`;
}
process.stdout.write(JSON.stringify({ base, ceilings }) + '\n');

const stop = async () => {
  await app.close();
  await db.cleanup();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
