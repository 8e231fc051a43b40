// Promotions running now (spec §7 /public/cart/promotion/all and /public/promotion/:id).
import { asc, desc } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError, type Viewer } from '@rian/domain';
import type { Promotion, PromotionDetail } from '@rian/contracts';
import { iso, titleWithSite, visiblePromotion, type CatalogueDeps } from './catalogue-reads.ts';
import { cardFromJson } from './card-json.ts';
import { readPromotionPage } from './promotion-page-query.ts';

const { promotions } = schema;

function promotionView(p: typeof promotions.$inferSelect): Promotion {
  return {
    id: p.id,
    title: p.title,
    title_en: p.title_en,
    description: p.description,
    picture_url: p.picture_url,
    courses: p.courses,
    products: p.products,
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

export async function listPromotions(db: Db, now: Date): Promise<Promotion[]> {
  const rows = await db.select().from(promotions).where(visiblePromotion(now)).orderBy(asc(promotions.sort), desc(promotions.id));
  return rows.map(promotionView);
}

/** A running promotion with the cards of its visible courses, read in one statement (promotion-page-query.ts). */
export async function getPromotion(deps: CatalogueDeps, id: number, viewer: Viewer): Promise<PromotionDetail> {
  const now = deps.clock();
  const found = await readPromotionPage(deps.db, id, now);
  if (!found) throw new DomainError('NOT_FOUND', `No promotion ${id}`);
  const { promotion: p, settings } = found;
  return {
    ...promotionView(p),
    course_list: found.cards.map((c) => cardFromJson(c, viewer, now)),
    meta: {
      title: titleWithSite(p.title, settings),
      description: p.description,
      keywords: settings?.keywords ?? '',
      robots: 'index,follow',
      image: p.picture_url,
      canonical: `${deps.publicUrl}/promotion/${p.id}`,
    },
  };
}
