// /private/admin/teachers: the catalogue's teachers (spec §3 teachers). Administrators only.
import {
  TeacherCreateSchema,
  TeacherListQuerySchema,
  TeacherOneSchema,
  TeacherPageSchema,
  TeacherPatchSchema,
} from '@rian/contracts/admin/teachers';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { loadTeacher } from './teacher-view.ts';
import { listTeachers } from './list-teachers.ts';
import { teacherWrites } from './save-teacher.ts';

export function teacherRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'teachers',
    tag: 'teachers',
    summaries: {
      list: 'Teachers, paged',
      create: 'A new teacher',
      get: 'One teacher',
      remove: 'Delete a teacher no course shows',
    },
    schemas: {
      query: TeacherListQuerySchema,
      page: TeacherPageSchema,
      one: TeacherOneSchema,
      create: TeacherCreateSchema,
      patch: TeacherPatchSchema,
    },
    list: listTeachers,
    get: loadTeacher,
    ...teacherWrites,
  });
}
