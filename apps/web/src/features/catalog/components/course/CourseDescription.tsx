import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { CheckIcon } from '../../../../components/icons.tsx';
import { paragraphs } from '../../../../lib/format.ts';

/** Description paragraphs and the highlights list. */
export function CourseDescription({ course, id }: { course: CourseDetail; id?: string }) {
  const { t } = useTranslation();
  const paras = paragraphs(course.description);
  return (
    <>
      {paras.length > 0 ? (
        <section id={id} className="section" aria-labelledby="course-description-title" tabIndex={id ? -1 : undefined}>
          <h2 id="course-description-title" className="section__title">
            {t('course.description')}
          </h2>
          <div className="prose">
            {paras.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      ) : null}
      {course.highlights.length > 0 ? (
        <section className="section" aria-labelledby="course-highlights-title">
          <h2 id="course-highlights-title" className="section__title">
            {t('course.highlights')}
          </h2>
          <ul className="highlights">
            {course.highlights.map((h, i) => (
              <li key={i}>
                <CheckIcon size={18} className="highlights__icon" />
                <span>{h}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
