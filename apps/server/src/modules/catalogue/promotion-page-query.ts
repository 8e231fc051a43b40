// Everything a promotion's page reads (spec §7 /public/promotion/:id) in ONE statement: the running
// promotion, the site settings and, as JSON, the cards of its visible courses (card-json.ts). It
// used to be the promotion, its courses and three reads for their cards.
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { visibleCourse, visiblePromotion } from './catalogue-reads.ts';
import { cardListJson } from './card-json.ts';
import { preparedOnce } from '../../lib/prepared-once.ts';

const { courses, promotions, siteSettings } = schema;

function prepare(db: Db, name: string) {
  const now = sql.placeholder('now');
  const listed = sql`${promotions.courses} @> to_jsonb(${courses.id})`;
  return db
    .select({ promotion: promotions, settings: siteSettings, cards: cardListJson(courses, and(visibleCourse(now), listed)) })
    .from(promotions)
    .leftJoin(siteSettings, eq(siteSettings.id, 1))
    .where(and(eq(promotions.id, sql.placeholder('id')), visiblePromotion(now)))
    .limit(1)
    .prepare(name);
}

/** The promotion's row, the settings and its courses' cards as JSON; undefined when it is not running. */
export async function readPromotionPage(db: Db, id: number, now: Date) {
  const [found] = await preparedOnce(db, 'promotion_page', (name) => prepare(db, name)).execute({ id, now: now.toISOString() });
  return found;
}
