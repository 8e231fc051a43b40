// POST /private/admin/mails/{id}/resend: a fresh copy of the mail, to the same address, queued as a
// new outbox row (the original keeps its own history). A mail that carries a password or a reset
// link is MAIL_NOT_RESENDABLE. Audited with the new row's id and its recipient.
import { DomainError } from '@rian/domain/errors';
import type { AdminMailDetail } from '@rian/contracts/admin/mails';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { getMail, storedMail } from './get-mail.ts';
import { maskMail, resendable } from './mask-mail.ts';

export async function resendMail(ctx: AdminContext, actor: Actor, id: number, kick?: () => void): Promise<AdminMailDetail> {
  const copy = await ctx.db.transaction(async (tx) => {
    const row = await storedMail(tx, id);
    if (!row) throw new DomainError('NOT_FOUND', 'No such mail');
    if (!resendable(row.kind, maskMail(row.text_body, row.html_body).masked)) throw new DomainError('MAIL_NOT_RESENDABLE');
    const newId = await enqueueMail(tx, {
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
      userId: row.user_id,
    });
    await recordAudit(tx, actor, {
      action: 'resend',
      entity: 'mail',
      entityId: id,
      after: { copy_id: newId, to: row.to_address },
    });
    return getMail(tx, newId);
  });
  kick?.();
  return copy;
}
