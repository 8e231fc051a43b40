// The public catalogue (spec §7) as one memoised read-through over its use cases (list-courses.ts,
// get-course-detail.ts, list-products.ts, ...). Visitors share memoised reads; a signed-in viewer's
// reads (member plans, free_for plans, owned courses, whether they may buy) are made for them and
// never shared.
import type { Db } from '@rian/db';
import { VISITOR, normaliseKeyword, type Viewer } from '@rian/domain';
import type { Category, CourseCard, CourseDetail, ProductCard, ProductDetail, Promotion, PromotionDetail } from '@rian/contracts';
import { TtlCache } from '../../lib/cache.ts';
import type { CatalogueDeps, ListQuery, Page } from './catalogue-reads.ts';
import { findCategoryByPath, listCategories } from './list-categories.ts';
import { listCategoryCourses, listCourses } from './list-courses.ts';
import { courseIdOfUrl, getCourseDetail } from './get-course-detail.ts';
import { getProductDetail, productIdOfParam } from './get-product-detail.ts';
import { listProducts } from './list-products.ts';
import { getPromotion, listPromotions } from './list-promotions.ts';
import { viewAsAccount, viewerKey, type AccountForViewer } from './view-as-account.ts';

export { planView } from './plan-view.ts';
export type { ListQuery } from './catalogue-reads.ts';

export interface CatalogueOptions {
  publicUrl: string;
  /**
   * How long a visitor's view of a catalogue read may be served from memory. The catalogue changes
   * when an administrator edits it, and a visitor seeing that a few seconds late is harmless; what
   * money and seats depend on is checked again, uncached, when an order is made.
   * 0 reads the database every time. See docs/benchmarks.md for what it buys.
   */
  cacheMs: number;
  clock?: () => Date;
}

export class CatalogueService {
  private readonly cache: TtlCache<string, unknown>;
  private readonly deps: CatalogueDeps;

  constructor(db: Db, opts: CatalogueOptions) {
    this.deps = { db, publicUrl: opts.publicUrl, clock: opts.clock ?? (() => new Date()) };
    this.cache = new TtlCache(opts.cacheMs, 2000);
  }

  /**
   * Reads are memoised per viewer signature: everything a viewer changes in a read is in the key
   * (viewerKey), so viewers with the same signature (most students: no course yet, the default
   * group) share one read, and no read carries anything that is not a function of its key.
   * Visitors share the empty signature.
   */
  private memo<T>(viewer: Viewer, key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`${key}|${viewerKey(viewer)}`, load) as Promise<T>;
  }

  /** Drops every memoised read: the back office changed the catalogue. */
  forget(): void {
    this.cache.clear();
  }

  categories(): Promise<Category[]> {
    return this.memo(VISITOR, 'categories', () => listCategories(this.deps.db, this.deps.clock()));
  }

  async categoryByPath(linkPath: string): Promise<Category> {
    return findCategoryByPath(await this.categories(), linkPath);
  }

  listCourses(q: ListQuery, viewer: Viewer = VISITOR): Promise<Page<CourseCard>> {
    const key = `courses|${q.filter ?? ''}|${normaliseKeyword(q.keyword)}|${q.page}|${q.pageSize}`;
    return this.memo(viewer, key, () => listCourses(this.deps, q, viewer));
  }

  /** A page of the courses of the category at a link path, with the category (spec §7 /public/courses/:slug/:n). */
  categoryCourses(linkPath: string, q: Omit<ListQuery, 'filter'>): Promise<{ category: Category } & Page<CourseCard>> {
    const key = `category-courses|${linkPath}|${normaliseKeyword(q.keyword)}|${q.page}|${q.pageSize}`;
    return this.memo(VISITOR, key, () => listCategoryCourses(this.deps, linkPath, q, VISITOR));
  }

  /** The course detail loaded by url ("{id}-{slug}" or "{id}", spec §2 and §7). */
  async courseByUrl(url: string, viewer: Viewer = VISITOR): Promise<CourseDetail> {
    return this.courseDetail(courseIdOfUrl(url), viewer);
  }

  courseDetail(id: number, viewer: Viewer = VISITOR): Promise<CourseDetail> {
    return this.memo(viewer, `course|${id}`, () => getCourseDetail(this.deps, id, viewer));
  }

  /**
   * The course page as a visitor would see it, drafts and unpublished courses too: an administrator's
   * preview, never memoised.
   */
  coursePreview(id: number): Promise<CourseDetail> {
    return getCourseDetail(this.deps, id, VISITOR, { preview: true });
  }

  /** A signed-in account as the catalogue sees it (view-as-account.ts). */
  viewerFor(user: AccountForViewer): Promise<Viewer> {
    return viewAsAccount(this.deps.db, user, this.deps.clock());
  }

  listProducts(q: ListQuery): Promise<Page<ProductCard>> {
    const key = `products|${q.filter ?? ''}|${normaliseKeyword(q.keyword)}|${q.page}|${q.pageSize}`;
    return this.memo(VISITOR, key, () => listProducts(this.deps.db, q));
  }

  async productByParam(param: string): Promise<ProductDetail> {
    const id = productIdOfParam(param);
    return this.memo(VISITOR, `product|${id}`, () => getProductDetail(this.deps, id));
  }

  promotions(): Promise<Promotion[]> {
    return this.memo(VISITOR, 'promotions', () => listPromotions(this.deps.db, this.deps.clock()));
  }

  promotion(id: number, viewer: Viewer = VISITOR): Promise<PromotionDetail> {
    return this.memo(viewer, `promotion|${id}`, () => getPromotion(this.deps, id, viewer));
  }
}
