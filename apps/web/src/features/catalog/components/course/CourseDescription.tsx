import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { TitledSection } from '../../../../components/TitledSection.tsx';
import { CheckIcon } from '../../../../components/icons.tsx';
import { localized } from '../../../../lib/format.ts';
import { useLang } from '../../../../lib/use-lang.ts';
import { RichBody, TabSections } from '../RichBody.tsx';

/** Description paragraphs, the highlights list and the course's extra tabs (spec §3). */
export function CourseDescription({ course, id }: { course: CourseDetail; id?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const description = localized(course.description, course.description_en, lang).trim();
  const highlights = lang === 'en' && course.highlights_en.length > 0 ? course.highlights_en : course.highlights;
  return (
    <>
      {description ? (
        <TitledSection id={id} titleId="course-description-title" title={t('course.description')}>
          <RichBody text={description} />
        </TitledSection>
      ) : null}
      {highlights.length > 0 ? (
        <TitledSection titleId="course-highlights-title" title={t('course.highlights')}>
          <ul className="highlights">
            {highlights.map((h, i) => (
              <li key={i}>
                <CheckIcon size={18} className="highlights__icon" />
                <span>{h}</span>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}
      <TabSections tabs={course.tabs} lang={lang} />
    </>
  );
}
