// /private/admin course outline (spec §3 playlist): the courses the caller may edit, a course's
// sections, a section's lectures, reordering both in one call each, a lecture's Thai subtitles.
// Administrators, and instructors for the courses they teach.
import {
  ContentCourseListSchema,
  LectureCreateSchema,
  LectureListSchema,
  LectureOneSchema,
  LecturePatchSchema,
  OrderSchema,
  OutlineSchema,
  SectionCreateSchema,
  SectionOneSchema,
  SectionPatchSchema,
  SubtitleBodySchema,
} from '@rian/contracts/admin/content';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { contentPath, contentTag } from './content-route.ts';
import { requireStaff } from './course-staff-guard.ts';
import { createLecture } from './create-lecture.ts';
import { createSection } from './create-section.ts';
import { deleteLecture } from './delete-lecture.ts';
import { deleteSection } from './delete-section.ts';
import { listContentCourses } from './list-content-courses.ts';
import { loadLecture, loadOutline, loadSection } from './outline-view.ts';
import { reorderLectures } from './reorder-lectures.ts';
import { reorderSections } from './reorder-sections.ts';
import { setSubtitle } from './set-subtitle.ts';
import { updateLecture } from './update-lecture.ts';
import { updateSection } from './update-section.ts';

export function outlineRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  courseOutlineRoutes(app, deps);
  sectionRoutes(app, deps);
  lectureRoutes(app, deps);
}

function courseOutlineRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin } = deps;
  app.get(
    '/private/admin/content/courses',
    {
      onRequest: requireStaff(deps),
      schema: {
        tags: [contentTag],
        summary: 'The courses whose content the caller may edit',
        response: { 200: ContentCourseListSchema },
      },
    },
    async (req) => ({ success: true as const, data: await listContentCourses(admin.db, actorOf(req)) }),
  );
  const ofCourse = contentPath(app, deps, 'course', '/private/admin/courses/:id/sections', OutlineSchema);
  ofCourse.get('The outline: sections with their lectures, in order', (id) => loadOutline(admin.db, id));
  ofCourse.post(
    'A new section at the end',
    SectionCreateSchema,
    (id, body, actor) => createSection(admin, actor, id, body),
    SectionOneSchema,
  );
  const order = contentPath(app, deps, 'course', '/private/admin/courses/:id/sections/order', OutlineSchema);
  order.put('Every section id of the course in the new order', OrderSchema, (id, body, actor) =>
    reorderSections(admin, actor, id, body.ids),
  );
}

function sectionRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin } = deps;
  const section = contentPath(app, deps, 'section', '/private/admin/sections/:id', SectionOneSchema);
  section.get('One section with its lectures', (id) => loadSection(admin.db, id));
  section.patch('Rename a section', SectionPatchSchema, (id, body, actor) => updateSection(admin, actor, id, body));
  section.delete('Delete a section and its lectures', (id, actor) => deleteSection(admin, actor, id));
  const lectures = contentPath(app, deps, 'section', '/private/admin/sections/:id/lectures', LectureListSchema);
  lectures.get('A section’s lectures in order', async (id) => (await loadSection(admin.db, id)).lectures);
  const create = 'A new lecture at the end of the section';
  lectures.post(create, LectureCreateSchema, (id, body, actor) => createLecture(admin, actor, id, body), LectureOneSchema);
  const order = contentPath(app, deps, 'section', '/private/admin/sections/:id/lectures/order', SectionOneSchema);
  const summary = 'The section’s lectures in the new order, lectures of other sections of the course moved in';
  order.put(summary, OrderSchema, (id, body, actor) => reorderLectures(admin, actor, id, body.ids));
}

function lectureRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin } = deps;
  const lecture = contentPath(app, deps, 'lecture', '/private/admin/lectures/:id', LectureOneSchema);
  lecture.get('One lecture', (id) => loadLecture(admin.db, id));
  lecture.patch('Change the fields sent', LecturePatchSchema, (id, body, actor) => updateLecture(admin, actor, id, body));
  lecture.delete('Delete a lecture', (id, actor) => deleteLecture(admin, actor, id));
  const subtitle = contentPath(app, deps, 'lecture', '/private/admin/lectures/:id/subtitle', LectureOneSchema);
  subtitle.put('Thai WebVTT subtitles, checked; null removes them', SubtitleBodySchema, (id, body, actor) =>
    setSubtitle(admin, actor, id, body.vtt),
  );
}
