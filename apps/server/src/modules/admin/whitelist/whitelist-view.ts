// One e-mail of the whitelist as the back office reads it.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminWhitelistEntry } from '@rian/contracts/admin/whitelist';
import type { Tx } from '../audit/record-audit.ts';

const { whitelistEmails } = schema;

export const toAdminEntry = (row: typeof whitelistEmails.$inferSelect): AdminWhitelistEntry => ({
  id: row.id,
  email: row.email,
  created_at: row.created_at.toISOString(),
});

export async function loadWhitelistEntry(db: Db | Tx, id: number): Promise<AdminWhitelistEntry> {
  const [row] = await db.select().from(whitelistEmails).where(eq(whitelistEmails.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such whitelist e-mail');
  return toAdminEntry(row);
}
