// Custom pages of the storefront, served at /page/{slug}, and the navigation menu of its header.
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './catalogue.ts';
import { bilingualText, createdAt, updatedAt } from './columns.ts';

/** A custom page: its body is HTML sanitised when written; a draft is not shown to visitors. */
export const customPages = pgTable(
  'custom_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    ...bilingualText('title'),
    ...bilingualText('body', ''),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    share_image_url: text('share_image_url'),
    is_published: boolean('is_published').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('custom_pages_slug').on(t.slug)],
);

/**
 * One item of the storefront header's menu: it leads to a custom page, a category or a URL (exactly
 * one of page_id, category_id, url is set, as `target` says). Deleting the page or category removes the item.
 */
export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  ...bilingualText('label'),
  target: text('target').notNull(),
  page_id: integer('page_id').references(() => customPages.id, { onDelete: 'cascade' }),
  category_id: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  url: text('url'),
  sort: integer('sort').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
