import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { localized } from '../../../../lib/format.ts';
import { useLang } from '../../../../lib/use-lang.ts';
import { Breadcrumb } from '../../../../components/Breadcrumb.tsx';

/** Title block: breadcrumb, badges, title, short description, teachers. */
export function CourseHeader({ course, tone = 'light' }: { course: CourseDetail; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = localized(course.title, course.title_en, lang);
  return (
    <header className={`course-header course-header--${tone}`}>
      <Breadcrumb
        parent={
          course.category
            ? {
                to: `/category/${encodeURIComponent(course.category.link_path)}`,
                label: localized(course.category.name, course.category.name_en, lang),
              }
            : { to: '/courses', label: t('nav.courses') }
        }
      />
      <div className="course-header__tags">
        {course.is_bestseller === 1 ? <span className="tag tag--hot">{t('card.bestseller')}</span> : null}
        {course.reg_status !== 'open' ? (
          <span className={`tag tag--${course.reg_status}`}>{t(`reg.${course.reg_status}`)}</span>
        ) : null}
      </div>
      <h1 className="course-header__title" data-testid="course-title">
        {title}
      </h1>
      {course.short_description ? (
        <p className="course-header__lead">{localized(course.short_description, course.short_description_en, lang)}</p>
      ) : null}
      {course.teachers.length > 0 ? (
        <p className="course-header__by">
          {t('card.teachers', { names: course.teachers.map((x) => localized(x.name, x.name_en, lang)).join(', ') })}
        </p>
      ) : null}
    </header>
  );
}
