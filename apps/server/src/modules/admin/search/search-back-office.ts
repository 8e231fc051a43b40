// The back office's search box: every word of q in the courses, products, orders, members, custom
// pages and coupons, a few of each kind, newest first. The lists' own searches (searchAll) decide
// what matches, so a hit here is a row the kind's list would show for the same words.
import { desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@rian/db';
import { ADMIN_SEARCH_PER_KIND, type AdminSearchHit, type AdminSearchKind } from '@rian/contracts/admin/search';
import { searchAll } from '../list-page.ts';

const { courses, products, orders, users, customPages, coupons } = schema;

type Row = { id: number; title: string; detail: string | null };

/** One kind's hits: its rows whose columns hold every word, newest first. */
async function hitsOf(
  kind: AdminSearchKind,
  rows: PgSelect,
  words: SQL | undefined,
  newest: AnyColumn,
): Promise<AdminSearchHit[]> {
  const found = (await rows.where(words).orderBy(desc(newest)).limit(ADMIN_SEARCH_PER_KIND)) as Row[];
  return found.map((r) => ({ kind, id: r.id, title: r.title, detail: r.detail || null }));
}

const fullName = sql<string>`trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, ''))`;

export async function searchBackOffice(db: Db, q: string | undefined): Promise<AdminSearchHit[]> {
  if (!q?.trim()) return [];
  const kinds = await Promise.all([
    hitsOf(
      'course',
      db.select({ id: courses.id, title: courses.title, detail: courses.slug }).from(courses).$dynamic(),
      searchAll(q, [courses.title, courses.title_en, courses.slug]),
      courses.id,
    ),
    hitsOf(
      'product',
      db.select({ id: products.id, title: products.title, detail: products.sku }).from(products).$dynamic(),
      searchAll(q, [products.title, products.title_en, products.slug, products.sku]),
      products.id,
    ),
    hitsOf(
      'order',
      db
        .select({
          id: orders.id,
          title: sql<string>`'#' || ${orders.id}`,
          detail: sql<string>`${fullName} || ' · ' || ${orders.email}`,
        })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.user_id))
        .$dynamic(),
      searchAll(q, [users.firstname, users.lastname, orders.email, orders.tel, orders.order_token, sql`${orders.id}::text`]),
      orders.id,
    ),
    hitsOf(
      'user',
      db.select({ id: users.id, title: fullName, detail: users.email }).from(users).$dynamic(),
      searchAll(q, [users.firstname, users.lastname, users.email, users.tel, users.username, users.nickname]),
      users.id,
    ),
    hitsOf(
      'page',
      db.select({ id: customPages.id, title: customPages.title, detail: customPages.slug }).from(customPages).$dynamic(),
      searchAll(q, [customPages.title, customPages.title_en, customPages.slug]),
      customPages.id,
    ),
    hitsOf(
      'coupon',
      db.select({ id: coupons.id, title: coupons.code, detail: coupons.name }).from(coupons).$dynamic(),
      searchAll(q, [coupons.code, coupons.name]),
      coupons.id,
    ),
  ]);
  return kinds.flat();
}
