import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@rian/contracts/catalogue';

/** Registration status and seats left (spec §3 seat, preview.startRegDate/endRegDate). */
export function RegStatus({ course }: { course: Pick<CourseDetail, 'reg_status' | 'seat' | 'seats_left'> }) {
  const { t } = useTranslation();
  return (
    <p className="reg-status" data-testid="reg-status">
      <span className={`tag tag--${course.reg_status}`}>{t(`reg.${course.reg_status}`)}</span>
      {course.seat !== null && course.seats_left !== null ? (
        <span className="reg-status__seats">{t('course.seatsLeft', { left: course.seats_left, total: course.seat })}</span>
      ) : null}
    </p>
  );
}
