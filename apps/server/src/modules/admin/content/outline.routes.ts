// /private/admin course outline (spec §3 playlist): the courses the caller may edit, a course's
// sections, a section's lectures, reordering both in one call each, a lecture's Thai subtitles.
// Administrators, and instructors for the courses they teach.
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
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
import { contentRoute } from './content-route.ts';
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

const tag = 'admin: course content';

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
        tags: [tag],
        summary: 'The courses whose content the caller may edit',
        response: { 200: ContentCourseListSchema },
      },
    },
    async (req) => ({ success: true as const, data: await listContentCourses(admin.db, actorOf(req)) }),
  );
  const course = { entity: 'course', tag } as const;
  contentRoute(app, deps, {
    ...course,
    method: 'GET',
    url: '/private/admin/courses/:id/sections',
    summary: 'The outline: sections with their lectures, in order',
    response: OutlineSchema,
    handle: (id) => loadOutline(admin.db, id),
  });
  contentRoute(app, deps, {
    ...course,
    method: 'POST',
    url: '/private/admin/courses/:id/sections',
    summary: 'A new section at the end',
    body: SectionCreateSchema,
    status: 201,
    response: SectionOneSchema,
    handle: (id, body, actor) => createSection(admin, actor, id, body),
  });
  contentRoute(app, deps, {
    ...course,
    method: 'PUT',
    url: '/private/admin/courses/:id/sections/order',
    summary: 'Every section id of the course in the new order',
    body: OrderSchema,
    response: OutlineSchema,
    handle: (id, body, actor) => reorderSections(admin, actor, id, body.ids),
  });
}

function sectionRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin } = deps;
  const section = { entity: 'section', tag } as const;
  contentRoute(app, deps, {
    ...section,
    method: 'GET',
    url: '/private/admin/sections/:id',
    summary: 'One section with its lectures',
    response: SectionOneSchema,
    handle: (id) => loadSection(admin.db, id),
  });
  contentRoute(app, deps, {
    ...section,
    method: 'PATCH',
    url: '/private/admin/sections/:id',
    summary: 'Rename a section',
    body: SectionPatchSchema,
    response: SectionOneSchema,
    handle: (id, body, actor) => updateSection(admin, actor, id, body),
  });
  contentRoute(app, deps, {
    ...section,
    method: 'DELETE',
    url: '/private/admin/sections/:id',
    summary: 'Delete a section and its lectures',
    response: AdminDeletedSchema,
    handle: (id, _b, actor) => deleteSection(admin, actor, id),
  });
  contentRoute(app, deps, {
    ...section,
    method: 'GET',
    url: '/private/admin/sections/:id/lectures',
    summary: 'A section’s lectures in order',
    response: LectureListSchema,
    handle: async (id) => (await loadSection(admin.db, id)).lectures,
  });
  contentRoute(app, deps, {
    ...section,
    method: 'POST',
    url: '/private/admin/sections/:id/lectures',
    summary: 'A new lecture at the end of the section',
    body: LectureCreateSchema,
    status: 201,
    response: LectureOneSchema,
    handle: (id, body, actor) => createLecture(admin, actor, id, body),
  });
  contentRoute(app, deps, {
    ...section,
    method: 'PUT',
    url: '/private/admin/sections/:id/lectures/order',
    summary: 'The section’s lectures in the new order, lectures of other sections of the course moved in',
    body: OrderSchema,
    response: SectionOneSchema,
    handle: (id, body, actor) => reorderLectures(admin, actor, id, body.ids),
  });
}

function lectureRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin } = deps;
  const lecture = { entity: 'lecture', tag } as const;
  contentRoute(app, deps, {
    ...lecture,
    method: 'GET',
    url: '/private/admin/lectures/:id',
    summary: 'One lecture',
    response: LectureOneSchema,
    handle: (id) => loadLecture(admin.db, id),
  });
  contentRoute(app, deps, {
    ...lecture,
    method: 'PATCH',
    url: '/private/admin/lectures/:id',
    summary: 'Change the fields sent',
    body: LecturePatchSchema,
    response: LectureOneSchema,
    handle: (id, body, actor) => updateLecture(admin, actor, id, body),
  });
  contentRoute(app, deps, {
    ...lecture,
    method: 'DELETE',
    url: '/private/admin/lectures/:id',
    summary: 'Delete a lecture',
    response: AdminDeletedSchema,
    handle: (id, _b, actor) => deleteLecture(admin, actor, id),
  });
  contentRoute(app, deps, {
    ...lecture,
    method: 'PUT',
    url: '/private/admin/lectures/:id/subtitle',
    summary: 'Thai WebVTT subtitles, checked; null removes them',
    body: SubtitleBodySchema,
    response: LectureOneSchema,
    handle: (id, body, actor) => setSubtitle(admin, actor, id, body.vtt),
  });
}
