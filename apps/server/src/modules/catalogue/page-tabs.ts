// The extra tabs of a course's or a product's page (spec §3 "tabs"), in order, read as JSON inside
// the page's own statement. An English title or body left empty goes out as null, so the storefront
// falls back to the Thai one.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { columnsOf, schema } from '@rian/db';
import type { CatalogueTab } from '@rian/contracts';
import { fromJson, jsonList, jsonObject, type RowOf } from './json-rows.ts';

const { catalogueTabs } = schema;

export const TAB_COLUMNS = columnsOf(catalogueTabs, ['id', 'title', 'title_en', 'body', 'body_en']);

type TabRow = RowOf<typeof TAB_COLUMNS>;

/** The tabs whose `owner` column (course_id or product_id) is `ownerId`, as a JSON list. */
export function tabsJson(owner: 'course_id' | 'product_id', ownerId: AnyPgColumn): SQL {
  return jsonList(
    jsonObject(TAB_COLUMNS),
    sql`from ${catalogueTabs} where ${catalogueTabs[owner]} = ${ownerId}`,
    sql`${catalogueTabs.sort}, ${catalogueTabs.id}`,
  );
}

export function tabView(t: TabRow): CatalogueTab {
  return { id: t.id, title: t.title, title_en: t.title_en || null, body: t.body, body_en: t.body_en || null };
}

/** The tabs of tabsJson as the page shows them. */
export function tabsFromJson(json: Record<string, unknown>[]): CatalogueTab[] {
  return json.map((t) => tabView(fromJson(TAB_COLUMNS, t)));
}
