// Payments (spec §7 "Orders and payments"). Every start call answers the spec's fields plus
// `action`: what the browser does next (redirect, post a form, show a QR, nothing). Amounts are never
// taken from the browser: the server charges the order's total.
import * as z from 'zod/mini';
import { ATTEMPT_STATUSES } from '@rian/domain/lifecycles/payment-attempt';
import { IdLikeSchema, okResponse } from './common.ts';

const IdLike = IdLikeSchema;

export const PaymentActionSchema = z.union([
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('form'), url: z.string(), fields: z.record(z.string(), z.string()) }),
  z.object({
    type: z.literal('qr'),
    image: z.string(),
    expiresAt: z.nullable(z.string()),
    sandboxUrl: z.optional(z.string()),
  }),
  z.object({ type: z.literal('none') }),
]);
export type PaymentActionView = z.infer<typeof PaymentActionSchema>;

export { ATTEMPT_STATUSES, type AttemptStatus } from '@rian/domain/lifecycles/payment-attempt';

/** Common to every start answer: the attempt's reference (for the result page) and the action. */
const Started = {
  reference: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  action: PaymentActionSchema,
  order_token: z.string(),
};

/** Body of the start calls: the order to pay. Other fields of the spec's bodies are accepted and ignored. */
export const StartBodySchema = z.looseObject({ orderId: IdLike });
export const StartSnakeBodySchema = z.looseObject({ order_id: IdLike });

/** GET /api/omise/creditcard/applicationid and /api/omise/promptpay/applicationid: public key only. */
export const OmiseKeyResponseSchema = okResponse(z.object({ publicKey: z.string(), vaultUrl: z.string() }));

/** POST /api/omise/creditcard {orderId, omise_token}. */
export const OmiseCardBodySchema = z.looseObject({
  orderId: IdLike,
  omise_token: z.string().check(z.regex(/^tokn_[A-Za-z0-9_]{1,64}$/)),
});
export const OmiseCardResponseSchema = okResponse(
  z.object({
    ...Started,
    charges: z.object({ status: z.string(), authorize_uri: z.nullable(z.string()) }),
    chargesDetails: z.nullable(z.object({ last_digits: z.string(), bank: z.string() })),
  }),
);

/** POST /api/omise/promptpay {orderId}: QrcodeUrl.image.download_uri (spec §7). */
export const OmisePromptPayResponseSchema = okResponse(
  z.object({ ...Started, QrcodeUrl: z.object({ image: z.object({ download_uri: z.string() }) }) }),
);

/** POST /api/payment/scb/qrcode/create {orderId}: status.code 1000 is success (spec §7). */
export const ScbQrResponseSchema = z.object({
  status: z.object({ code: z.number(), description: z.string() }),
  data: z.nullable(z.object({ ...Started, qrImage: z.string(), csExtExpiryTime: z.nullable(z.string()) })),
});

/** POST /api/payment/2c2p/payment/link {orderId} (installment) and /qr-code/link {order_id} (QR): result.webPaymentUrl. */
export const TwoC2pLinkResponseSchema = okResponse(z.object({ ...Started, result: z.object({ webPaymentUrl: z.string() }) }));

/** GET /api/payments/methods/3: the card hand-off's public settings. The signing secret is not here (spec §3 sent it; Rian does not). */
export const TwoC2pSettingsResponseSchema = okResponse(
  z.object({
    id: z.number(),
    application_id_1: z.string(),
    name_web: z.nullable(z.string()),
    /** Where the card form is (2C2P's hosted card page in the sandbox); null when not available. */
    cardPageUrl: z.nullable(z.string()),
  }),
);

/** POST /api/payment/2c2p/securepay: the card hand-off asks the server to sign its request (spec §2). */
export const TwoC2pSecurePayBodySchema = z.object({
  orderId: IdLike,
  encryptedCardInfo: z.string().check(z.minLength(1), z.maxLength(8192)),
  maskedCardInfo: z.optional(z.string().check(z.maxLength(32))),
  expMonthCardInfo: z.optional(z.string().check(z.maxLength(2))),
  expYearCardInfo: z.optional(z.string().check(z.maxLength(4))),
  cardholderName: z.optional(z.string().check(z.maxLength(100))),
});
export const TwoC2pSecurePayResponseSchema = okResponse(z.object({ ...Started }));

/** POST /api/gbprime (card) and /api/gbprime/promptpay: data.invoice_url for the card (spec §7). */
export const GbPrimeResponseSchema = okResponse(
  z.object({ ...Started, data: z.object({ invoice_url: z.nullable(z.string()) }) }),
);

/** POST /api/pay-solutions {order_id}: data.application_id_1 (merchant id) and data.course_ids (spec §7). */
export const PaySolutionsResponseSchema = okResponse(
  z.object({ ...Started, data: z.object({ application_id_1: z.string(), course_ids: z.array(z.number()) }) }),
);

/** POST /api/paypal/order {orderId}: the PayPal order to approve. */
export const PayPalOrderResponseSchema = okResponse(z.object({ ...Started, id: z.string() }));

/** GET /private/payments/attempts/{reference}: what became of one attempt (the result page polls it every 6 s). */
export const AttemptViewSchema = z.object({
  reference: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  payment_method_id: z.number(),
  order_id: z.number(),
  order_token: z.string(),
  payment_status: z.string(),
  failure_message: z.nullable(z.string()),
});
export const AttemptResponseSchema = okResponse(AttemptViewSchema);

/** The Socket.IO event 'order:status' (apps/server realtime): an order of the signed-in user was paid or rejected. */
export const ORDER_STATUS_EVENT = 'order:status';
export const OrderStatusEventSchema = z.object({
  orderId: z.number(),
  orderToken: z.string(),
  paymentStatus: z.enum(['approved', 'rejected']),
});
export type OrderStatusEvent = z.infer<typeof OrderStatusEventSchema>;

/**
 * The Socket.IO event 'server:draining': the instance this page is connected to is stopping. The
 * connection closes right after; the client's own reconnection reaches another instance (or this
 * one, restarted), and order news sent meanwhile is caught up by the §9 polling.
 */
export const SERVER_DRAINING_EVENT = 'server:draining';
