// A new course is a draft made from its title alone (the back office fills in the rest later): not on
// the storefront until it is published, with the link course-{id} until the administrator names one.
import { randomUUID } from 'node:crypto';
import { schema } from '@rian/db';
import type { AdminCourse, CourseCreate } from '@rian/contracts/admin/courses';
import type { Actor, AdminContext } from '../admin-context.ts';
import { createAudited, insertWithIdSlug } from '../audited-write.ts';
import { courseRecord } from './course-view.ts';

export function createCourse(ctx: AdminContext, actor: Actor, input: CourseCreate): Promise<AdminCourse> {
  const values = { title: input.title, slug: `draft-${randomUUID()}`, is_published: false };
  return createAudited(ctx, actor, courseRecord, (tx) => insertWithIdSlug(tx, schema.courses, values, 'course'));
}
