// The catalogue's back-office calls: courses and categories (/private/admin/courses, /categories).
import { CategoryOneSchema, type CategoryCreate, type CategoryPatch } from '@rian/contracts/admin/categories';
import { CourseOneSchema, type CourseCreate, type CoursePatch } from '@rian/contracts/admin/courses';
import { useAdminWrite, useDeleteResource, useSaveResource } from '../../../lib/admin-api.ts';

export const useCreateCourse = () =>
  useAdminWrite('courses', CourseOneSchema, (body: CourseCreate) => ({ method: 'POST', path: 'courses', body }));

export const useUpdateCourse = (id: number) =>
  useAdminWrite('courses', CourseOneSchema, (body: CoursePatch) => ({ method: 'PATCH', path: `courses/${id}`, body }));

export const useCourseStatus = (id: number) =>
  useAdminWrite('courses', CourseOneSchema, (event: 'publish' | 'unpublish') => ({
    method: 'POST',
    path: `courses/${id}/${event}`,
  }));

export const useDuplicateCourse = () =>
  useAdminWrite('courses', CourseOneSchema, (id: number) => ({ method: 'POST', path: `courses/${id}/duplicate` }));

export const useDeleteCourse = () => useDeleteResource('courses');

export const useSaveCategory = () => useSaveResource<CategoryCreate | CategoryPatch>('categories', CategoryOneSchema);
