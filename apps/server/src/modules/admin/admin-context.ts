// What every back-office use case is given: the database, the clock, the news of what changed, and the
// storefront's course page as a visitor would see it, whatever the course's state (the preview).
import type { Db } from '@rian/db';
import type { CourseDetail } from '@rian/contracts';
import type { ContentChanges } from '../../lib/content-changes.ts';

export interface AdminContext {
  db: Db;
  clock: () => Date;
  changes: ContentChanges;
  previewCourse: (id: number) => Promise<CourseDetail>;
}

/** Who is writing: the signed-in administrator or instructor, as the audit log records them. */
export interface Actor {
  id: number;
  username: string;
  role: string;
}
