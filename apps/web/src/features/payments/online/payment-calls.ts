// The server calls of the online methods (packages/contracts/src/payments.ts; spec §7 "Orders and
// payments"). Each start call answers an action; startPayment reads every answer into that one shape.
import {
  AttemptResponseSchema,
  GbPrimeResponseSchema,
  OmiseCardResponseSchema,
  OmiseKeyResponseSchema,
  OmisePromptPayResponseSchema,
  PaySolutionsResponseSchema,
  PayPalOrderResponseSchema,
  ScbQrResponseSchema,
  TwoC2pLinkResponseSchema,
  TwoC2pSecurePayResponseSchema,
  TwoC2pSettingsResponseSchema,
  type PaymentActionView,
} from '@rian/contracts/payments';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { readVaultAnswer, vaultAuthorization, vaultBody, type CardFields } from './card-form.ts';
import { resolveAction, startCall, type OnlineMethodId, type StartedMethodId } from './payment-plan.ts';

/** A start call that answered without an action the browser can take (or SCB's status other than 1000). */
export class PaymentStartError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'PaymentStartError';
  }
}

export interface Started {
  action: PaymentActionView;
  /** The attempt, for the result page; null for method 3, whose attempt starts at the hand-off. */
  reference: string | null;
  orderToken: string | null;
}

/** spec §4 SCB: status.code 1000 is success. */
const SCB_SUCCESS = 1000;

function started(
  methodId: OnlineMethodId,
  action: PaymentActionView | null,
  meta: { reference: string; order_token: string } | null,
  fallbacks: Parameters<typeof resolveAction>[2],
): Started {
  const resolved = resolveAction(methodId, action, fallbacks);
  if (!resolved) throw new PaymentStartError(`method ${methodId}: no usable action`);
  return { action: resolved, reference: meta?.reference ?? null, orderToken: meta?.order_token ?? null };
}

/** Runs a method's start call (every online method but the Omise card, see payWithOmiseCard). */
export async function startPayment(methodId: StartedMethodId, orderId: number): Promise<Started> {
  const call = startCall(methodId, orderId);
  const options = { method: call.method, body: call.body };
  switch (call.answer) {
    case 'paypal': {
      const { data } = await apiRequest(call.path, PayPalOrderResponseSchema, options);
      return started(methodId, data.action, data, {});
    }
    case 'twoc2pSettings': {
      const { data } = await apiRequest(call.path, TwoC2pSettingsResponseSchema, options);
      return started(methodId, null, null, { redirectUrl: data.cardPageUrl });
    }
    case 'scb': {
      const res = await apiRequest(call.path, ScbQrResponseSchema, options);
      if (res.status.code !== SCB_SUCCESS || !res.data)
        throw new PaymentStartError(`SCB ${res.status.code} ${res.status.description}`);
      return started(methodId, res.data.action, res.data, { qrImage: res.data.qrImage, expiresAt: res.data.csExtExpiryTime });
    }
    case 'omisePromptPay': {
      const { data } = await apiRequest(call.path, OmisePromptPayResponseSchema, options);
      return started(methodId, data.action, data, { qrImage: data.QrcodeUrl.image.download_uri });
    }
    case 'twoc2pLink': {
      const { data } = await apiRequest(call.path, TwoC2pLinkResponseSchema, options);
      return started(methodId, data.action, data, { redirectUrl: data.result.webPaymentUrl });
    }
    case 'gbprime': {
      const { data } = await apiRequest(call.path, GbPrimeResponseSchema, options);
      return started(methodId, data.action, data, { redirectUrl: data.data.invoice_url });
    }
    case 'paySolutions': {
      const { data } = await apiRequest(call.path, PaySolutionsResponseSchema, options);
      return started(methodId, data.action, data, {});
    }
  }
}

/** The card was refused by the vault (before any charge): the buyer corrects it and tries again. */
export class CardTokenError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'CardTokenError';
  }
}

/** Tokenises the card in the browser with the public key (design/payments.md §5). */
export async function tokeniseCard(fields: CardFields): Promise<string> {
  const { data: key } = await apiGet('/api/omise/creditcard/applicationid', OmiseKeyResponseSchema);
  let res: Response;
  try {
    res = await fetch(`${key.vaultUrl.replace(/\/+$/, '')}/tokens`, {
      method: 'POST',
      // No cookies: the vault is the provider's, and the public key is the only credential it needs.
      credentials: 'omit',
      headers: { authorization: vaultAuthorization(key.publicKey), 'content-type': 'application/x-www-form-urlencoded' },
      body: vaultBody(fields),
    });
  } catch (cause) {
    throw new CardTokenError(cause instanceof Error ? cause.message : 'network error');
  }
  const answer = readVaultAnswer(await res.json().catch(() => undefined));
  if ('error' in answer) throw new CardTokenError(answer.error);
  return answer.token;
}

/** POST /api/omise/creditcard {orderId, omise_token}: the server charges the order's own total. */
export async function chargeOmiseCard(orderId: number, token: string) {
  const { data } = await apiRequest('/api/omise/creditcard', OmiseCardResponseSchema, {
    method: 'POST',
    body: { orderId, omise_token: token },
  });
  return data;
}

/** POST /api/payment/2c2p/securepay: the server signs the card hand-off's request (spec §2). */
export async function startCardHandOff(body: {
  orderId: number;
  encryptedCardInfo: string;
  maskedCardInfo?: string;
  expMonthCardInfo?: string;
  expYearCardInfo?: string;
}): Promise<PaymentActionView> {
  const { data } = await apiRequest('/api/payment/2c2p/securepay', TwoC2pSecurePayResponseSchema, { method: 'POST', body });
  return data.action;
}

/** GET /private/payments/attempts/{reference}: what became of one attempt. */
export async function fetchAttempt(reference: string, signal?: AbortSignal) {
  const { data } = await apiGet(`/private/payments/attempts/${encodeURIComponent(reference)}`, AttemptResponseSchema, signal);
  return data;
}
