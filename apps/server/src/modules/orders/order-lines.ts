// An order's lines as stored, for every reader (the buyer's order list, the back office's order list
// and order page): its courses with their plans, and its products, in the order they were added.
import { eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';

const { orderCourses, orderProducts, courses, products, pricingPlans } = schema;

/** The course lines of the orders `ids`, each with its course's titles and link and its plan's name. */
export function courseLinesOf(db: Db, ids: number[]) {
  return db
    .select({
      id: orderCourses.id,
      order_id: orderCourses.order_id,
      course_id: orderCourses.course_id,
      title: courses.title,
      title_en: courses.title_en,
      slug: courses.slug,
      pricing_plan_id: orderCourses.pricing_plan_id,
      plan_name: pricingPlans.name,
      price: orderCourses.price,
      discount: orderCourses.discount,
      refund_id: orderCourses.refund_id,
    })
    .from(orderCourses)
    .innerJoin(courses, eq(courses.id, orderCourses.course_id))
    .leftJoin(pricingPlans, eq(pricingPlans.id, orderCourses.pricing_plan_id))
    .where(inArray(orderCourses.order_id, ids))
    .orderBy(orderCourses.id);
}

/** The product lines of the orders `ids`, each with its product's titles. */
export function productLinesOf(db: Db, ids: number[]) {
  return db
    .select({
      id: orderProducts.id,
      order_id: orderProducts.order_id,
      product_id: orderProducts.product_id,
      title: products.title,
      title_en: products.title_en,
      price: orderProducts.price,
      quantity: orderProducts.quantity,
      discount: orderProducts.discount,
      refund_id: orderProducts.refund_id,
    })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.product_id))
    .where(inArray(orderProducts.order_id, ids))
    .orderBy(orderProducts.id);
}
