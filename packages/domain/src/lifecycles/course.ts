// A course as the back office publishes it (spec §3 course detail; the storefront lists published
// courses only). A new course is a draft, filled in before it is first published; an unpublished
// course leaves the storefront and may be published again.
import { defineLifecycle } from './lifecycle.ts';

export const COURSE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export type CourseEvent = 'publish' | 'unpublish';

export const COURSE_LIFECYCLE = defineLifecycle<CourseStatus, CourseEvent>({
  name: 'course',
  states: COURSE_STATUSES,
  final: [],
  transitions: [
    { from: ['draft', 'unpublished'], event: 'publish', to: 'published' },
    { from: ['published'], event: 'unpublish', to: 'unpublished' },
  ],
});

/** The state of a stored course: published, or never published (a draft), or taken down since. */
export function courseStatusOf(row: { is_published: boolean; first_published_at: Date | null }): CourseStatus {
  if (row.is_published) return 'published';
  return row.first_published_at ? 'unpublished' : 'draft';
}
