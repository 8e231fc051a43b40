// Adding, correcting and removing an e-mail of the whitelist (spec §8 WHITELIST_USER_DENIED): with the
// whitelist mode on, only these e-mails may sign in. An e-mail is kept once, whatever its case.
import { and, eq, ne, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminWhitelistEntry, WhitelistCreate } from '@rian/contracts/admin/whitelist';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit, type Tx } from '../audit/record-audit.ts';
import { loadWhitelistEntry } from './whitelist-view.ts';

const { whitelistEmails } = schema;

async function checkFree(tx: Tx, email: string, id?: number): Promise<void> {
  const same = sql`lower(${whitelistEmails.email}) = ${email.toLowerCase()}`;
  const [taken] = await tx
    .select({ id: whitelistEmails.id })
    .from(whitelistEmails)
    .where(id ? and(same, ne(whitelistEmails.id, id)) : same);
  if (taken)
    throw new DomainError('DUPLICATE_EMAIL', 'This e-mail is already on the whitelist', [{ path: '/email', message: 'taken' }]);
}

export async function addWhitelistEntry(ctx: AdminContext, actor: Actor, input: WhitelistCreate): Promise<AdminWhitelistEntry> {
  const made = await ctx.db.transaction(async (tx) => {
    await checkFree(tx, input.email);
    const [row] = await tx.insert(whitelistEmails).values(input).returning({ id: whitelistEmails.id });
    const after = await loadWhitelistEntry(tx, row!.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'whitelist', entityId: after.id, after });
    return after;
  });
  await ctx.changes.publish('site');
  return made;
}

export async function updateWhitelistEntry(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  input: WhitelistCreate,
): Promise<AdminWhitelistEntry> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await loadWhitelistEntry(tx, id);
    await checkFree(tx, input.email, id);
    await tx.update(whitelistEmails).set(input).where(eq(whitelistEmails.id, id));
    const after = await loadWhitelistEntry(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'whitelist', entityId: id, ...changedFields(before, after) });
    return after;
  });
  await ctx.changes.publish('site');
  return saved;
}

export async function removeWhitelistEntry(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadWhitelistEntry(tx, id);
    await tx.delete(whitelistEmails).where(eq(whitelistEmails.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'whitelist', entityId: id, before });
  });
  await ctx.changes.publish('site');
  return { id };
}
