// What an administrator sets up for the whole site (spec §7 site calls): settings row 1, customised
// texts, custom registration labels, and the credentials of a payment method.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { SecretBox } from '../../src/lib/secret-box.ts';
import { insertRow, type Spec } from './rows.ts';

export type CustomLabelRow = typeof schema.customLabels.$inferSelect;

/** Writes the given columns of the settings row; an app reads them once rebuilt. */
export async function siteSettings(db: Db, values: Partial<typeof schema.siteSettings.$inferInsert>): Promise<void> {
  await db.update(schema.siteSettings).set(values).where(eq(schema.siteSettings.id, 1));
}

/** A customised text of one language (architecture.md, i18n). */
export async function aText(db: Db, lang: string, key: string, value: string): Promise<typeof schema.textOverrides.$inferSelect> {
  return insertRow(db, schema.textOverrides, { lang, key, value });
}

let labels = 0;

/** An optional free-text registration field (spec §3 custom labels) unless `spec` says otherwise. */
export async function aCustomLabel(db: Db, spec: Spec<typeof schema.customLabels> = {}): Promise<CustomLabelRow> {
  labels += 1;
  return insertRow(db, schema.customLabels, {
    type_label: 'inputtext',
    label: `ข้อมูลเพิ่มเติม ${labels}`,
    order_label: labels,
    ...spec,
  });
}

/** The sealing of a test app without RIAN_SECRETS_KEY outside production (lib/secret-box.ts's demo key). */
export const TEST_SECRET_BOX = SecretBox.fromEnv(undefined, false)!;

/**
 * Gives a payment method (spec §2 ids) a public id and a secret, as an administrator enters them: the
 * secret stored sealed, as the back office stores it.
 */
export async function methodCredentials(
  db: Db,
  methodId: number,
  credentials: { application_id_1?: string | null; secret_key?: string | null },
): Promise<void> {
  const { secret_key, ...rest } = credentials;
  const sealed = secret_key ? { secret_key: TEST_SECRET_BOX.seal(secret_key) } : secret_key === null ? { secret_key: null } : {};
  await db
    .update(schema.paymentMethods)
    .set({ ...rest, ...sealed })
    .where(eq(schema.paymentMethods.id, methodId));
}
