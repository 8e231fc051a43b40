// The public catalogue (spec §7): course and product lists, category pages, course and product
// detail, promotions. Visitors share memoised reads; a signed-in viewer's reads (member plans,
// free_for plans, owned courses, whether they may buy) are made for them and never shared.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@rian/db';
import {
  DomainError,
  VISITOR,
  courseUrl,
  defaultPlan,
  escapeLike,
  isPlanDisabled,
  listPlans,
  lowestPrice,
  normaliseKeyword,
  pageOffset,
  parseIdSlug,
  productUrl,
  registrationStatus,
  resolveCourseLayout,
  seatsLeft,
  type PageSize,
  type Viewer,
} from '@rian/domain';
import type {
  Category,
  CourseCard,
  CourseDetail,
  Meta,
  PlanView,
  ProductCard,
  ProductDetail,
  Promotion,
  PromotionDetail,
} from '@rian/contracts';
import { buyerRefusal, isStudentBuyer, type Buyer } from '@rian/domain/buyer-access';
import type { SiteService } from '../site/site.service.ts';
import { TtlCache } from '../../lib/cache.ts';

const { courses, categories, teachers, courseTeachers, pricingPlans, sections, lectures, products, shippingFees, promotions } =
  schema;

type CourseRow = typeof courses.$inferSelect;
type PlanRow = typeof pricingPlans.$inferSelect;

export interface ListQuery {
  filter?: string | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: PageSize;
}

interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Published and not past end_publish: what a visitor may see listed or open. */
function visibleCourse(now: Date): SQL {
  return and(eq(courses.is_published, true), or(isNull(courses.end_publish), gt(courses.end_publish, now)))!;
}

