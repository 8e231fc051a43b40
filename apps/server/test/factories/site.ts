// What an administrator sets up for the whole site (spec §7 site calls): settings row 1, customised
// texts, custom registration labels, and the credentials of a payment method.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';

export type CustomLabelRow = typeof schema.customLabels.$inferSelect;

/** Writes the given columns of the settings row; an app reads them once rebuilt. */
export async function siteSettings(db: Db, values: Partial<typeof schema.siteSettings.$inferInsert>): Promise<void> {
  await db.update(schema.siteSettings).set(values).where(eq(schema.siteSettings.id, 1));
}

/** A customised text of one language (architecture.md, i18n). */
export async function aText(db: Db, lang: string, key: string, value: string): Promise<typeof schema.textOverrides.$inferSelect> {
  const [row] = await db.insert(schema.textOverrides).values({ lang, key, value }).returning();
  return row!;
}

let labels = 0;

/** An optional free-text registration field (spec §3 custom labels) unless `spec` says otherwise. */
export async function aCustomLabel(db: Db, spec: Partial<typeof schema.customLabels.$inferInsert> = {}): Promise<CustomLabelRow> {
  labels += 1;
  const [row] = await db
    .insert(schema.customLabels)
    .values({ type_label: 'inputtext', label: `ข้อมูลเพิ่มเติม ${labels}`, order_label: labels, ...spec })
    .returning();
  return row!;
}

/** Gives a payment method (spec §2 ids) a public id and a secret, as an administrator enters them. */
export async function methodCredentials(
  db: Db,
  methodId: number,
  credentials: { application_id_1?: string | null; secret_key?: string | null },
): Promise<void> {
  await db.update(schema.paymentMethods).set(credentials).where(eq(schema.paymentMethods.id, methodId));
}
