// Writing mail (architecture.md "e-mail"): every message goes into mail_outbox, inside the caller's
// transaction when it has one, so a message exists exactly when what caused it was committed. The
// sender sweep (mail.sender.ts) delivers pending rows over SMTP when SMTP_URL is set.
import { schema, type Db } from '@rian/db';

export interface OutgoingMail {
  kind: 'welcome' | 'password_reset' | 'password_changed' | (string & {});
  to: string;
  subject: string;
  text: string;
  html?: string;
  userId?: number | null;
}

/** Anything that can insert: the Db or a transaction of it. */
export type Inserter = Pick<Db, 'insert'>;

export async function enqueueMail(db: Inserter, mail: OutgoingMail): Promise<number> {
  const rows = await db
    .insert(schema.mailOutbox)
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      user_id: mail.userId ?? null,
    })
    .returning({ id: schema.mailOutbox.id });
  return rows[0]!.id;
}
