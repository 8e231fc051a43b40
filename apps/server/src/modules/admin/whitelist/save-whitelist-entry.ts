// Adding, correcting and removing an e-mail of the whitelist (spec §8 WHITELIST_USER_DENIED): with the
// whitelist mode on, only these e-mails may sign in. An e-mail is kept once, whatever its case.
import { eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminWhitelistEntry, WhitelistCreate } from '@rian/contracts/admin/whitelist';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { createAudited, deleteAudited, takenByAnother, updateAudited, type AuditedRecord } from '../audited-write.ts';
import { loadWhitelistEntry } from './whitelist-view.ts';

const { whitelistEmails } = schema;

async function checkFree(tx: Tx, email: string, id?: number): Promise<void> {
  const same = sql`lower(${whitelistEmails.email}) = ${email.toLowerCase()}`;
  if (await takenByAnother(tx, whitelistEmails.id, same, id))
    throw new DomainError('DUPLICATE_EMAIL', 'This e-mail is already on the whitelist', [{ path: '/email', message: 'taken' }]);
}

const entry: AuditedRecord<AdminWhitelistEntry> = { entity: 'whitelist', area: 'site', load: loadWhitelistEntry };

export function addWhitelistEntry(ctx: AdminContext, actor: Actor, input: WhitelistCreate): Promise<AdminWhitelistEntry> {
  return createAudited(ctx, actor, entry, async (tx) => {
    await checkFree(tx, input.email);
    const [row] = await tx.insert(whitelistEmails).values(input).returning({ id: whitelistEmails.id });
    return row!.id;
  });
}

export function updateWhitelistEntry(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  input: WhitelistCreate,
): Promise<AdminWhitelistEntry> {
  return updateAudited(ctx, actor, entry, id, async (tx) => {
    await checkFree(tx, input.email, id);
    await tx.update(whitelistEmails).set(input).where(eq(whitelistEmails.id, id));
  });
}

export function removeWhitelistEntry(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, entry, id, async (tx) => {
    await tx.delete(whitelistEmails).where(eq(whitelistEmails.id, id));
  });
}
