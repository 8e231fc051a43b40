// GET /private/myaccount/courses: the signed-in user's courses with progress and access end.
import { desc, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { courseUrl } from '@rian/domain/course-url';
import { isExpired } from './access.ts';
import { coursePercent } from './course-percent.ts';
import type { LearningContext } from './learning-context.ts';

const { courses, courseAccess } = schema;

export async function listMyCourses(ctx: LearningContext, userId: number) {
  const rows = await ctx.db
    .select({ access: courseAccess, title: courses.title, slug: courses.slug })
    .from(courseAccess)
    .innerJoin(courses, eq(courses.id, courseAccess.course_id))
    .where(eq(courseAccess.user_id, userId))
    .orderBy(desc(courseAccess.granted_at), desc(courseAccess.id));
  const now = ctx.clock();
  const out = [];
  for (const r of rows) {
    out.push({
      course_id: r.access.course_id,
      title: r.title,
      url: courseUrl(r.access.course_id, r.slug),
      percent: await coursePercent(ctx.db, userId, r.access.course_id),
      expiresAt: r.access.expires_at ? r.access.expires_at.toISOString() : null,
      expired: isExpired(r.access, now),
    });
  }
  return out;
}
