// /private/admin/orders/{id}/withholding-certificate: an administrator uploads a certificate received by
// post or e-mail, accepts an uploaded one with what it says, or rejects it with a reason. Each answers
// the order as it now is. The file itself: modules/withholding/withholding.routes.ts.
import { OrderOneSchema } from '@rian/contracts/admin/orders';
import { WithholdingAcceptSchema, WithholdingRejectSchema, WithholdingUploadSchema } from '@rian/contracts/admin/withholding';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import {
  acceptWithholdingCertificate,
  rejectWithholdingCertificate,
  uploadWithholdingCertificate,
} from './decide-withholding-certificate.ts';

export function withholdingCertificateRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const route = (path: string, summary: string) => ({
    tag: 'orders',
    method: 'POST' as const,
    path: `orders/:id/withholding-certificate${path}`,
    summary,
    params: idParams,
    response: OrderOneSchema,
  });
  adminRoute(app, requireAdmin, {
    ...route('', 'Upload the withholding-tax certificate (50 ทวิ) of a paid order with withholding, received by post or e-mail'),
    body: WithholdingUploadSchema,
    handle: ({ params, body, actor }) => uploadWithholdingCertificate(admin, actor, params.id, body.upload),
  });
  adminRoute(app, requireAdmin, {
    ...route(
      '/accept',
      'Accept the uploaded certificate with its number, date and amount withheld; an amount other than the order’s ' +
        'withholding is WITHHOLDING_AMOUNT_MISMATCH unless a reason is given',
    ),
    body: WithholdingAcceptSchema,
    handle: ({ params, body, actor }) => acceptWithholdingCertificate(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    ...route('/reject', 'Reject the uploaded certificate with the reason the buyer reads; the buyer may upload again'),
    body: WithholdingRejectSchema,
    handle: ({ params, body, actor }) => rejectWithholdingCertificate(admin, actor, params.id, body.reason),
  });
}
