// The storefront's texts in the back office: every catalogue key with its defaults and overrides,
// searched by key or by any of its texts, in key order.
import { schema } from '@rian/db';
import type { AdminText, TextListQuery } from '@rian/contracts/admin/texts';
import type { AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { pageAnswer, paging } from '../list-page.ts';
import { storefrontCatalogue } from './text-catalogue.ts';

const { textOverrides } = schema;

/** key → { th, en } of every override. */
export async function overridesByKey(
  db: AdminContext['db'] | Tx,
): Promise<Map<string, { th: string | null; en: string | null }>> {
  const rows = await db
    .select({ key: textOverrides.key, lang: textOverrides.lang, value: textOverrides.value })
    .from(textOverrides);
  const out = new Map<string, { th: string | null; en: string | null }>();
  for (const r of rows) {
    const o = out.get(r.key) ?? { th: null, en: null };
    if (r.lang === 'th' || r.lang === 'en') o[r.lang] = r.value;
    out.set(r.key, o);
  }
  return out;
}

function matches(t: AdminText, words: string[]): boolean {
  const hay = [t.key, t.default_th, t.default_en, t.th ?? '', t.en ?? ''].join('\n').toLowerCase();
  return words.every((w) => hay.includes(w));
}

export async function listTexts(ctx: AdminContext, query: TextListQuery) {
  const p = paging(query);
  const overrides = await overridesByKey(ctx.db);
  const words = (query.q ?? '').toLowerCase().trim().split(/\s+/).filter(Boolean).slice(0, 5);
  let texts: AdminText[] = storefrontCatalogue().list.map((c) => {
    const o = overrides.get(c.key);
    return { id: c.key, key: c.key, default_th: c.th, default_en: c.en, th: o?.th ?? null, en: o?.en ?? null };
  });
  if (words.length) texts = texts.filter((t) => matches(t, words));
  if (query.overridden === '1') texts = texts.filter((t) => t.th !== null || t.en !== null);
  if (query.sort === '-key') texts.reverse();
  return pageAnswer(texts.slice(p.offset, p.offset + p.perPage), texts.length, p);
}
