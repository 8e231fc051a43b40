// What every back-office use case is given: the database, the clock and the news of what changed.
import type { Db } from '@rian/db';
import type { ContentChanges } from '../../lib/content-changes.ts';

export interface AdminContext {
  db: Db;
  clock: () => Date;
  changes: ContentChanges;
}

/** Who is writing: the signed-in administrator or instructor, as the audit log records them. */
export interface Actor {
  id: number;
  username: string;
  role: string;
}
