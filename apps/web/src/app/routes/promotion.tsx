import './promotion.css';
import '../../features/catalog/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseIdSlug } from '@rian/domain/course-url';
import { promotionQuery } from '../../features/catalog/api/promotions.ts';
import { CourseCard } from '../../features/catalog/components/CourseCard.tsx';
import { useDiscountText } from '../../features/catalog/hooks/use-discount-text.ts';
import type { PromotionDetail } from '@rian/contracts/catalogue';
import { HERO_SIZES } from '@rian/contracts/pictures';
import { SafeImage } from '../../components/SafeImage.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { formatDate, localized, paragraphs } from '../../lib/format.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useLang } from '../../lib/use-lang.ts';
import { NotFoundPage } from '../not-found-page.tsx';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';

/** /promotion/{id} (spec §2). */
export function Component() {
  const { id: raw = '' } = useParams();
  const id = parseIdSlug(raw);
  if (id === null) return <NotFoundPage />;
  return <PromotionPage key={id} id={id} />;
}

function PromotionPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(promotionQuery(id));
  const promotion = query.data?.data;
  useDocumentMeta(promotion?.meta.title, promotion?.meta.description);
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={() => void query.refetch()} />;
  }
  if (!promotion) return <LoadingNotice>{t('app.loading')}</LoadingNotice>;
  return <PromotionView promotion={promotion} />;
}

function PromotionView({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const discount = useDiscountText(promotion);
  const title = localized(promotion.title, promotion.title_en, lang);
  const start = formatDate(promotion.start_at, lang);
  const end = formatDate(promotion.end_at, lang);
  const period = start && end ? t('course.registrationRange', { start, end }) : end ? t('promotion.until', { date: end }) : null;
  return (
    <div className="page promotion-page" data-testid="promotion-page">
      <Breadcrumb parent={{ to: '/#promotions', label: t('nav.promotions') }} />
      <div className="promo-banner">
        <SafeImage
          src={promotion.picture_url}
          alt=""
          className="promo-banner__image"
          width={1200}
          height={400}
          fetchPriority="high"
          sizes={HERO_SIZES}
        />
      </div>
      <div className="promo-head">
        <div>
          <h1 className="page-title">{title}</h1>
          {paragraphs(promotion.description).map((p, i) => (
            <p key={i} className="page-lead">
              {p}
            </p>
          ))}
        </div>
        <div className="promo-discount" data-testid="promotion-discount">
          <strong className="promo-discount__value">{discount}</strong>
          <span className="promo-discount__rule">
            {promotion.promotion_type === 'P2'
              ? t('promotion.perCount', { count: promotion.number_of_course })
              : t('promotion.perCourse')}
          </span>
          {period ? (
            <span className="promo-discount__rule">
              {t('promotion.period')}: {period}
            </span>
          ) : null}
        </div>
      </div>
      {promotion.description_list.length > 0 ? (
        <TitledSection titleId="promo-details" title={t('promotion.details')}>
          <ul className="bullets">
            {promotion.description_list.map((d, i) => (
              <li key={i}>{d}</li>
            ))}
          </ul>
        </TitledSection>
      ) : null}
      <TitledSection titleId="promo-courses" title={t('promotion.courses')}>
        {promotion.course_list.length === 0 ? (
          <p className="empty-state">{t('promotion.noCourses')}</p>
        ) : (
          <div className="card-grid">
            {promotion.course_list.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </div>
        )}
      </TitledSection>
    </div>
  );
}
