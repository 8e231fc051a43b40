// /private/admin quizzes and homework of a course (spec §3 playlist item quiz and homework), and the
// grading of homework submissions. Administrators, and instructors for the courses they teach.
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
import { contentPath } from './content-route.ts';
import { deleteHomework } from './delete-homework.ts';
import { deleteQuiz } from './delete-quiz.ts';
import { gradeSubmission } from './grade-submission.ts';
import { listHomeworks, listSubmissions, loadHomework, loadSubmission } from './homework-view.ts';
import { listQuizzes, loadQuiz } from './quiz-view.ts';
import { createHomework, updateHomework } from './save-homework.ts';
import { createQuiz, updateQuiz } from './save-quiz.ts';

export function assignmentRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  quizRoutes(app, deps);
  homeworkRoutes(app, deps);
}

function quizRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin } = deps;
  const ofCourse = contentPath(app, deps, 'course', '/private/admin/courses/:id/quizzes', QuizListSchema);
  ofCourse.get('The course’s quizzes with their answers', (id) => listQuizzes(admin.db, id));
  ofCourse.post(
    'A new quiz with its questions',
    QuizSaveSchema,
    (id, body, actor) => createQuiz(admin, actor, id, body),
    QuizOneSchema,
  );
  const quiz = contentPath(app, deps, 'quiz', '/private/admin/quizzes/:id', QuizOneSchema);
  quiz.get('One quiz with its answers', (id) => loadQuiz(admin.db, id));
  quiz.patch('Save the quiz whole: title, pass mark, questions', QuizSaveSchema, (id, body, actor) =>
    updateQuiz(admin, actor, id, body),
  );
  quiz.delete('Delete a quiz no lecture uses', (id, actor) => deleteQuiz(admin, actor, id));
}

function homeworkRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin } = deps;
  const ofCourse = contentPath(app, deps, 'course', '/private/admin/courses/:id/homeworks', HomeworkListSchema);
  ofCourse.get('The course’s homework', (id) => listHomeworks(admin.db, id));
  ofCourse.post(
    'New homework',
    HomeworkCreateSchema,
    (id, body, actor) => createHomework(admin, actor, id, body),
    HomeworkOneSchema,
  );

  const homework = contentPath(app, deps, 'homework', '/private/admin/homeworks/:id', HomeworkOneSchema);
  homework.get('One homework', (id) => loadHomework(admin.db, id));
  homework.patch('Change the fields sent', HomeworkPatchSchema, (id, body, actor) => updateHomework(admin, actor, id, body));
  homework.delete('Delete homework nobody handed in', (id, actor) => deleteHomework(admin, actor, id));
  const submissions = contentPath(app, deps, 'homework', '/private/admin/homeworks/:id/submissions', SubmissionListSchema);
  submissions.get('The students’ submissions, newest first', (id) => listSubmissions(admin.db, id));

  const submission = contentPath(app, deps, 'submission', '/private/admin/submissions/:id', SubmissionOneSchema);
  submission.get('One submission with its grade', (id) => loadSubmission(admin.db, id));
  const grade = 'Grade a submission: score, passed, feedback the student sees';
  submission.patch(grade, GradeSchema, (id, body, actor) => gradeSubmission(admin, actor, id, body));
}
