// The fields that set how the academy looks (contracts' siteLookFields), read from the settings row:
// the public settings and the back office's settings view both start with them.
import type { schema } from '@rian/db';
import { isCourseLayout, type CourseLayout } from '@rian/domain';

type SiteRow = typeof schema.siteSettings.$inferSelect;

export function siteLook(row: SiteRow) {
  return {
    title: row.title,
    title_en: row.title_en,
    description: row.description,
    keywords: row.keywords,
    logo_url: row.logo_url,
    favicon_url: row.favicon_url,
    course_layout: (isCourseLayout(row.course_layout) ? row.course_layout : 'default') as CourseLayout,
    course_teacher: row.course_teacher,
    course_group: row.course_group,
    course_bestseller: row.course_bestseller,
  };
}
