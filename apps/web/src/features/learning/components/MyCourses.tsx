import '../i18n.ts';
import './learning.css';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { myCoursesQuery } from '../api/learning-api.ts';
import { learnHref, percentDisplay } from '../player-logic.ts';

/** The account page's "คอร์สของฉัน": each owned course with its progress and a way back into the player. */
export function MyCourses() {
  const { t } = useTranslation();
  const lang = useLang();
  const courses = useQuery(myCoursesQuery());
  return (
    <section className="account-section" aria-labelledby="my-courses-title" data-testid="my-courses">
      <h2 id="my-courses-title" className="account-section__title">
        {t('learning.myCourses.title')}
      </h2>
      <QueryView query={courses} loading={t('learning.myCourses.loading')}>
        {(list) =>
          list.length === 0 ? (
            <p className="hint">
              {t('learning.myCourses.empty')} <Link to="/courses">{t('learning.myCourses.browse')}</Link>
            </p>
          ) : (
            <ul className="my-courses">
              {list.map((c) => {
                const percent = percentDisplay(c.percent);
                const titleId = `my-course-${c.course_id}`;
                const until = formatDate(c.expiresAt, lang, true);
                return (
                  <li key={c.course_id} className="my-course" data-testid="my-course">
                    <h3 id={titleId} className="my-course__title">
                      <Link to={c.url}>{c.title}</Link>
                    </h3>
                    <label htmlFor={`${titleId}-progress`} className="my-course__meta">
                      {t('learning.myCourses.progress', { percent })}
                    </label>
                    <progress id={`${titleId}-progress`} max={100} value={percent}>
                      {percent}%
                    </progress>
                    <p className="my-course__meta" data-expired={c.expired || undefined}>
                      {c.expired
                        ? t('learning.myCourses.expired')
                        : until
                          ? t('learning.myCourses.expiresOn', { date: until })
                          : t('learning.myCourses.unlimited')}
                    </p>
                    <Button
                      component={Link}
                      to={learnHref(c.url)}
                      variant={c.expired ? 'light' : 'filled'}
                      aria-describedby={titleId}
                      data-testid="continue-learning"
                    >
                      {c.expired ? t('learning.myCourses.renew') : t('learning.myCourses.continue')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
