// The course-content calls of the back office (/private/admin/courses/{id}/sections, sections/…,
// lectures/…, homeworks/…/submissions, submissions/…); every write refreshes the content queries.
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
import type * as z from 'zod/mini';
import { adminGetQuery, useAdminWrite, useDeleteResource } from '../../../lib/admin-api.ts';

const R = 'content';
const get = <S extends z.ZodMiniType>(key: unknown[], path: string, schema: S) => adminGetQuery([R, ...key], path, schema);

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
export const useDeleteSection = () => useDeleteResource(R, 'sections');
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
export const useDeleteLecture = () => useDeleteResource(R, 'lectures');
export const useSetSubtitle = () =>
  useAdminWrite(R, LectureOneSchema, ({ id, vtt }: { id: number; vtt: string | null }) => ({
    method: 'PUT',
    path: `lectures/${id}/subtitle`,
    body: { vtt },
  }));
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
