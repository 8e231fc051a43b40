import { useTranslation } from 'react-i18next';
import { splitHoursMinutes } from '../../../lib/format.ts';

/** Display words for course fields that hold codes (course_language, courseType, content type). */
export function useCourseText() {
  const { t } = useTranslation();
  return {
    language: (code: string) => (code === 'th' ? t('course.languages.th') : code === 'en' ? t('course.languages.en') : code),
    courseType: (code: string) =>
      code === 'online'
        ? t('course.courseType.online')
        : code === 'onsite'
          ? t('course.courseType.onsite')
          : code === 'hybrid'
            ? t('course.courseType.hybrid')
            : code,
    contentType: (code: string) =>
      code === 'video'
        ? t('course.contentType.video')
        : code === 'quiz'
          ? t('course.contentType.quiz')
          : code === 'homework'
            ? t('course.contentType.homework')
            : code === 'document'
              ? t('course.contentType.document')
              : code,
    duration: (seconds: number) => {
      const { hours, minutes } = splitHoursMinutes(seconds);
      if (hours > 0 && minutes > 0) return t('duration.hoursMinutes', { hours, minutes });
      if (hours > 0) return t('duration.hours', { hours });
      return t('duration.minutes', { minutes });
    },
  };
}
