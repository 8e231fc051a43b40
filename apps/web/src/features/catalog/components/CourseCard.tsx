import { Link } from 'react-router';
import { CARD_SIZES } from '@rian/contracts/pictures';
import { useTranslation } from 'react-i18next';
import type { CourseCard as CourseCardData } from '@rian/contracts/catalogue';
import { courseUrl } from '@rian/domain/course-url';
import { SafeImage } from '../../../components/SafeImage.tsx';
import { formatPrice, localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

export function CourseCard({ course, headingLevel = 3 }: { course: CourseCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = localized(course.title, course.title_en, lang);
  const href = courseUrl(course.id, course.slug);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const status =
    course.reg_status === 'full'
      ? t('card.full')
      : course.reg_status === 'closed'
        ? t('card.closed')
        : course.reg_status === 'not_yet_open'
          ? t('card.notYetOpen')
          : null;
  const price =
    course.price_from === null
      ? course.has_free_plan
        ? t('card.free')
        : t('card.noPrice')
      : course.price_from === 0
        ? t('card.free')
        : t('card.priceFrom', { price: formatPrice(course.price_from, lang) });

  return (
    <article className="card" data-testid="course-card">
      <div className="card__media">
        <SafeImage src={course.picture_url} alt="" sizes={CARD_SIZES} loading="lazy" decoding="async" width={480} height={270} />
        <div className="card__badges">
          {course.is_bestseller === 1 ? <span className="tag tag--hot">{t('card.bestseller')}</span> : null}
          {status ? <span className={`tag tag--${course.reg_status}`}>{status}</span> : null}
        </div>
      </div>
      <div className="card__body">
        {course.category ? (
          <p className="card__eyebrow">{localized(course.category.name, course.category.name_en, lang)}</p>
        ) : null}
        <Heading className="card__title">
          <Link to={href} className="card__link">
            {title}
          </Link>
        </Heading>
        {course.teachers.length > 0 ? (
          <p className="card__meta">{t('card.teachers', { names: course.teachers.join(', ') })}</p>
        ) : null}
        <p className="card__price">{price}</p>
      </div>
    </article>
  );
}
