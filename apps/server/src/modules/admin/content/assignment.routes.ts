// /private/admin quizzes and homework of a course (spec §3 playlist item quiz and homework), and the
// grading of homework submissions. Administrators, and instructors for the courses they teach.
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  GradeSchema,
  HomeworkCreateSchema,
  HomeworkListSchema,
  HomeworkOneSchema,
  HomeworkPatchSchema,
  QuizListSchema,
  QuizOneSchema,
  QuizSaveSchema,
  SubmissionListSchema,
  SubmissionOneSchema,
} from '@rian/contracts/admin/content';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { contentRoute } from './content-route.ts';
import { deleteHomework } from './delete-homework.ts';
import { deleteQuiz } from './delete-quiz.ts';
import { gradeSubmission } from './grade-submission.ts';
import { listHomeworks, listSubmissions, loadHomework, loadSubmission } from './homework-view.ts';
import { listQuizzes, loadQuiz } from './quiz-view.ts';
import { createHomework, updateHomework } from './save-homework.ts';
import { createQuiz, updateQuiz } from './save-quiz.ts';

const tag = 'admin: course content';

export function assignmentRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  quizRoutes(app, deps);
  homeworkRoutes(app, deps);
}

function quizRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin } = deps;
  const course = { entity: 'course', tag } as const;
  contentRoute(app, deps, {
    ...course,
    method: 'GET',
    url: '/private/admin/courses/:id/quizzes',
    summary: 'The course’s quizzes with their answers',
    response: QuizListSchema,
    handle: (id) => listQuizzes(admin.db, id),
  });
  contentRoute(app, deps, {
    ...course,
    method: 'POST',
    url: '/private/admin/courses/:id/quizzes',
    summary: 'A new quiz with its questions',
    body: QuizSaveSchema,
    status: 201,
    response: QuizOneSchema,
    handle: (id, body, actor) => createQuiz(admin, actor, id, body),
  });
  const quiz = { entity: 'quiz', tag } as const;
  contentRoute(app, deps, {
    ...quiz,
    method: 'GET',
    url: '/private/admin/quizzes/:id',
    summary: 'One quiz with its answers',
    response: QuizOneSchema,
    handle: (id) => loadQuiz(admin.db, id),
  });
  contentRoute(app, deps, {
    ...quiz,
    method: 'PATCH',
    url: '/private/admin/quizzes/:id',
    summary: 'Save the quiz whole: title, pass mark, questions',
    body: QuizSaveSchema,
    response: QuizOneSchema,
    handle: (id, body, actor) => updateQuiz(admin, actor, id, body),
  });
  contentRoute(app, deps, {
    ...quiz,
    method: 'DELETE',
    url: '/private/admin/quizzes/:id',
    summary: 'Delete a quiz no lecture uses',
    response: AdminDeletedSchema,
    handle: (id, _b, actor) => deleteQuiz(admin, actor, id),
  });
}

function homeworkRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin } = deps;
  const course = { entity: 'course', tag } as const;
  contentRoute(app, deps, {
    ...course,
    method: 'GET',
    url: '/private/admin/courses/:id/homeworks',
    summary: 'The course’s homework',
    response: HomeworkListSchema,
    handle: (id) => listHomeworks(admin.db, id),
  });
  contentRoute(app, deps, {
    ...course,
    method: 'POST',
    url: '/private/admin/courses/:id/homeworks',
    summary: 'New homework',
    body: HomeworkCreateSchema,
    status: 201,
    response: HomeworkOneSchema,
    handle: (id, body, actor) => createHomework(admin, actor, id, body),
  });

  const homework = { entity: 'homework', tag } as const;
  contentRoute(app, deps, {
    ...homework,
    method: 'GET',
    url: '/private/admin/homeworks/:id',
    summary: 'One homework',
    response: HomeworkOneSchema,
    handle: (id) => loadHomework(admin.db, id),
  });
  contentRoute(app, deps, {
    ...homework,
    method: 'PATCH',
    url: '/private/admin/homeworks/:id',
    summary: 'Change the fields sent',
    body: HomeworkPatchSchema,
    response: HomeworkOneSchema,
    handle: (id, body, actor) => updateHomework(admin, actor, id, body),
  });
  contentRoute(app, deps, {
    ...homework,
    method: 'DELETE',
    url: '/private/admin/homeworks/:id',
    summary: 'Delete homework nobody handed in',
    response: AdminDeletedSchema,
    handle: (id, _b, actor) => deleteHomework(admin, actor, id),
  });
  contentRoute(app, deps, {
    ...homework,
    method: 'GET',
    url: '/private/admin/homeworks/:id/submissions',
    summary: 'The students’ submissions, newest first',
    response: SubmissionListSchema,
    handle: (id) => listSubmissions(admin.db, id),
  });

  const submission = { entity: 'submission', tag } as const;
  contentRoute(app, deps, {
    ...submission,
    method: 'GET',
    url: '/private/admin/submissions/:id',
    summary: 'One submission with its grade',
    response: SubmissionOneSchema,
    handle: (id) => loadSubmission(admin.db, id),
  });
  contentRoute(app, deps, {
    ...submission,
    method: 'PATCH',
    url: '/private/admin/submissions/:id',
    summary: 'Grade a submission: score, passed, feedback the student sees',
    body: GradeSchema,
    response: SubmissionOneSchema,
    handle: (id, body, actor) => gradeSubmission(admin, actor, id, body),
  });
}
