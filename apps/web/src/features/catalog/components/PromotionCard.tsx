import '../i18n.ts';
import { Link } from 'react-router';
import { CARD_SIZES } from '@rian/contracts/pictures';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@rian/contracts/catalogue';
import { SafeImage } from '../../../components/SafeImage.tsx';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useDiscountText } from '../hooks/use-discount-text.ts';

export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const lang = useLang();
  const { t } = useTranslation();
  const discount = useDiscountText(promotion);
  return (
    <article className="card promo-card" data-testid="promotion-card">
      <div className="card__media">
        <SafeImage
          src={promotion.picture_url}
          alt=""
          sizes={CARD_SIZES}
          loading="lazy"
          decoding="async"
          width={480}
          height={270}
        />
        <div className="card__badges">
          <span className="tag tag--hot">{discount}</span>
        </div>
      </div>
      <div className="card__body">
        <h3 className="card__title">
          <Link to={`/promotion/${promotion.id}`} className="card__link">
            {localized(promotion.title, promotion.title_en, lang)}
          </Link>
        </h3>
        {promotion.description ? <p className="card__meta card__clamp">{promotion.description}</p> : null}
        <p className="card__more" aria-hidden>
          {t('promotion.view')} →
        </p>
      </div>
    </article>
  );
}
