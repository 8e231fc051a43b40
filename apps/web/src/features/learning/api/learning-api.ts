// The learning calls (spec §7 playlist, progress and countdown; Rian's own quiz, homework, account and
// instructor lists), each answer parsed with its contract schema (packages/contracts/src/learning.ts).
// Everything a signed-in user reads sits under PRIVATE_KEY, so it is dropped at sign-out.
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  CountdownResponseSchema,
  HomeworkResponseSchema,
  HomeworkSubmitResponseSchema,
  InstructorCoursesResponseSchema,
  InstructorStudentsResponseSchema,
  LastTimeResponseSchema,
  MyCoursesResponseSchema,
  PlaylistResponseSchema,
  ProgressResponseSchema,
  QuizResponseSchema,
  QuizResultResponseSchema,
  SaveProgressResponseSchema,
  type SaveProgressBodySchema,
} from '@rian/contracts/learning';
import { UploadResponseSchema } from '@rian/contracts/auth';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { PRIVATE_KEY } from '../../../lib/session.ts';

export type SaveProgressBody = z.input<typeof SaveProgressBodySchema>;

/** The playlist depends on who is asking (visitor, owner, expired, staff): keyed by the user id. */
export const playlistQuery = (courseId: number, userId: number | null) =>
  queryOptions({
    queryKey: ['learning', 'playlist', courseId, userId],
    queryFn: ({ signal }) =>
      apiGet(`/public/course/videoplaylist/${courseId}`, PlaylistResponseSchema, signal).then((r) => r.data),
    staleTime: 60_000,
  });

export const progressQuery = (userId: number, courseId: number) =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'learning', 'progress', userId, courseId],
    queryFn: ({ signal }) =>
      apiGet(`/private/progress/student/${userId}/course/${courseId}`, ProgressResponseSchema, signal).then((r) => r.data),
    staleTime: 0,
  });

export const lastTimeQuery = (userId: number, courseId: number) =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'learning', 'lasttime', userId, courseId],
    queryFn: ({ signal }) =>
      apiGet(`/private/progress/lasttime/${userId}/course/${courseId}`, LastTimeResponseSchema, signal).then((r) => r.data),
    // Where to resume is read once per opening: the player keeps the place itself afterwards.
    staleTime: 0,
    gcTime: 0,
  });

export const countdownQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'learning', 'countdown', courseId],
    queryFn: async ({ signal }) => {
      const res = await apiGet(`/private/course/countdowntime/${courseId}`, CountdownResponseSchema, signal);
      return { ...res.data, receivedAt: Date.now() };
    },
    staleTime: 60_000,
  });

function progressPath(userId: number, courseId: number): string {
  return `/private/progress/student/${userId}/course/${courseId}`;
}

export async function saveProgress(userId: number, courseId: number, body: SaveProgressBody): Promise<number> {
  const res = await apiRequest(progressPath(userId, courseId), SaveProgressResponseSchema, { method: 'POST', body });
  return res.data.percent;
}

/**
 * The save sent while the page goes away (visibilitychange hidden, pagehide, leaving the lecture):
 * fetch with keepalive outlives the page; nobody waits for its answer.
 */
export function saveProgressOnLeave(userId: number, courseId: number, body: SaveProgressBody): void {
  try {
    void fetch(progressPath(userId, courseId), {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // a browser without keepalive: the last periodic save stands
  }
}

export const quizQuery = (quizId: number) =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'learning', 'quiz', quizId],
    queryFn: ({ signal }) => apiGet(`/private/quiz/${quizId}`, QuizResponseSchema, signal).then((r) => r.data),
    staleTime: 0,
  });

export async function submitQuiz(quizId: number, answers: { question_id: number; choice_id: number }[]) {
  const res = await apiRequest(`/private/quiz/${quizId}/submit`, QuizResultResponseSchema, { method: 'POST', body: { answers } });
  return res.data;
}

export const homeworkQuery = (homeworkId: number) =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'learning', 'homework', homeworkId],
    queryFn: ({ signal }) => apiGet(`/private/homework/${homeworkId}`, HomeworkResponseSchema, signal).then((r) => r.data),
    staleTime: 0,
  });

/** POST /api/home/test_upload?kind=homework (field imageinput0, as the slip upload), then the submission. */
export async function submitHomework(homeworkId: number, file: File): Promise<number> {
  const form = new FormData();
  form.append('imageinput0', file, file.name);
  const uploaded = await apiRequest('/api/home/test_upload?kind=homework', UploadResponseSchema, { method: 'POST', body: form });
  const res = await apiRequest(`/private/homework/${homeworkId}/submit`, HomeworkSubmitResponseSchema, {
    method: 'POST',
    body: { file: uploaded.fileName },
  });
  return res.data.id;
}

/** Where a private file (homework) is served to its owner, the course's instructor and administrators. */
export function privateFileHref(name: string): string {
  return `/private/files/${encodeURIComponent(name)}`;
}

export const myCoursesQuery = () =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'learning', 'my-courses'],
    queryFn: ({ signal }) => apiGet('/private/myaccount/courses', MyCoursesResponseSchema, signal).then((r) => r.data),
    staleTime: 0,
  });

export const instructorCoursesQuery = () =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'learning', 'instructor-courses'],
    queryFn: ({ signal }) => apiGet('/private/instructor/courses', InstructorCoursesResponseSchema, signal).then((r) => r.data),
    staleTime: 30_000,
  });

export const instructorStudentsQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'learning', 'instructor-students', courseId],
    queryFn: ({ signal }) =>
      apiGet(`/private/instructor/courses/${courseId}/students`, InstructorStudentsResponseSchema, signal).then((r) => r.data),
    staleTime: 30_000,
  });
