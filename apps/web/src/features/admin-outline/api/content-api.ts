// The course-content calls of the back office (/private/admin/courses/{id}/sections, sections/…,
// lectures/…, homeworks/…/submissions, submissions/…); every write refreshes the content queries.
import { queryOptions } from '@tanstack/react-query';
import {
  ContentCourseListSchema,
  HomeworkListSchema,
  LectureOneSchema,
  OutlineSchema,
  QuizListSchema,
  SectionOneSchema,
  SubmissionListSchema,
  SubmissionOneSchema,
  type Grade,
  type LectureCreate,
} from '@rian/contracts/admin/content';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { ADMIN_API, useAdminWrite } from '../../../lib/admin-api.ts';
import { apiGet } from '../../../lib/api-client.ts';

const R = 'content';
const get = <S extends Parameters<typeof apiGet>[1]>(key: unknown[], path: string, schema: S) =>
  queryOptions({
    queryKey: ['admin', R, ...key],
    queryFn: ({ signal }) => apiGet(`${ADMIN_API}/${path}`, schema, signal),
    staleTime: 0,
  });

export const contentCoursesQuery = () => get(['courses'], 'content/courses', ContentCourseListSchema);
export const outlineQuery = (courseId: number) => get(['outline', courseId], `courses/${courseId}/sections`, OutlineSchema);
export const quizzesQuery = (courseId: number) => get(['quizzes', courseId], `courses/${courseId}/quizzes`, QuizListSchema);
export const homeworksQuery = (courseId: number) =>
  get(['homeworks', courseId], `courses/${courseId}/homeworks`, HomeworkListSchema);
export const submissionsQuery = (homeworkId: number) =>
  get(['submissions', homeworkId], `homeworks/${homeworkId}/submissions`, SubmissionListSchema);

export const useAddSection = (courseId: number) =>
  useAdminWrite(R, SectionOneSchema, (name: string) => ({
    method: 'POST',
    path: `courses/${courseId}/sections`,
    body: { name },
  }));
export const useRenameSection = () =>
  useAdminWrite(R, SectionOneSchema, ({ id, name }: { id: number; name: string }) => ({
    method: 'PATCH',
    path: `sections/${id}`,
    body: { name },
  }));
export const useDeleteSection = () =>
  useAdminWrite(R, AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `sections/${id}` }));
export const useOrderSections = (courseId: number) =>
  useAdminWrite(R, OutlineSchema, (ids: number[]) => ({
    method: 'PUT',
    path: `courses/${courseId}/sections/order`,
    body: { ids },
  }));
export const useOrderLectures = () =>
  useAdminWrite(R, SectionOneSchema, ({ sectionId, ids }: { sectionId: number; ids: number[] }) => ({
    method: 'PUT',
    path: `sections/${sectionId}/lectures/order`,
    body: { ids },
  }));
export const useSaveLecture = () =>
  useAdminWrite(R, LectureOneSchema, ({ sectionId, id, body }: { sectionId: number; id: number | null; body: LectureCreate }) =>
    id === null
      ? { method: 'POST', path: `sections/${sectionId}/lectures`, body }
      : { method: 'PATCH', path: `lectures/${id}`, body },
  );
export const useDeleteLecture = () =>
  useAdminWrite(R, AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `lectures/${id}` }));
export const useGrade = () =>
  useAdminWrite(R, SubmissionOneSchema, ({ id, grade }: { id: number; grade: Grade }) => ({
    method: 'PATCH',
    path: `submissions/${id}`,
    body: grade,
  }));

/** `ids` with the item at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}
