import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoriesQuery, categoryCoursesQuery } from '../../lib/courses-api.ts';
import { CourseCard } from '../../features/catalog/components/CourseCard.tsx';
import { ListPage } from '../../features/catalog/components/ListPage.tsx';
import { listHref, useListParams } from '../../features/catalog/hooks/use-list-params.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { isNotFound } from '../../lib/api-client.ts';
import { localized } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { NotFoundPage } from '../not-found-page.tsx';

/** /category/:linkPath: the courses of one category (GET /public/courses/{slug}/{n}). */
export function Component() {
  const { t } = useTranslation();
  const lang = useLang();
  const { linkPath = '' } = useParams();
  const [params, update] = useListParams();
  const categories = useQuery(categoriesQuery()).data?.data ?? [];
  const list = useQuery(
    categoryCoursesQuery({ linkPath, keyword: params.keyword, page: params.page, pageSize: params.pageSize }),
  );
  const category = list.data?.category ?? categories.find((c) => c.link_path === linkPath);
  const name = category ? localized(category.name, category.name_en, lang) : null;
  usePageMeta(name, category?.description || null);

  if (list.error && isNotFound(list.error)) return <NotFoundPage title={t('catalog.categoryNotFound')} />;

  return (
    <ListPage
      title={name ? t('catalog.categoryTitle', { name }) : '\u00a0'}
      lead={category?.description}
      chipsLabel={t('catalog.filterLabel')}
      chips={[
        { key: 'all', label: t('catalog.filterAll'), to: listHref('/courses', { keyword: params.keyword }), active: false },
        {
          key: 'bestseller',
          label: t('catalog.filterBestseller'),
          to: listHref('/courses', { filter: 'bestseller', keyword: params.keyword }),
          active: false,
        },
        ...categories.map((c) => ({
          key: c.link_path,
          label: localized(c.name, c.name_en, lang),
          to: listHref(`/category/${encodeURIComponent(c.link_path)}`, {
            keyword: params.keyword,
            pageSize: params.pageSize,
          }),
          active: c.link_path === linkPath,
        })),
      ]}
      query={list}
      params={params}
      update={update}
      emptyText={t('catalog.emptyCourses')}
      renderItem={(c) => <CourseCard key={c.id} course={c} />}
    />
  );
}
