// Adding, correcting and removing an e-mail of the whitelist (spec §8 WHITELIST_USER_DENIED): with the
// whitelist mode on, only these e-mails may sign in. An e-mail is kept once, whatever its case.
import { sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminWhitelistEntry, WhitelistCreate } from '@rian/contracts/admin/whitelist';
import type { Tx } from '../audit/record-audit.ts';
import { tableWrites, takenByAnother } from '../audited-write.ts';
import { loadWhitelistEntry } from './whitelist-view.ts';

const { whitelistEmails } = schema;

async function checkFree(tx: Tx, { email }: WhitelistCreate, id?: number): Promise<void> {
  const same = sql`lower(${whitelistEmails.email}) = ${email.toLowerCase()}`;
  if (await takenByAnother(tx, whitelistEmails.id, same, id))
    throw new DomainError('DUPLICATE_EMAIL', 'This e-mail is already on the whitelist', [{ path: '/email', message: 'taken' }]);
}

const entry = { entity: 'whitelist', area: 'site', load: loadWhitelistEntry, table: whitelistEmails } as const;

/** A correction sends the whole entry, as a new one does. */
export const whitelistWrites = tableWrites<AdminWhitelistEntry, typeof whitelistEmails, WhitelistCreate, WhitelistCreate>(entry, {
  check: checkFree,
});
