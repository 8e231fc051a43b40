// A custom labelled registration field as the back office reads it.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { CUSTOM_LABEL_TYPES, type CustomLabelType } from '@rian/domain/custom-labels';
import type { AdminCustomLabel } from '@rian/contracts/admin/custom-labels';
import type { Tx } from '../audit/record-audit.ts';

const { customLabels } = schema;
type Row = typeof customLabels.$inferSelect;

export function toAdminLabel(row: Row): AdminCustomLabel {
  const type = (CUSTOM_LABEL_TYPES as readonly string[]).includes(row.type_label)
    ? (row.type_label as CustomLabelType)
    : 'inputtext';
  return { ...row, type_label: type };
}

export async function loadCustomLabel(db: Db | Tx, id: number): Promise<AdminCustomLabel> {
  const [row] = await db.select().from(customLabels).where(eq(customLabels.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such custom label');
  return toAdminLabel(row);
}
