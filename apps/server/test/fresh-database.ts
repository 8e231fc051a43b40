// A throw-away, empty PostgreSQL database on the server of TEST_DATABASE_URL, for tests that start
// instances themselves (start-up, drain, two processes): created empty, dropped with every connection.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  /** postgres:// URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(): Promise<FreshDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('freshDatabase needs TEST_DATABASE_URL');
  const name = `rian_fresh_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
