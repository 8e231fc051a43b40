import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { FactList } from '../../../../components/FactList.tsx';
import { TitledSection } from '../../../../components/TitledSection.tsx';
import { formatDate, localized } from '../../../../lib/format.ts';
import { useLang } from '../../../../lib/use-lang.ts';
import { useCourseText } from '../../hooks/use-course-text.ts';

/** Course info (spec §2 "course info"): level, duration, lectures, registration, seats, language. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = useCourseText();
  const start = formatDate(course.preview.startRegDate, lang, true);
  const end = formatDate(course.preview.endRegDate, lang, true);
  const window =
    start && end
      ? t('course.registrationRange', { start, end })
      : start
        ? t('course.registrationFrom', { start })
        : end
          ? t('course.registrationUntil', { end })
          : t('course.registrationAlways');
  const duration =
    localized(course.duration_text ?? '', course.duration_text_en, lang) ||
    (course.total_duration_seconds > 0 ? text.duration(course.total_duration_seconds) : null);

  const rows: [string, string][] = [];
  const level = localized(course.level ?? '', course.level_en, lang);
  if (level) rows.push([t('course.level'), level]);
  if (duration) rows.push([t('course.duration'), duration]);
  rows.push([t('course.lectures'), t('course.lectureCount', { count: course.lecture_count })]);
  rows.push([t('course.type'), text.courseType(course.courseType)]);
  rows.push([t('course.language'), text.language(course.course_language)]);
  rows.push([t('course.registration'), window]);
  rows.push([
    t('course.seats'),
    course.seat === null || course.seats_left === null
      ? t('course.seatsUnlimited')
      : t('course.seatsLeft', { left: course.seats_left, total: course.seat }),
  ]);

  return (
    <TitledSection titleId="course-info-title" title={t('course.info')} testId="course-info">
      <FactList className="facts" rows={rows} />
    </TitledSection>
  );
}
