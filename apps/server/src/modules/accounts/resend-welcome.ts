// The welcome again, to the caller's own address (spec §7 /api/send/to/email/registration).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { enqueueMail } from '../mail/outbox.ts';
import { welcomeMail } from '../mail/templates.ts';
import type { AccountsDeps } from './accounts-deps.ts';

const { users } = schema;

export async function resendWelcome(deps: AccountsDeps, userId: number): Promise<void> {
  const site = await deps.site.settingsRow();
  const [u] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!u || !site) throw new DomainError('NOT_FOUND');
  // The password is not kept in clear, so the repeat names the username and the reset page.
  await enqueueMail(
    deps.db,
    welcomeMail({
      to: u.email,
      userId: u.id,
      siteTitle: site.title,
      publicUrl: deps.publicUrl,
      firstname: u.firstname,
      lastname: u.lastname,
      username: u.username,
      generatedPassword: null,
    }),
  );
  deps.mailer?.kick();
}
