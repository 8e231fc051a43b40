// What every start does to the database before serving, under the start-up lock so that instances
// starting together take turns (architecture.md, "Demo and production"): migrations, the site
// defaults, and the demo academy only in demo mode. Outside demo mode a database that holds the
// demo academy is refused: production never runs on demo accounts or demo secrets.
import { hasDemoData, migrate, seedDemo, seedSiteDefaults, type DbHandle } from '@rian/db';

export class StartRefused extends Error {}

export interface PreparedDatabase {
  /** The demo academy was written by this start. */
  demoSeeded: boolean;
}

export async function prepareDatabase(handle: DbHandle, opts: { demo: boolean; uploadDir: string }): Promise<PreparedDatabase> {
  return handle.exclusive(async () => {
    await migrate(handle);
    await seedSiteDefaults(handle);
    if (opts.demo) {
      const seeded = await seedDemo(handle, { uploadDir: opts.uploadDir });
      return { demoSeeded: seeded.applied };
    }
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
