// What every start does to the database before serving, under the start-up lock so that instances
// starting together take turns (architecture.md, "Demo and production"): migrations, the site
// defaults, and the demo academy only in demo mode. Outside demo mode a database that holds the
// demo academy is refused: production never runs on demo accounts or demo secrets. A start that wrote
// anything (a migration, the defaults, the demo) then has the planner's statistics gathered
// (@rian/db analyzeTables): a new academy's tables are too small for PostgreSQL to do it by itself.
import { analyzeTables, hasDemoData, migrate, pendingMigrations, seedDemo, seedSiteDefaults, type DbHandle } from '@rian/db';

export class StartRefused extends Error {}

export interface PreparedDatabase {
  /** The demo academy was written by this start. */
  demoSeeded: boolean;
}

export async function prepareDatabase(handle: DbHandle, opts: { demo: boolean; uploadDir: string }): Promise<PreparedDatabase> {
  return handle.exclusive(async () => {
    const migrated = (await pendingMigrations(handle)) > 0;
    await migrate(handle);
    const defaults = await seedSiteDefaults(handle);
    if (opts.demo) {
      const seeded = await seedDemo(handle, { uploadDir: opts.uploadDir });
      if (migrated || defaults || seeded.applied) await analyzeTables(handle);
      return { demoSeeded: seeded.applied };
    }
    if (migrated || defaults) await analyzeTables(handle);
    if (await hasDemoData(handle)) {
      throw new StartRefused(
        'This database holds the demo academy (demo accounts, courses and payment secrets). ' +
          'Outside demo mode Rian does not run on it: point DATABASE_URL (or DATA_DIR) at a new database, ' +
          'or set RIAN_DEMO=1 to run the demo.',
      );
    }
    return { demoSeeded: false };
  });
}