function visiblePromotion(now: Date): SQL {
  return and(
    eq(promotions.is_active, true),
    or(isNull(promotions.start_at), lte(promotions.start_at, now)),
    or(isNull(promotions.end_at), gt(promotions.end_at, now)),
  )!;
}

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
  private readonly publicUrl: string;
  private readonly clock: () => Date;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    opts: CatalogueOptions,
  ) {
    this.publicUrl = opts.publicUrl;
    this.clock = opts.clock ?? (() => new Date());
    this.cache = new TtlCache(opts.cacheMs, 2000);
  }

  /**
   * Reads are memoised per viewer signature: everything a viewer changes in a read (signed in,
   * student, owned courses, role and groups for the buy rules) is in the key, so viewers with the
   * same signature (most students: no course yet, the default group) share one read, and no read
   * carries anything that is not a function of its key. Visitors share the empty signature.
   */
  private memo<T>(viewer: Viewer, key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`${key}|${viewerKey(viewer)}`, load) as Promise<T>;
  }

  // ---- categories -------------------------------------------------------------------------

  categories(): Promise<Category[]> {
    return this.memo(VISITOR, 'categories', () => this.loadCategories());
  }

  private async loadCategories(): Promise<Category[]> {
    const now = this.clock();
    const rows = await this.db
      .select({
        id: categories.id,
        name: categories.name,
        name_en: categories.name_en,
        link_path: categories.link_path,
        description: categories.description,
        course_count: sql<number>`cast(count(${courses.id}) as int)`,
      })
      .from(categories)
      .leftJoin(courses, and(eq(courses.category_id, categories.id), visibleCourse(now)))
      .groupBy(categories.id)
      .orderBy(asc(categories.sort), asc(categories.id));
    return rows.map((r) => ({ ...r, course_count: Number(r.course_count) }));
  }

  async categoryByPath(linkPath: string): Promise<Category> {
    const found = (await this.categories()).find((c) => c.link_path === linkPath);
    if (!found) throw new DomainError('NOT_FOUND', `No category at ${linkPath}`);
    return found;
  }

  // ---- course lists ------------------------------------------------------------------------

  listCourses(q: ListQuery, viewer: Viewer = VISITOR): Promise<Page<CourseCard>> {
    const key = `courses|${q.filter ?? ''}|${normaliseKeyword(q.keyword)}|${q.page}|${q.pageSize}`;
    return this.memo(viewer, key, () => this.loadCourses(q, viewer));
  }

  private async loadCourses(q: ListQuery, viewer: Viewer): Promise<Page<CourseCard>> {
    const now = this.clock();
    const conditions: SQL[] = [visibleCourse(now)];
    const filter = q.filter?.trim();
    if (filter && filter !== 'all') {
      if (filter === 'bestseller') {
        conditions.push(eq(courses.is_bestseller, 1));
      } else {
        const cat = await this.db.select({ id: categories.id }).from(categories).where(eq(categories.link_path, filter)).limit(1);
        if (!cat[0]) throw new DomainError('NOT_FOUND', `No category at ${filter}`);
        conditions.push(eq(courses.category_id, cat[0].id));
      }
    }
    const match = keywordMatch(q.keyword, [courses.title, courses.title_en, courses.short_description]);
    if (match) conditions.push(match);
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(courses)
        .where(where)
        .orderBy(asc(courses.sort), asc(courses.id))
        .limit(q.pageSize)
        .offset(pageOffset(q.page, q.pageSize)),
      this.db.select({ n: count() }).from(courses).where(where),
    ]);
    return { data: await this.cards(rows, viewer), total: Number(totals[0]?.n ?? 0), page: q.page, pageSize: q.pageSize };
  }

  /** Builds catalogue cards for course rows with three batched queries, whatever the page size. */
  private async cards(rows: CourseRow[], viewer: Viewer): Promise<CourseCard[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const catIds = [...new Set(rows.map((r) => r.category_id).filter((x): x is number => x !== null))];
    const [plans, teacherRows, catRows] = await Promise.all([
      this.db.select().from(pricingPlans).where(inArray(pricingPlans.course_id, ids)),
      this.db
        .select({ course_id: courseTeachers.course_id, name: teachers.name })
        .from(courseTeachers)
        .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
        .where(inArray(courseTeachers.course_id, ids))
        .orderBy(asc(courseTeachers.sort), asc(teachers.id)),
      catIds.length
        ? this.db
            .select({ id: categories.id, name: categories.name, name_en: categories.name_en, link_path: categories.link_path })
            .from(categories)
            .where(inArray(categories.id, catIds))
        : Promise.resolve([]),
    ]);
    const plansBy = groupBy(plans, (p) => p.course_id);
    const teachersBy = groupBy(teacherRows, (t) => t.course_id);
    const catBy = new Map(catRows.map((c) => [c.id, c]));
    const now = this.clock();
    return rows.map((c) => {
      const listed = listPlans(plansBy.get(c.id) ?? [], viewer);
      return {
        id: c.id,
        title: c.title,
        title_en: c.title_en,
        slug: c.slug,
        url: courseUrl(c.id, c.slug),
        short_description: c.short_description,
        picture_url: c.picture_url,
        category: (c.category_id !== null ? catBy.get(c.category_id) : undefined) ?? null,
        courseType: c.course_type,
        course_language: c.course_language,
        is_bestseller: c.is_bestseller,
        teachers: (teachersBy.get(c.id) ?? []).map((t) => t.name),
        price_from: lowestPrice(listed, 'THB'),
        price_from_usd: lowestPrice(listed, 'USD'),
        has_free_plan: listed.some((p) => p.plan_type === 'Free' || p.price === 0),
        seat: c.seat,
        seats_left: seatsLeft(c),
        reg_status: registrationStatus(c, now),
      };
    });
  }

  // ---- course detail -----------------------------------------------------------------------

  /** The course detail loaded by url ("{id}-{slug}" or "{id}", spec §2 and §7). */
  async courseByUrl(url: string, viewer: Viewer = VISITOR): Promise<CourseDetail> {
    const id = parseIdSlug(url);
    if (id === null) throw new DomainError('NOT_FOUND', 'No course at this address');
    return this.courseDetail(id, viewer);
  }

  /**
   * A signed-in account as the catalogue sees it: member plans open, courses it holds unexpired
   * access to, and what the buy rules of spec §6 need.
   */
  async viewerFor(user: { id: number; role: string; roleId: number; isStudent: boolean; groupIds: number[] }): Promise<Viewer> {
    const now = this.clock();
    const owned = await this.db
      .select({ id: schema.courseAccess.course_id })
      .from(schema.courseAccess)
      .where(
        and(
          eq(schema.courseAccess.user_id, user.id),
          or(isNull(schema.courseAccess.expires_at), gt(schema.courseAccess.expires_at, now)),
        ),
      );
    // spec §4: a course whose order an administrator is reviewing shows "pending", not the buy button.
    const pending = await this.db
      .selectDistinct({ id: schema.orderCourses.course_id })
      .from(schema.orderCourses)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.orderCourses.order_id))
      .where(and(eq(schema.orders.user_id, user.id), eq(schema.orders.status, 'pendingApproved')));
    const buyer: Buyer = { role: user.role, roleId: user.roleId, isStudent: user.isStudent, groupIds: user.groupIds };
    return {
      loggedIn: true,
      isStudent: isStudentBuyer(buyer),
      ownedCourseIds: new Set(owned.map((o) => o.id)),
      buyer,
      pendingCourseIds: new Set(pending.map((p) => p.id)),
    } as Viewer;
  }

  courseDetail(id: number, viewer: Viewer = VISITOR): Promise<CourseDetail> {
    return this.memo(viewer, `course|${id}`, () => this.loadCourseDetail(id, viewer));
  }

  private async loadCourseDetail(id: number, viewer: Viewer): Promise<CourseDetail> {
    const now = this.clock();
    const found = await this.db
      .select()
      .from(courses)
      .where(and(eq(courses.id, id), visibleCourse(now)))
      .limit(1);
    const c = found[0];
    if (!c) throw new DomainError('NOT_FOUND', `No course ${id}`);

    const [settings, plans, teacherRows, sectionRows, lectureRows, cat] = await Promise.all([
      this.site.settingsRow(),
      this.db.select().from(pricingPlans).where(eq(pricingPlans.course_id, id)),
      this.db
        .select({
          id: teachers.id,
          name: teachers.name,
          name_en: teachers.name_en,
          title: teachers.title,
          biography: teachers.biography,
          picture_url: teachers.picture_url,
        })
        .from(courseTeachers)
        .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
        .where(eq(courseTeachers.course_id, id))
        .orderBy(asc(courseTeachers.sort), asc(teachers.id)),
      this.db.select().from(sections).where(eq(sections.course_id, id)).orderBy(asc(sections.sort), asc(sections.id)),
      this.db
        .select({
          id: lectures.id,
          section_id: lectures.section_id,
          name: lectures.name,
          content_type: lectures.content_type,
          duration_seconds: lectures.duration_seconds,
          is_preview: lectures.is_preview,
        })
        .from(lectures)
        .where(eq(lectures.course_id, id))
        .orderBy(asc(lectures.sort), asc(lectures.id)),
      c.category_id === null
        ? Promise.resolve([])
        : this.db
            .select({ id: categories.id, name: categories.name, name_en: categories.name_en, link_path: categories.link_path })
            .from(categories)
            .where(eq(categories.id, c.category_id)),
    ]);

    const listed = listPlans(plans, viewer);
    const def = defaultPlan(listed, viewer);
    const lecturesBy = groupBy(lectureRows, (l) => l.section_id);
    const outline = sectionRows.map((s) => ({
      sections_id: s.id,
      sections_name: s.name,
      lectures: (lecturesBy.get(s.id) ?? []).map((l) => ({
        lectures_id: l.id,
        lectures_name: l.name,
        content_type: l.content_type,
        duration_seconds: l.duration_seconds,
        is_preview: l.is_preview,
      })),
    }));

    const related = await this.related(
      c,
      teacherRows.map((t) => t.id),
      settings,
      viewer,
    );
    const layout = resolveCourseLayout(c.layout, settings?.course_layout);

    return {
      id: c.id,
      title: c.title,
      title_en: c.title_en,
      slug: c.slug,
      url: courseUrl(c.id, c.slug),
      short_description: c.short_description,
      description: c.description,
      highlights: c.highlights,
      level: c.level,
      duration_text: c.duration_text,
      courseType: c.course_type,
      preview: {
        videoUrl: c.video_url,
        pictureUrl: c.picture_url,
        startRegDate: iso(c.start_reg_date),
        endRegDate: iso(c.end_reg_date),
      },
      category: cat[0] ?? null,
      teachers: teacherRows,
      sections: outline,
      lecture_count: lectureRows.length,
      total_duration_seconds: lectureRows.reduce((s, l) => s + l.duration_seconds, 0),
      priceDetail: listed.map((p) => planView(p, viewer)),
      default_plan_id: def?.id ?? null,
      // spec §4 course order status: access held is approved; an order under review is pending.
      statusOrder: viewer.ownedCourseIds.has(c.id) ? 'approved' : pendingOf(viewer).has(c.id) ? 'pendingApproved' : null,
      purchase_refusal: refusalFor(viewer, c.course_for_user_group, settings),
      seat: c.seat,
      seats_left: seatsLeft(c),
      reg_status: registrationStatus(c, now),
      course_for_user_group: c.course_for_user_group,
      free_book: c.free_book,
      free_book_type: c.free_book_type,
      layout,
      is_layout_course_registration: c.is_layout_course_registration,
      endPublish: iso(c.end_publish),
      course_language: c.course_language,
      custom_text_language_key: c.custom_text_language_key,
      is_recertification_course: c.is_recertification_course,
      is_bestseller: c.is_bestseller,
      meta: this.courseMeta(c, settings),
      related,
    };
  }

  /** spec §2: teacher, group and bestseller lists, each only when its site flag equals 1. */
  private async related(
    c: CourseRow,
    teacherIds: number[],
    settings: { course_teacher: number; course_group: number; course_bestseller: number } | null,
    viewer: Viewer,
  ): Promise<CourseDetail['related']> {
    const now = this.clock();
    const limit = 4;
    const base = and(visibleCourse(now), ne(courses.id, c.id));
    const byTeacher =
      settings?.course_teacher === 1 && teacherIds.length
        ? this.db
            .selectDistinct({ course: courses })
            .from(courses)
            .innerJoin(courseTeachers, eq(courseTeachers.course_id, courses.id))
            .where(and(base, inArray(courseTeachers.teacher_id, teacherIds)))
            .orderBy(asc(courses.sort), asc(courses.id))
            .limit(limit)
            .then((rows) => rows.map((r) => r.course))
        : null;
    const byGroup =
      settings?.course_group === 1 && c.category_id !== null
        ? this.db
            .select()
            .from(courses)
            .where(and(base, eq(courses.category_id, c.category_id)))
            .orderBy(asc(courses.sort), asc(courses.id))
            .limit(limit)
        : null;
    const best =
      settings?.course_bestseller === 1
        ? this.db
            .select()
            .from(courses)
            .where(and(base, eq(courses.is_bestseller, 1)))
            .orderBy(asc(courses.sort), asc(courses.id))
            .limit(limit)
        : null;
    const [t, g, b] = await Promise.all([byTeacher, byGroup, best]);
    // One batch of cards for the three lists: they often share courses.
    const unique = new Map<number, CourseRow>();
    for (const row of [...(t ?? []), ...(g ?? []), ...(b ?? [])]) unique.set(row.id, row);
    const cards = new Map((await this.cards([...unique.values()], viewer)).map((card) => [card.id, card]));
    const pick = (rows: CourseRow[] | null) => (rows ? rows.map((r) => cards.get(r.id)!) : null);
    return { teacher: pick(t), group: pick(g), bestseller: pick(b) };
  }

  private courseMeta(c: CourseRow, settings: { title: string; keywords: string } | null): Meta {
    return {
      title: c.meta_title || `${c.title} | ${settings?.title ?? ''}`.replace(/ \| $/, ''),
      description: c.meta_description || c.short_description,
      keywords: c.meta_keywords || settings?.keywords || '',
      robots: c.meta_robots || 'index,follow',
      image: c.og_image_url ?? c.picture_url,
      canonical: `${this.publicUrl}${courseUrl(c.id, c.slug)}`,
    };
  }

  // ---- products ----------------------------------------------------------------------------

  listProducts(q: ListQuery): Promise<Page<ProductCard>> {
    const key = `products|${q.filter ?? ''}|${normaliseKeyword(q.keyword)}|${q.page}|${q.pageSize}`;
    return this.memo(VISITOR, key, () => this.loadProducts(q));
  }

  private async loadProducts(q: ListQuery): Promise<Page<ProductCard>> {
    const conditions: SQL[] = [eq(products.is_published, true)];
    if (q.filter === 'instock') conditions.push(gt(products.available_qty, 0));
    const match = keywordMatch(q.keyword, [products.title, products.title_en, products.short_description]);
    if (match) conditions.push(match);
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          id: products.id,
          title: products.title,
          title_en: products.title_en,
          slug: products.slug,
          short_description: products.short_description,
          picture_url: products.picture_url,
          price: products.price,
          price_usd: products.price_usd,
          full_price: products.full_price,
          available_qty: products.available_qty,
        })
        .from(products)
        .where(where)
        .orderBy(asc(products.sort), asc(products.id))
        .limit(q.pageSize)
        .offset(pageOffset(q.page, q.pageSize)),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    return {
      data: rows.map((p) => ({ ...p, url: productUrl(p.id, p.slug) })),
      total: Number(totals[0]?.n ?? 0),
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  productByParam(param: string): Promise<ProductDetail> {
    const id = parseIdSlug(param);
    if (id === null) return Promise.reject(new DomainError('NOT_FOUND', 'No product at this address'));
    return this.memo(VISITOR, `product|${id}`, () => this.loadProduct(id));
  }

  private async loadProduct(id: number): Promise<ProductDetail> {
    const [found, fees, settings] = await Promise.all([
      this.db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.is_published, true)))
        .limit(1),
      this.db
        .select({ id: shippingFees.id, name: shippingFees.name, price: shippingFees.price, price_usd: shippingFees.price_usd })
        .from(shippingFees)
        .where(or(isNull(shippingFees.product_id), eq(shippingFees.product_id, id)))
        .orderBy(asc(shippingFees.sort), asc(shippingFees.id)),
      this.site.settingsRow(),
    ]);
    const p = found[0];
    if (!p) throw new DomainError('NOT_FOUND', `No product ${id}`);
    return {
      id: p.id,
      title: p.title,
      title_en: p.title_en,
      slug: p.slug,
      url: productUrl(p.id, p.slug),
      meta_title: p.meta_title || `${p.title} | ${settings?.title ?? ''}`.replace(/ \| $/, ''),
      meta_description: p.meta_description || p.short_description,
      preview: { videoUrl: p.video_url, pictureUrl: p.picture_url },
      priceDetail: [
        {
          id: p.id,
          name: p.title,
          price: p.price,
          price_usd: p.price_usd,
          full_price: p.full_price,
          available_qty: p.available_qty,
        },
      ],
      courseDescription: { title: p.title, description: p.description, short_description: p.short_description },
      course_type: 'product',
      available_qty: p.available_qty,
      sku: p.sku,
      image_detail: JSON.stringify(p.image_detail),
      shipping_fees: fees,
      meta: {
        title: p.meta_title || `${p.title} | ${settings?.title ?? ''}`.replace(/ \| $/, ''),
        description: p.meta_description || p.short_description,
        keywords: p.meta_keywords || settings?.keywords || '',
        robots: 'index,follow',
        image: p.picture_url,
        canonical: `${this.publicUrl}${productUrl(p.id, p.slug)}`,
      },
    };
  }

  // ---- promotions --------------------------------------------------------------------------

  promotions(): Promise<Promotion[]> {
    return this.memo(VISITOR, 'promotions', () => this.loadPromotions());
  }

  private async loadPromotions(): Promise<Promotion[]> {
    const rows = await this.db
      .select()
      .from(promotions)
      .where(visiblePromotion(this.clock()))
      .orderBy(asc(promotions.sort), desc(promotions.id));
    return rows.map(promotionView);
  }

  promotion(id: number, viewer: Viewer = VISITOR): Promise<PromotionDetail> {
    return this.memo(viewer, `promotion|${id}`, () => this.loadPromotion(id, viewer));
  }

  private async loadPromotion(id: number, viewer: Viewer): Promise<PromotionDetail> {
    const rows = await this.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), visiblePromotion(this.clock())))
      .limit(1);
    const p = rows[0];
    if (!p) throw new DomainError('NOT_FOUND', `No promotion ${id}`);
    const settings = await this.site.settingsRow();
    const courseRows = p.courses.length
      ? await this.db
          .select()
          .from(courses)
          .where(and(visibleCourse(this.clock()), inArray(courses.id, p.courses)))
          .orderBy(asc(courses.sort), asc(courses.id))
      : [];
    return {
      ...promotionView(p),
      course_list: await this.cards(courseRows, viewer),
      meta: {
        title: `${p.title} | ${settings?.title ?? ''}`.replace(/ \| $/, ''),
        description: p.description,
        keywords: settings?.keywords ?? '',
        robots: 'index,follow',
        image: p.picture_url,
        canonical: `${this.publicUrl}/promotion/${p.id}`,
      },
    };
  }
}

