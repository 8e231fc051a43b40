// Overriding a storefront text (Thai and English) and going back to its default. The override shows
// at once for every visitor: the write publishes 'texts', and every instance forgets its memo of the
// texts (lib/content-changes.ts, through Redis when REDIS_URL is set).
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminText, TextOverride } from '@rian/contracts/admin/texts';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { overridesByKey } from './list-texts.ts';
import { storefrontCatalogue } from './text-catalogue.ts';

const { textOverrides } = schema;
const LANGS = ['th', 'en'] as const;

function defaultOf(key: string) {
  const found = storefrontCatalogue().byKey.get(key);
  if (!found) throw new DomainError('NOT_FOUND', 'No such text');
  return found;
}

async function textOf(tx: Tx, key: string): Promise<AdminText> {
  const d = defaultOf(key);
  const o = (await overridesByKey(tx)).get(key);
  return { id: key, key, default_th: d.th, default_en: d.en, th: o?.th ?? null, en: o?.en ?? null };
}

/** Sets the override of each language; an empty text (or the default itself) removes that language's override. */
export async function overrideText(ctx: AdminContext, actor: Actor, key: string, input: TextOverride): Promise<AdminText> {
  const d = defaultOf(key);
  return publishedWrite(ctx, 'texts', async (tx) => {
    const before = await textOf(tx, key);
    for (const lang of LANGS) {
      const value = input[lang];
      const where = and(eq(textOverrides.key, key), eq(textOverrides.lang, lang));
      if (value.trim() === '' || value === d[lang]) await tx.delete(textOverrides).where(where);
      else
        await tx
          .insert(textOverrides)
          .values({ key, lang, value })
          .onConflictDoUpdate({ target: [textOverrides.lang, textOverrides.key], set: { value, updated_at: ctx.clock() } });
    }
    const after = await textOf(tx, key);
    const was = { th: before.th, en: before.en };
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'text',
      entityId: key,
      before: was,
      after: { th: after.th, en: after.en },
    });
    return after;
  });
}

/** Back to the default in both languages. */
export async function resetText(ctx: AdminContext, actor: Actor, key: string): Promise<AdminText> {
  defaultOf(key);
  return publishedWrite(ctx, 'texts', async (tx) => {
    const before = await textOf(tx, key);
    await tx.delete(textOverrides).where(eq(textOverrides.key, key));
    await recordAudit(tx, actor, { action: 'delete', entity: 'text', entityId: key, before: { th: before.th, en: before.en } });
    return textOf(tx, key);
  });
}
