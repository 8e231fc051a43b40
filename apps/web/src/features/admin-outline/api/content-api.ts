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
/** A write's request: `body` sent to `path` with `method`. */
const send = (method: 'POST' | 'PATCH' | 'PUT', path: string, body: unknown) => ({ method, path, body });

export const contentCoursesQuery = () => get(['courses'], 'content/courses', ContentCourseListSchema);
export const outlineQuery = (courseId: number) => get(['outline', courseId], `courses/${courseId}/sections`, OutlineSchema);
export const quizzesQuery = (courseId: number) => get(['quizzes', courseId], `courses/${courseId}/quizzes`, QuizListSchema);
export const homeworksQuery = (courseId: number) =>
  get(['homeworks', courseId], `courses/${courseId}/homeworks`, HomeworkListSchema);
export const submissionsQuery = (homeworkId: number) =>
  get(['submissions', homeworkId], `homeworks/${homeworkId}/submissions`, SubmissionListSchema);

export const useAddSection = (courseId: number) =>
  useAdminWrite(R, SectionOneSchema, (name: string) => send('POST', `courses/${courseId}/sections`, { name }));
export const useRenameSection = () =>
  useAdminWrite(R, SectionOneSchema, ({ id, name }: { id: number; name: string }) => send('PATCH', `sections/${id}`, { name }));
export const useDeleteSection = () => useDeleteResource(R, 'sections');
export const useOrderSections = (courseId: number) =>
  useAdminWrite(R, OutlineSchema, (ids: number[]) => send('PUT', `courses/${courseId}/sections/order`, { ids }));
export const useOrderLectures = () =>
  useAdminWrite(R, SectionOneSchema, ({ sectionId, ids }: { sectionId: number; ids: number[] }) =>
    send('PUT', `sections/${sectionId}/lectures/order`, { ids }),
  );
export const useSaveLecture = () =>
  useAdminWrite(R, LectureOneSchema, ({ sectionId, id, body }: { sectionId: number; id: number | null; body: LectureCreate }) =>
    id === null ? send('POST', `sections/${sectionId}/lectures`, body) : send('PATCH', `lectures/${id}`, body),
  );
export const useDeleteLecture = () => useDeleteResource(R, 'lectures');
export const useSetSubtitle = () =>
  useAdminWrite(R, LectureOneSchema, ({ id, vtt }: { id: number; vtt: string | null }) =>
    send('PUT', `lectures/${id}/subtitle`, { vtt }),
  );
export const useGrade = () =>
  useAdminWrite(R, SubmissionOneSchema, ({ id, grade }: { id: number; grade: Grade }) =>
    send('PATCH', `submissions/${id}`, grade),
  );

/** `ids` with the item at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}
