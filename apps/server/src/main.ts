// Starts Rian: reads the environment, opens PGlite or PostgreSQL, runs migrations, seeds the demo
// academy on first start, and serves HTTP.
import { createDb, migrate, seedDemo, DEMO_LOGINS } from '@rian/db';
import { readConfig } from './config.ts';
import { buildApp } from './app.ts';

const config = readConfig();
const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await migrate(db);
const seeded = await seedDemo(db, { uploadDir: config.uploadDir });
const app = await buildApp({ db, config });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `  Rian storefront: ${config.publicUrl}`,
  `  API reference:   ${config.publicUrl}/docs`,
  `  Database:        ${db.kind} (${db.where})${seeded.applied ? ', demo academy seeded' : ''}`,
  '  Demo log-ins:',
  ...DEMO_LOGINS.map((l: (typeof DEMO_LOGINS)[number]) => `    ${l.role.padEnd(10)} ${l.username.padEnd(12)} ${l.password}`),
  '',
];
process.stdout.write(lines.join('\n') + '\n');
