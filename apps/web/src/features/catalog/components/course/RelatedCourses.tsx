import { useTranslation } from 'react-i18next';
import type { CourseCard as CourseCardData, CourseDetail } from '@rian/contracts/catalogue';
import { TitledSection } from '../../../../components/TitledSection.tsx';
import { CourseCard } from '../CourseCard.tsx';

function RelatedList({ id, title, courses }: { id: string; title: string; courses: CourseCardData[] | null }) {
  if (!courses || courses.length === 0) return null;
  return (
    <TitledSection titleId={id} title={title} testId={id}>
      <div className="card-grid">
        {courses.map((c) => (
          <CourseCard key={c.id} course={c} />
        ))}
      </div>
    </TitledSection>
  );
}

/**
 * The teacher's, the category's and the bestselling courses (spec §2); the server sends null for a
 * list whose site flag (course_teacher, course_group, course_bestseller) is off.
 */
export function RelatedCourses({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <RelatedList id="related-teacher" title={t('course.teacherCourses')} courses={course.related.teacher} />
      <RelatedList id="related-group" title={t('course.groupCourses')} courses={course.related.group} />
      <RelatedList id="related-bestseller" title={t('course.bestsellerCourses')} courses={course.related.bestseller} />
    </>
  );
}
