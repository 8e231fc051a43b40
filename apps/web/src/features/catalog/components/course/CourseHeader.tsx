import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { localized } from '../../../../lib/format.ts';
import { useLang } from '../../../../lib/use-lang.ts';

/** Title block: breadcrumb, badges, title, short description, teachers. */
export function CourseHeader({ course, tone = 'light' }: { course: CourseDetail; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = localized(course.title, course.title_en, lang);
  return (
    <header className={`course-header course-header--${tone}`}>
      <nav aria-label={t('course.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('app.home')}</Link>
          </li>
          <li>
            {course.category ? (
              <Link to={`/category/${encodeURIComponent(course.category.link_path)}`}>
                {localized(course.category.name, course.category.name_en, lang)}
              </Link>
            ) : (
              <Link to="/courses">{t('nav.courses')}</Link>
            )}
          </li>
        </ol>
      </nav>
      <div className="course-header__tags">
        {course.is_bestseller === 1 ? <span className="tag tag--hot">{t('card.bestseller')}</span> : null}
        {course.reg_status !== 'open' ? (
          <span className={`tag tag--${course.reg_status}`}>{t(`reg.${course.reg_status}`)}</span>
        ) : null}
      </div>
      <h1 className="course-header__title" data-testid="course-title">
        {title}
      </h1>
      {course.short_description ? <p className="course-header__lead">{course.short_description}</p> : null}
      {course.teachers.length > 0 ? (
        <p className="course-header__by">
          {t('card.teachers', { names: course.teachers.map((x) => localized(x.name, x.name_en, lang)).join(', ') })}
        </p>
      ) : null}
    </header>
  );
}
