// An order's lines as stored, for every reader (the buyer's order list, the back office's order list
// and order page): its courses with their plans, and its products, in the order they were added.
import { eq, inArray } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';

const { orderCourses, orderProducts, courses, products, pricingPlans } = schema;

const courseLineColumns = {
  ...columnsOf(orderCourses, ['id', 'order_id', 'course_id']),
  ...columnsOf(courses, ['title', 'title_en', 'slug']),
  pricing_plan_id: orderCourses.pricing_plan_id,
  plan_name: pricingPlans.name,
  ...columnsOf(orderCourses, ['price', 'discount', 'refund_id']),
};

const productLineColumns = {
  ...columnsOf(orderProducts, ['id', 'order_id', 'product_id']),
  ...columnsOf(products, ['title', 'title_en']),
  ...columnsOf(orderProducts, ['price', 'quantity', 'discount', 'refund_id']),
};

/** The course lines of the orders `ids`, each with its course's titles and link and its plan's name. */
export function courseLinesOf(db: Db, ids: number[]) {
  return db
    .select(courseLineColumns)
    .from(orderCourses)
    .innerJoin(courses, eq(courses.id, orderCourses.course_id))
    .leftJoin(pricingPlans, eq(pricingPlans.id, orderCourses.pricing_plan_id))
    .where(inArray(orderCourses.order_id, ids))
    .orderBy(orderCourses.id);
}

/** The product lines of the orders `ids`, each with its product's titles. */
export function productLinesOf(db: Db, ids: number[]) {
  return db
    .select(productLineColumns)
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.product_id))
    .where(inArray(orderProducts.order_id, ids))
    .orderBy(orderProducts.id);
}
