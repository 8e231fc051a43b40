// GET /private/admin/mails/{id}: one mail as written, its credentials masked (mask-mail.ts): the
// back office never shows a password-reset token or link, nor a generated password.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { AdminMailDetail } from '@rian/contracts/admin/mails';
import { loadRow } from '../audited-write.ts';
import type { Tx } from '../audit/record-audit.ts';
import { mailRow } from './list-mails.ts';
import { maskMail, resendable } from './mask-mail.ts';

const { mailOutbox } = schema;

export async function getMail(db: Db | Tx, id: number): Promise<AdminMailDetail> {
  const row = await loadRow(db, mailOutbox, id, false, 'No such mail');
  const shown = maskMail(row.text_body, row.html_body);
  return {
    ...mailRow(row),
    text: shown.text,
    html: shown.html,
    masked: shown.masked,
    resendable: resendable(row.kind, shown.masked),
    next_attempt_at: row.next_attempt_at.toISOString(),
  };
}

/** The stored row, unmasked: for the resend only, never answered. */
export async function storedMail(tx: Tx, id: number) {
  const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
  return row;
}
