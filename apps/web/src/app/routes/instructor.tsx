import '../../features/learning/i18n.ts';
import '../../features/learning/components/learning.css';
import './instructor.css';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { InstructorStudentsResponseSchema } from '@rian/contracts/learning';
import { MemberPage } from '../member-page.tsx';
import { errorText } from '../../lib/error-text.ts';
import { instructorCoursesQuery, instructorStudentsQuery, privateFileHref } from '../../features/learning/api/learning-api.ts';
import { percentDisplay } from '../../features/learning/player-logic.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { QueryView } from '../../components/QueryView.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

/** /instructor: the instructor's courses with student counts and average progress, and per course each student's progress, quiz scores and homework. */
function Page() {
  const { t } = useTranslation();
  return (
    <MemberPage
      className="page instructor-page"
      testId="instructor-page"
      title={t('learning.instructor.title')}
      login={{ id: 'instructor-login-title', title: t('learning.instructor.loginTitle') }}
    >
      {(user) => <InstructorRoom key={user.id} />}
    </MemberPage>
  );
}

const isDenied = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 401);

function Percent({ value }: { value: number }) {
  const p = percentDisplay(value);
  return (
    <span className="instructor-pct">
      <span>{p}%</span>
      <progress max={100} value={p} aria-hidden>
        {p}%
      </progress>
    </span>
  );
}

function InstructorRoom() {
  const { t } = useTranslation();
  const lang = useLang();
  const courses = useQuery(instructorCoursesQuery());
  const [openId, setOpenId] = useState<number | null>(null);

  if (courses.isPending) return <LoadingNotice>{t('learning.instructor.loading')}</LoadingNotice>;
  if (courses.isError) {
    if (isDenied(courses.error)) {
      return (
        <p className="notice instructor-denied" role="alert">
          {t('learning.instructor.denied')}
        </p>
      );
    }
    return (
      <ErrorNotice message={errorText(courses.error, lang)} retryLabel={t('app.retry')} onRetry={() => void courses.refetch()} />
    );
  }
  if (courses.data.length === 0) return <p className="hint">{t('learning.instructor.empty')}</p>;
  const open = courses.data.find((c) => c.course_id === openId) ?? null;

  return (
    <div className="instructor-courses">
      <p className="page-lead">{t('learning.instructor.lead')}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="instructor-courses-caption">
        <table className="instructor-table" data-testid="instructor-courses">
          <caption id="instructor-courses-caption">{t('learning.instructor.courses')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('learning.instructor.course')}</th>
              <th scope="col">{t('learning.instructor.students')}</th>
              <th scope="col">{t('learning.instructor.average')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('learning.instructor.show')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {courses.data.map((c) => (
              <tr key={c.course_id}>
                <th scope="row">{c.title}</th>
                <td>{t('learning.instructor.studentCount', { count: c.students })}</td>
                <td>
                  <Percent value={c.average_percent} />
                </td>
                <td>
                  <Button
                    size="xs"
                    variant={openId === c.course_id ? 'filled' : 'light'}
                    aria-pressed={openId === c.course_id}
                    aria-controls="instructor-students"
                    aria-label={`${t('learning.instructor.show')}: ${c.title}`}
                    onClick={() => setOpenId(openId === c.course_id ? null : c.course_id)}
                    data-testid={`show-students-${c.course_id}`}
                  >
                    {t('learning.instructor.show')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div id="instructor-students" aria-live="polite">
        {open ? <Students courseId={open.course_id} title={open.title} /> : null}
      </div>
    </div>
  );
}

function Students({ courseId, title }: { courseId: number; title: string }) {
  const { t } = useTranslation();
  const students = useQuery(instructorStudentsQuery(courseId));
  return (
    <QueryView query={students} loading={t('learning.instructor.studentsLoading')}>
      {(list) => <StudentTable courseId={courseId} title={title} students={list} />}
    </QueryView>
  );
}

function StudentTable({ courseId, title, students }: { courseId: number; title: string; students: Student[] }) {
  const { t } = useTranslation();
  const caption = t('learning.instructor.studentsOf', { title });
  if (students.length === 0) {
    return (
      <section aria-label={caption}>
        <h2 className="section__title">{caption}</h2>
        <p className="hint">{t('learning.instructor.noStudents')}</p>
      </section>
    );
  }
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`students-caption-${courseId}`}>
      <table className="instructor-table" data-testid="instructor-students">
        <caption id={`students-caption-${courseId}`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('learning.instructor.name')}</th>
            <th scope="col">{t('learning.instructor.progress')}</th>
            <th scope="col">{t('learning.instructor.lastActivity')}</th>
            <th scope="col">{t('learning.instructor.expires')}</th>
            <th scope="col">{t('learning.instructor.quizzes')}</th>
            <th scope="col">{t('learning.instructor.homework')}</th>
          </tr>
        </thead>
        <tbody>
          {students.map((s) => (
            <StudentRow key={s.user_id} student={s} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Student = z.infer<typeof InstructorStudentsResponseSchema>['data'][number];

/** One student of the course: progress, last activity, access end, quiz scores and homework. */
function StudentRow({ student: s }: { student: Student }) {
  const { t } = useTranslation();
  const lang = useLang();
  const none = t('learning.instructor.none');
  return (
    <tr>
      <th scope="row">
        {s.name}
        <br />
        <span className="hint">{s.email}</span>
      </th>
      <td>
        <Percent value={s.percent} />
      </td>
      <td>{formatDate(s.last_activity, lang, true) ?? t('learning.instructor.never')}</td>
      <td>{formatDate(s.expiresAt, lang) ?? t('learning.instructor.noLimit')}</td>
      <td>
        {s.quizzes.length === 0 ? (
          none
        ) : (
          <ul>
            {s.quizzes.map((q) => (
              <li key={q.quiz_id}>
                {t('learning.instructor.quizScore', { title: q.title, score: q.score, total: q.total })} ·{' '}
                {q.passed ? t('learning.quiz.passed') : t('learning.quiz.failed')}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        {s.homework.length === 0 ? (
          none
        ) : (
          <ul>
            {s.homework.map((h) => (
              <li key={`${h.homework_id}-${h.file}`}>
                <a href={privateFileHref(h.file)} target="_blank" rel="noopener">
                  {h.original_name ?? h.file}
                </a>{' '}
                <span className="hint">
                  ({h.title}, {formatDate(h.submitted_at, lang, true)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
