import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';
import { TitledSection } from '../../../../components/TitledSection.tsx';
import { SafeImage } from '../../../../components/SafeImage.tsx';
import { localized, paragraphs } from '../../../../lib/format.ts';
import { useLang } from '../../../../lib/use-lang.ts';

export function CourseTeachers({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (course.teachers.length === 0) return null;
  return (
    <TitledSection titleId="course-teachers-title" title={t('course.teacher')} testId="course-teachers">
      <ul className="teachers">
        {course.teachers.map((teacher) => (
          <li key={teacher.id} className="teacher">
            <SafeImage
              src={teacher.picture_url}
              alt=""
              className="teacher__photo"
              sizes="96px"
              loading="lazy"
              width={96}
              height={96}
            />
            <div>
              <h3 className="teacher__name">{localized(teacher.name, teacher.name_en, lang)}</h3>
              {teacher.title ? <p className="teacher__role">{localized(teacher.title, teacher.title_en, lang)}</p> : null}
              {paragraphs(localized(teacher.biography, teacher.biography_en, lang)).map((p, i) => (
                <p key={i} className="teacher__bio">
                  {p}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
