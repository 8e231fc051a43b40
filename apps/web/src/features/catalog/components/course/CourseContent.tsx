import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { formatClock } from '../../../../lib/format.ts';
import { useCourseText } from '../../hooks/use-course-text.ts';
import { TitledSection } from '../../../../components/TitledSection.tsx';

/**
 * Course content: sections and lectures as an accordion of native <details> (keyboard and screen
 * reader support without script), lecture lengths, preview lectures marked.
 */
export function CourseContent({ course, id }: { course: CourseDetail; id?: string }) {
  const { t } = useTranslation();
  const text = useCourseText();
  return (
    <TitledSection id={id} titleId="course-content-title" title={t('course.content')} testId="course-content">
      {course.sections.length === 0 ? (
        <p className="empty-state">{t('course.noContent')}</p>
      ) : (
        <>
          <p className="hint">
            {t('course.contentSummary', {
              sections: course.sections.length,
              lectures: course.lecture_count,
              duration: text.duration(course.total_duration_seconds),
            })}
          </p>
          <div className="outline">
            {course.sections.map((section, i) => {
              const seconds = section.lectures.reduce((s, l) => s + l.duration_seconds, 0);
              return (
                <details key={section.sections_id} className="outline__section" open={i === 0}>
                  <summary className="outline__summary">
                    <span className="outline__name">{section.sections_name}</span>
                    <span className="outline__meta">
                      {t('course.sectionSummary', { lectures: section.lectures.length, duration: text.duration(seconds) })}
                    </span>
                  </summary>
                  <ol className="outline__lectures">
                    {section.lectures.map((lecture) => (
                      <li key={lecture.lectures_id} className="outline__lecture">
                        <span className="outline__lecture-name">
                          <span className="visually-hidden">{text.contentType(lecture.content_type)}: </span>
                          {lecture.lectures_name}
                          {lecture.is_preview === 1 ? (
                            <span className="tag tag--preview">{t('course.previewLecture')}</span>
                          ) : null}
                        </span>
                        {lecture.duration_seconds > 0 ? (
                          <span className="outline__time">
                            <time dateTime={`PT${lecture.duration_seconds}S`}>{formatClock(lecture.duration_seconds)}</time>
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                </details>
              );
            })}
          </div>
        </>
      )}
    </TitledSection>
  );
}
