// A pricing plan as the back office reads it: its stored columns, the course ids of a plan for owners
// of other courses as a list, and how many orders chose it.
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { freeCourseIds } from '@rian/domain/plan-rules';
import type { AdminPlan } from '@rian/contracts/admin/plans';
import type { Tx } from '../audit/record-audit.ts';

const { pricingPlans } = schema;

// Written out with its tables named: inside a subquery, drizzle's unqualified column names would bind
// to the subquery's own table.
const orderCount = sql<number>`(select count(*) from "order_courses" where "order_courses"."pricing_plan_id" = "pricing_plans"."id")`;

type Row = typeof pricingPlans.$inferSelect & { order_count: number };

function view(row: Row): AdminPlan {
  return {
    id: row.id,
    course_id: row.course_id,
    name: row.name,
    plan_type: row.plan_type as AdminPlan['plan_type'],
    term: row.term,
    term_unit: row.term_unit as AdminPlan['term_unit'],
    price: row.price,
    price_usd: row.price_usd,
    pricing_type: row.pricing_type === 'renew' ? 'renew' : 'default',
    status_show: row.status_show === 1 ? 1 : 0,
    is_default: row.is_default === 1 ? 1 : 0,
    free_for: row.free_for === 'Student' ? 'Student' : null,
    free_course_ids: freeCourseIds(row.free_course_ids),
    need_approval: row.need_approval === 1 ? 1 : 0,
    is_for_member: row.is_for_member === 1 ? 1 : 0,
    sort: row.sort,
    order_count: Number(row.order_count),
  };
}

/** A course's plans in the order the course page lists them; NOT_FOUND for no such course. */
export async function loadCoursePlans(db: Db | Tx, courseId: number): Promise<AdminPlan[]> {
  const [course] = await db.select({ id: schema.courses.id }).from(schema.courses).where(eq(schema.courses.id, courseId));
  if (!course) throw new DomainError('NOT_FOUND', 'No such course');
  const rows = await db
    .select({ ...getTableColumns(pricingPlans), order_count: orderCount })
    .from(pricingPlans)
    .where(eq(pricingPlans.course_id, courseId))
    .orderBy(asc(pricingPlans.sort), asc(pricingPlans.id));
  return rows.map(view);
}

export async function loadPlan(db: Db | Tx, id: number, lock = false): Promise<AdminPlan> {
  const query = db
    .select({ ...getTableColumns(pricingPlans), order_count: orderCount })
    .from(pricingPlans)
    .where(eq(pricingPlans.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new DomainError('NOT_FOUND', 'No such pricing plan');
  return view(row);
}