export function planView(p: PlanRow, viewer: Viewer): PlanView {
  return {
    id: p.id,
    name: p.name,
    course_id: p.course_id,
    plan_type: p.plan_type,
    term: p.term,
    term_unit: p.term_unit,
    term_2: p.term_2,
    term_unit_2: p.term_unit_2,
    price: p.price,
    price_usd: p.price_usd,
    pricing_type: p.pricing_type,
    is_default: p.is_default,
    free_for: p.free_for,
    need_approval: p.need_approval,
    is_for_member: p.is_for_member,
    disabled: isPlanDisabled(p, viewer),
  };
}

function promotionView(p: typeof promotions.$inferSelect): Promotion {
  return {
    id: p.id,
    title: p.title,
    title_en: p.title_en,
    description: p.description,
    picture_url: p.picture_url,
    courses: p.courses,
    number_of_course: p.number_of_course,
    promotion_type: p.promotion_type === 'P2' ? 'P2' : 'P1',
    discount_type: p.discount_type === 'percent' ? 'percent' : 'amount',
    discount_amont: p.discount_amont,
    discount_amount_usd: p.discount_amount_usd,
    description_list: p.description_list,
    start_at: iso(p.start_at),
    end_at: iso(p.end_at),
  };
}

/** Case-insensitive literal match of a keyword in any of the columns; null when there is none. */
function keywordMatch(raw: string | undefined, columns: AnyPgColumn[]): SQL | null {
  const keyword = normaliseKeyword(raw);
  if (!keyword) return null;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(...columns.map((c) => ilike(c, pattern)))!;
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** Courses of the viewer's orders under review (viewerFor); empty for visitors. */
function pendingOf(viewer: Viewer): ReadonlySet<number> {
  return (viewer as Viewer & { pendingCourseIds?: ReadonlySet<number> }).pendingCourseIds ?? new Set();
}

function viewerKey(viewer: Viewer): string {
  if (viewer === VISITOR) return '';
  const buyer = (viewer as Viewer & { buyer?: Buyer }).buyer;
  const owned =
    [...viewer.ownedCourseIds].sort((a, b) => a - b).join(',') + `/${[...pendingOf(viewer)].sort((a, b) => a - b).join(',')}`;
  const groups = buyer ? [...buyer.groupIds].sort((a, b) => a - b).join(',') : '';
  return `v:${viewer.loggedIn}:${viewer.isStudent}:${owned}:${buyer ? `${buyer.role}:${buyer.roleId}:${buyer.isStudent}:${groups}` : '-'}`;
}

/** spec §6 for a signed-in viewer: STUDENT_ONLY or ACCESS_DENIED_GROUP, null when they may buy. */
function refusalFor(
  viewer: Viewer,
  courseGroups: number[],
  settings: { course_access_rights: number; user_group_enabled: number } | null | undefined,
): 'STUDENT_ONLY' | 'ACCESS_DENIED_GROUP' | null {
  const buyer = (viewer as Viewer & { buyer?: Buyer }).buyer;
  if (!buyer) return null;
  const code = buyerRefusal(
    buyer,
    { course_for_user_group: courseGroups },
    { courseAccessRights: settings?.course_access_rights === 1, userGroupEnabled: settings?.user_group_enabled === 1 },
  );
  return code === 'STUDENT_ONLY' || code === 'ACCESS_DENIED_GROUP' ? code : null;
}
