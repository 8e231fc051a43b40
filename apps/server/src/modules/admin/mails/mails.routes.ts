// /private/admin/mails: the mail outbox (list, one mail, a fresh copy queued again). Administrators only.
import { MailListQuerySchema, MailOneSchema, MailPageSchema, MailResentSchema } from '@rian/contracts/admin/mails';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { getMail } from './get-mail.ts';
import { listMails } from './list-mails.ts';
import { resendMail } from './resend-mail.ts';

const tag = 'mails';

export function mailRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'mails',
    summary: 'The mail outbox, newest first: status, kind, Thai days, and words over the recipient and the subject',
    query: MailListQuerySchema,
    response: MailPageSchema,
    page: true,
    handle: ({ query }) => listMails(admin.db, query),
  });
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'mails/:id',
    summary: 'One mail: recipient, subject, text and HTML, with any password or password-reset link masked',
    params: idParams,
    response: MailOneSchema,
    handle: ({ params }) => getMail(admin.db, params.id),
  });
  adminRoute(app, requireAdmin, {
    tag,
    method: 'POST',
    path: 'mails/:id/resend',
    summary: 'Queue a fresh copy of a mail to the same address (not a mail with a password or a reset link)',
    params: idParams,
    status: 201,
    response: MailResentSchema,
    handle: ({ params, actor }) => resendMail(admin, actor, params.id, admin.bankTransfer?.kickMail),
  });
}
