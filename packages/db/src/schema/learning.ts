// Learning (spec §3 playlist): quizzes, homework, progress per lecture.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamptz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { courses, lectures } from './catalogue.ts';

/**
 * A quiz lecture's questions (spec §3 playlist item quiz id). lectures.quiz_id names the row; it has
 * no foreign key because lectures existed before quizzes. pass_percent is the score needed, in percent.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    course_id: belongsTo('course_id', () => courses.id),
    title: text('title').notNull(),
    pass_percent: integer('pass_percent').notNull().default(60),
    created_at: createdAt(),
  },
  (t) => [index('quizzes_course').on(t.course_id), check('quizzes_pass_percent', sql`${t.pass_percent} BETWEEN 0 AND 100`)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quiz_id: belongsTo('quiz_id', () => quizzes.id),
    text: text('text').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('quiz_questions_quiz').on(t.quiz_id)],
);

/** is_correct never leaves the server before an attempt is submitted. */
export const quizChoices = pgTable(
  'quiz_choices',
  {
    id: serial('id').primaryKey(),
    question_id: belongsTo('question_id', () => quizQuestions.id),
    text: text('text').notNull(),
    is_correct: boolean('is_correct').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('quiz_choices_question').on(t.question_id)],
);

/** Every submitted attempt, scored by the server. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    quiz_id: belongsTo('quiz_id', () => quizzes.id),
    user_id: belongsTo('user_id', () => users.id),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    answers: jsonb('answers').$type<{ question_id: number; choice_id: number }[]>().notNull(),
    submitted_at: timestamptz('submitted_at').notNull().defaultNow(),
  },
  (t) => [index('quiz_attempts_user_quiz').on(t.user_id, t.quiz_id, t.submitted_at)],
);

/** A homework lecture's assignment (spec §3 playlist item homework id); lectures.homework_id names it. */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    course_id: belongsTo('course_id', () => courses.id),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    /** File extensions a student may hand in (spec §3 homework), e.g. ['pdf', 'docx']; empty accepts any homework upload. */
    accepted_types: jsonb('accepted_types').$type<string[]>().notNull().default([]),
    created_at: createdAt(),
  },
  (t) => [index('homeworks_course').on(t.course_id)],
);

/** A student's submitted file: a private 'homework' upload (uploads.name), used by one submission only. */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    homework_id: belongsTo('homework_id', () => homeworks.id),
    user_id: belongsTo('user_id', () => users.id),
    file: text('file').notNull(),
    original_name: text('original_name'),
    submitted_at: timestamptz('submitted_at').notNull().defaultNow(),
    /** The instructor's grade: a score out of 100, whether it passes, and feedback the student reads. */
    score: integer('score'),
    passed: boolean('passed'),
    feedback: text('feedback'),
    graded_at: timestamptz('graded_at'),
    graded_by: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('homework_submissions_file').on(t.file), index('homework_submissions_user').on(t.user_id, t.homework_id)],
);

/**
 * spec §3 progress: per user and lecture the second reached (progressTime) and whether it is done
 * (readLecture). The newest updated_at of a course is where to resume (spec §7 lasttime).
 */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    course_id: belongsTo('course_id', () => courses.id),
    lecture_id: belongsTo('lecture_id', () => lectures.id),
    progress_seconds: integer('progress_seconds').notNull().default(0),
    read: boolean('read').notNull().default(false),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('lecture_progress_user_lecture').on(t.user_id, t.lecture_id),
    index('lecture_progress_user_course').on(t.user_id, t.course_id, t.updated_at),
  ],
);
