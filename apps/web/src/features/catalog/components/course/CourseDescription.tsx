import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { CheckIcon } from '../../../../components/icons.tsx';
import { localized, paragraphs } from '../../../../lib/format.ts';
import { useLang } from '../../../../lib/use-lang.ts';

/** Description paragraphs and the highlights list. */
export function CourseDescription({ course, id }: { course: CourseDetail; id?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const paras = paragraphs(localized(course.description, course.description_en, lang));
  const highlights = lang === 'en' && course.highlights_en.length > 0 ? course.highlights_en : course.highlights;
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
      {highlights.length > 0 ? (
        <section className="section" aria-labelledby="course-highlights-title">
          <h2 id="course-highlights-title" className="section__title">
            {t('course.highlights')}
          </h2>
          <ul className="highlights">
            {highlights.map((h, i) => (
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
