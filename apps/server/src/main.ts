// Starts Rian: reads the environment, opens PGlite or PostgreSQL, prepares the database (migrations,
// site defaults, the demo academy in demo mode only), serves HTTP, and tells the person starting it
// how to sign in: the demo log-ins, or the one-time link that creates the first administrator.
import { createDb, DEMO_LOGINS } from '@rian/db';
import { readConfig } from './config.ts';
import { buildApp } from './app.ts';
import { prepareDatabase, StartRefused } from './start/prepare-database.ts';
import { drainAndExit } from './start/drain.ts';
import { redisAddress, redisUnreachable } from './start/check-redis.ts';
import { issueSetupLink } from './modules/setup/setup-link.ts';

const config = readConfig();
if (config.redisUrl) {
  const unreachable = await redisUnreachable(config.redisUrl);
  if (unreachable) {
    process.stderr.write(
      `Rian did not start: Redis at ${redisAddress(config.redisUrl)} (REDIS_URL) does not answer: ${unreachable}\n`,
    );
    process.exit(1);
  }
}
const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
let prepared;
try {
  prepared = await prepareDatabase(db, { demo: config.demo, uploadDir: config.uploadDir });
} catch (err) {
  if (!(err instanceof StartRefused)) throw err;
  process.stderr.write(`\n  Rian did not start: ${err.message}\n\n`);
  await db.close();
  process.exit(1);
}
const app = await buildApp({ db, config });

const stop = (signal: string) =>
  void drainAndExit(app, db, signal, { drainMs: config.drainMs, exit: (code) => process.exit(code) });
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `  Rian storefront: ${config.publicUrl}`,
  `  API reference:   ${config.publicUrl}/docs`,
  `  Database:        ${db.kind} (${db.where})${prepared.demoSeeded ? ', demo academy seeded' : ''}`,
];
if (config.demo) {
  lines.push(
    '  Demo log-ins:',
    ...DEMO_LOGINS.map((l: (typeof DEMO_LOGINS)[number]) => `    ${l.role.padEnd(10)} ${l.username.padEnd(12)} ${l.password}`),
  );
} else {
  // Printed, not logged: the link is a one-time credential for whoever started the server.
  const link = await issueSetupLink(db.db, config.publicUrl, new Date());
  if (link) {
    lines.push(
      '  No administrator yet. Create the first one, once, at (valid 24 hours; a restart makes a new link):',
      `    ${link}`,
      '  or run: npm run admin:create',
    );
  }
}
process.stdout.write([...lines, ''].join('\n') + '\n');
