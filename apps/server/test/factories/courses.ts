// Courses with their pricing plans, inserted through the schema with defaults a buyer can order:
// published, open for registration, unlimited seats, one shown default plan of 1,000 THB.
import { schema, type Db } from '@rian/db';

export type CourseRow = typeof schema.courses.$inferSelect;
export type PlanRow = typeof schema.pricingPlans.$inferSelect;
/** A plan's columns; its course is the one being made. */
export type PlanSpec = Partial<Omit<typeof schema.pricingPlans.$inferInsert, 'course_id'>>;

export interface CourseSpec extends Partial<typeof schema.courses.$inferInsert> {
  /** The course's plans in sort order; the first is the default unless one says otherwise. */
  plans?: PlanSpec[];
}

export interface MadeCourse {
  id: number;
  course: CourseRow;
  plans: PlanRow[];
  /** The first plan (none when the course was made with `plans: []`). */
  plan: PlanRow;
}

let made = 0;

/** A course and its plans; `plans` defaults to one 1,000 THB one-time plan. */
export async function aCourse(db: Db, spec: CourseSpec = {}): Promise<MadeCourse> {
  const { plans: planSpecs = [{}], ...columns } = spec;
  made += 1;
  const [course] = await db
    .insert(schema.courses)
    .values({ title: `คอร์สทดสอบ ${made}`, slug: `test-course-${made}`, ...columns })
    .returning();
  const hasDefault = planSpecs.some((p) => p.is_default === 1);
  if (planSpecs.length === 0) return { id: course!.id, course: course!, plans: [], plan: undefined as unknown as PlanRow };
  const plans = await db
    .insert(schema.pricingPlans)
    .values(
      planSpecs.map((p, i) => ({
        name: `แผน ${i + 1}`,
        plan_type: 'One-Time Payment',
        price: 100_000,
        is_default: !hasDefault && i === 0 ? 1 : 0,
        sort: i,
        ...p,
        course_id: course!.id,
      })),
    )
    .returning();
  return { id: course!.id, course: course!, plans, plan: plans[0]! };
}

/** A free plan (spec §4 AutoFree); with `need_approval: 1` an administrator decides. */
export const FREE_PLAN: PlanSpec = { plan_type: 'Free', price: 0, price_usd: 0 };
