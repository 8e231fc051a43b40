// spec §2: a course page's teacher, group and bestseller lists, each only when its site flag is 1.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { Viewer } from '@rian/domain';
import type { CourseDetail } from '@rian/contracts';
import { visibleCourse, type CatalogueDeps, type CourseRow } from './catalogue-reads.ts';
import { buildCourseCards } from './course-cards.ts';

const { courses, courseTeachers } = schema;
const LIMIT = 4;

export interface RelatedFlags {
  course_teacher: number;
  course_group: number;
  course_bestseller: number;
}

export async function listRelatedCourses(
  deps: CatalogueDeps,
  c: CourseRow,
  teacherIds: number[],
  settings: RelatedFlags | null,
  viewer: Viewer,
): Promise<CourseDetail['related']> {
  const { db } = deps;
  const base = and(visibleCourse(deps.clock()), ne(courses.id, c.id));
  const byTeacher =
    settings?.course_teacher === 1 && teacherIds.length
      ? db
          .selectDistinct({ course: courses })
          .from(courses)
          .innerJoin(courseTeachers, eq(courseTeachers.course_id, courses.id))
          .where(and(base, inArray(courseTeachers.teacher_id, teacherIds)))
          .orderBy(asc(courses.sort), asc(courses.id))
          .limit(LIMIT)
          .then((rows) => rows.map((r) => r.course))
      : null;
  const byGroup =
    settings?.course_group === 1 && c.category_id !== null
      ? db
          .select()
          .from(courses)
          .where(and(base, eq(courses.category_id, c.category_id)))
          .orderBy(asc(courses.sort), asc(courses.id))
          .limit(LIMIT)
      : null;
  const best =
    settings?.course_bestseller === 1
      ? db
          .select()
          .from(courses)
          .where(and(base, eq(courses.is_bestseller, 1)))
          .orderBy(asc(courses.sort), asc(courses.id))
          .limit(LIMIT)
      : null;
  const [t, g, b] = await Promise.all([byTeacher, byGroup, best]);
  // One batch of cards for the three lists: they often share courses.
  const unique = new Map<number, CourseRow>();
  for (const row of [...(t ?? []), ...(g ?? []), ...(b ?? [])]) unique.set(row.id, row);
  const cards = new Map((await buildCourseCards(db, [...unique.values()], viewer, deps.clock())).map((card) => [card.id, card]));
  const pick = (rows: CourseRow[] | null) => (rows ? rows.map((r) => cards.get(r.id)!) : null);
  return { teacher: pick(t), group: pick(g), bestseller: pick(b) };
}
