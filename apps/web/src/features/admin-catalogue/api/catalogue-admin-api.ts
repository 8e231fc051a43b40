// The catalogue's back-office calls: courses and categories (/private/admin/courses, /categories).
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { CategoryOneSchema, type CategoryCreate, type CategoryPatch } from '@rian/contracts/admin/categories';
import { CourseOneSchema, type CourseCreate, type CoursePatch } from '@rian/contracts/admin/courses';
import { useAdminWrite } from '../../../lib/admin-api.ts';

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

export const useDeleteCourse = () =>
  useAdminWrite('courses', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `courses/${id}` }));

export const useSaveCategory = () =>
  useAdminWrite('categories', CategoryOneSchema, ({ id, body }: { id: number | null; body: CategoryCreate | CategoryPatch }) =>
    id === null ? { method: 'POST', path: 'categories', body } : { method: 'PATCH', path: `categories/${id}`, body },
  );

export const useDeleteCategory = () =>
  useAdminWrite('categories', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `categories/${id}` }));
