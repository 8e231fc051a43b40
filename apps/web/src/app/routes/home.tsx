import './home.css';
import '../../features/catalog/i18n.ts';
import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoriesQuery, courseListQuery } from '../../lib/courses-api.ts';
import { productListQuery } from '../../lib/products-api.ts';
import { promotionsQuery } from '../../features/catalog/api/promotions.ts';
import { CardGrid } from '../../features/catalog/components/CardGrid.tsx';
import { CategoryChips } from '../../features/catalog/components/CategoryChips.tsx';
import { CourseCard } from '../../features/catalog/components/CourseCard.tsx';
import { ProductCard } from '../../features/catalog/components/ProductCard.tsx';
import { PromotionCard } from '../../features/catalog/components/PromotionCard.tsx';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { buttonClass } from '../../components/button.ts';

const HOME_COURSES = { filter: 'all', keyword: '', page: 1, pageSize: 10 } as const;
const HOME_PRODUCTS = { filter: 'all', keyword: '', page: 1, pageSize: 10 } as const;

export function Component() {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQuery());
  const courses = useQuery(courseListQuery(HOME_COURSES));
  const products = useQuery(productListQuery(HOME_PRODUCTS));
  usePageMeta(null);

  return (
    <>
      <Hero />

      <div className="page">
        {categories.data && categories.data.data.length > 0 ? (
          <TitledSection titleId="home-categories" title={t('home.categories')}>
            <CategoryChips categories={categories.data.data} />
          </TitledSection>
        ) : null}

        <Shelf id="home-courses" title={t('home.courses')} to="/courses" more={t('home.seeAllCourses')} query={courses}>
          {courses.data?.data.slice(0, 8).map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
        </Shelf>

        <Shelf id="home-products" title={t('home.products')} to="/products" more={t('home.seeAllProducts')} query={products}>
          {products.data?.data.slice(0, 8).map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </Shelf>

        <Promotions />
      </div>
    </>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <h1 id="hero-title" className="hero__title" data-testid="hero-title">
          {t('home.heroTitle')}
        </h1>
        <p className="hero__text">{t('home.heroSubtitle')}</p>
        <div className="hero__actions">
          <Link className={buttonClass({ variant: 'yellow', size: 'md' })} to="/courses">
            {t('home.heroCta')}
          </Link>
          <Link className={buttonClass({ variant: 'white', size: 'md' })} to="/products">
            {t('home.heroCtaProducts')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** A section of cards with a link to the full list. */
function Shelf({
  id,
  title,
  to,
  more,
  query,
  children,
}: {
  id: string;
  title: string;
  to: string;
  more: string;
  query: { isError: boolean; isPending: boolean; refetch: () => Promise<unknown> };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        <Link to={to} className="section__more">
          {more}
        </Link>
      </div>
      {query.isError ? (
        <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <CardGrid loading={query.isPending} placeholders={4} label={t('app.loading')}>
          {children}
        </CardGrid>
      )}
    </section>
  );
}

function Promotions() {
  const { t } = useTranslation();
  const location = useLocation();
  const promotions = useQuery(promotionsQuery());

  // The header's "โปรโมชั่น" link points at this page's promotions section.
  useEffect(() => {
    if (location.hash === '#promotions' && promotions.data) document.getElementById('promotions')?.scrollIntoView();
  }, [location.hash, location.key, promotions.data]);

  return (
    <TitledSection id="promotions" titleId="home-promotions" title={t('home.promotions')}>
      {promotions.isError ? (
        <ErrorNotice message={t('app.loadError')} retryLabel={t('app.retry')} onRetry={() => void promotions.refetch()} />
      ) : promotions.data && promotions.data.data.length === 0 ? (
        <p className="empty-state">{t('home.noPromotions')}</p>
      ) : (
        <CardGrid loading={promotions.isPending} placeholders={3} label={t('app.loading')}>
          {promotions.data?.data.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </CardGrid>
      )}
    </TitledSection>
  );
}
