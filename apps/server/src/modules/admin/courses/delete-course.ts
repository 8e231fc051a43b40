// Deleting a course: only one nobody has ordered. A course with orders keeps its history (spec §4
// order lines name it); the administrator unpublishes it instead.
import { schema } from '@rian/db';
import type { Actor, AdminContext } from '../admin-context.ts';
import { deleteAudited, deleteRow, refuseWhileUsed } from '../audited-write.ts';
import { courseRecord } from './course-view.ts';

export function deleteCourse(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, courseRecord, id, async (tx) => {
    await refuseWhileUsed(tx, schema.orderCourses.course_id, id, 'The course has orders; unpublish it instead');
    await deleteRow(tx, schema.courses, id);
  });
}
