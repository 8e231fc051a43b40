import { describe, expect, it } from 'vitest';
import {
  afterPayment,
  attemptPhase,
  failureMode,
  formatCountdown,
  handOffOrderId,
  isOnlineMethod,
  methodKind,
  omiseCardOutcome,
  ONLINE_METHOD_IDS,
  ORDER_LIST_PATH,
  parseOrderId,
  parseReference,
  qrImageSrc,
  readCardHandOff,
  remainingMs,
  resolveAction,
  safeUrl,
  settledStatus,
  startCall,
} from './payment-plan.ts';

describe('startCall: method → start call (contracts/payments.ts)', () => {
  it.each([
    [2, 'POST', '/api/paypal/order', { orderId: 42 }],
    [3, 'GET', '/api/payments/methods/3?orderId=42', undefined],
    [4, 'POST', '/api/payment/scb/qrcode/create', { orderId: 42 }],
    [9, 'POST', '/api/omise/promptpay', { orderId: 42 }],
    [10, 'POST', '/api/payment/2c2p/payment/link', { orderId: 42 }],
    [11, 'POST', '/api/gbprime', { orderId: 42 }],
    [12, 'POST', '/api/gbprime/promptpay', { orderId: 42 }],
    [13, 'POST', '/api/pay-solutions', { order_id: 42 }],
    [15, 'POST', '/api/payment/2c2p/qr-code/link', { order_id: 42 }],
  ] as const)('method %i', (id, method, path, body) => {
    const call = startCall(id, 42);
    expect(call.method).toBe(method);
    expect(call.path).toBe(path);
    expect(call.body).toEqual(body);
  });

  it('knows the ten online methods, and not bank transfer or unknown ids', () => {
    expect(ONLINE_METHOD_IDS).toHaveLength(10);
    expect(isOnlineMethod(8)).toBe(true);
    expect(isOnlineMethod(1)).toBe(false);
    expect(isOnlineMethod(5)).toBe(false);
    expect(isOnlineMethod(null)).toBe(false);
  });

  it('shows a card form for 8, a QR for 4, 9, 12, a form post for 11, 13, a redirect otherwise', () => {
    expect(ONLINE_METHOD_IDS.map((id) => [id, methodKind(id)])).toEqual([
      [2, 'redirect'],
      [3, 'redirect'],
      [4, 'qr'],
      [8, 'card'],
      [9, 'qr'],
      [10, 'redirect'],
      [11, 'form'],
      [12, 'qr'],
      [13, 'form'],
      [15, 'redirect'],
    ]);
  });
});

describe('failureMode (spec §8)', () => {
  it('SCB offers Try again, the 2C2P installment link goes silently to the orders, the rest retry', () => {
    expect(failureMode(4)).toBe('scbRetry');
    expect(failureMode(10)).toBe('toOrders');
    for (const id of [2, 3, 8, 9, 11, 12, 13, 15] as const) expect(failureMode(id)).toBe('retry');
  });
});

describe('resolveAction: what the browser does with a start answer', () => {
  it("keeps the server's redirect and form actions", () => {
    expect(resolveAction(2, { type: 'redirect', url: 'https://paypal.test/approve' })).toEqual({
      type: 'redirect',
      url: 'https://paypal.test/approve',
    });
    const form = { type: 'form' as const, url: 'https://pay.test/epaylink', fields: { refno: '42120000', total: '1500.00' } };
    expect(resolveAction(13, form)).toEqual(form);
  });

  it('turns a bare base64 QR into an image source and fills the expiry from the spec field', () => {
    expect(
      resolveAction(4, { type: 'qr', image: 'iVBORw0KGgo=', expiresAt: null }, { expiresAt: '2026-01-05T10:00:00Z' }),
    ).toEqual({
      type: 'qr',
      image: 'data:image/png;base64,iVBORw0KGgo=',
      expiresAt: '2026-01-05T10:00:00Z',
    });
  });

  it('keeps the sandbox link of a QR', () => {
    const qr = { type: 'qr' as const, image: '/sandbox/omise/qr/1.png', expiresAt: null, sandboxUrl: '/sandbox/omise/scan/1' };
    expect(resolveAction(9, qr)).toEqual(qr);
  });

  it("falls back to the spec's own fields when the action is unusable", () => {
    expect(resolveAction(10, { type: 'redirect', url: '' }, { redirectUrl: 'https://2c2p.test/pay' })).toEqual({
      type: 'redirect',
      url: 'https://2c2p.test/pay',
    });
    expect(resolveAction(9, { type: 'none' }, { qrImage: 'https://omise.test/qr.png' })).toEqual({
      type: 'qr',
      image: 'https://omise.test/qr.png',
      expiresAt: null,
    });
    // Method 3's settings carry only the card page.
    expect(resolveAction(3, null, { redirectUrl: '/sandbox/2c2p/card' })).toEqual({
      type: 'redirect',
      url: '/sandbox/2c2p/card',
    });
  });

  it('is null when nothing can be done: the step reports a failure instead of a dead button', () => {
    expect(resolveAction(3, null, { redirectUrl: null })).toBeNull();
    expect(resolveAction(12, { type: 'qr', image: ' ', expiresAt: null })).toBeNull();
    // 'none' means paid only for a charge: a QR method answering it did not start.
    expect(resolveAction(9, { type: 'none' })).toBeNull();
    expect(resolveAction(8, { type: 'none' })).toEqual({ type: 'none' });
  });

  it('qrImageSrc leaves URLs and data URIs alone', () => {
    expect(qrImageSrc('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(qrImageSrc('https://x.test/q.png')).toBe('https://x.test/q.png');
    expect(qrImageSrc('/sandbox/q.png')).toBe('/sandbox/q.png');
  });
});

describe('safeUrl', () => {
  it('lets web addresses through and resolves relative ones', () => {
    expect(safeUrl('https://pay.test/a?b=1', 'https://rian.test')).toBe('https://pay.test/a?b=1');
    expect(safeUrl('/sandbox/omise/3ds/1', 'https://rian.test')).toBe('https://rian.test/sandbox/omise/3ds/1');
  });
  it('refuses other schemes', () => {
    expect(safeUrl('javascript:alert(1)', 'https://rian.test')).toBeNull();
    expect(safeUrl('data:text/html,hi', 'https://rian.test')).toBeNull();
  });
});

describe('omiseCardOutcome (spec §4 Omise card charge)', () => {
  it.each([
    [
      'successful charge',
      { status: 'paid', charges: { status: 'successful', authorize_uri: null }, action: { type: 'none' } },
      'paid',
    ],
    [
      'failed charge',
      { status: 'failed', charges: { status: 'failed', authorize_uri: null }, action: { type: 'none' } },
      'failed',
    ],
    [
      'amount mismatch',
      { status: 'mismatch', charges: { status: 'failed', authorize_uri: null }, action: { type: 'none' } },
      'failed',
    ],
    [
      '3-D Secure',
      {
        status: 'pending',
        charges: { status: 'pending', authorize_uri: 'https://bank.test/3ds' },
        action: { type: 'redirect', url: 'https://bank.test/3ds' },
      },
      'authorize',
    ],
    [
      '3-D Secure told only by the charge',
      { status: 'pending', charges: { status: 'pending', authorize_uri: 'https://bank.test/3ds' }, action: { type: 'none' } },
      'authorize',
    ],
    [
      'pending without a page',
      { status: 'pending', charges: { status: 'pending', authorize_uri: null }, action: { type: 'none' } },
      'waiting',
    ],
  ] as const)('%s', (_name, answer, outcome) => {
    expect(omiseCardOutcome(answer)).toBe(outcome);
  });
});

describe('afterPayment: where the buyer goes (spec §4, §9 delays)', () => {
  it('approved: thank-you after 500 ms when the site has it on', () => {
    expect(afterPayment('approved', 'tok_AbCdEf0123456789', { thankYouPage: true })).toEqual({
      to: '/thankyou?orderId=tok_AbCdEf0123456789',
      delayMs: 500,
    });
  });
  it('approved: the order list after 1000 ms otherwise, or without a token', () => {
    expect(afterPayment('approved', 'tok', { thankYouPage: false })).toEqual({ to: ORDER_LIST_PATH, delayMs: 1000 });
    expect(afterPayment('approved', null, { thankYouPage: true })).toEqual({ to: ORDER_LIST_PATH, delayMs: 1000 });
  });
  it('approved on layout four without a thank-you page: stays on the step', () => {
    expect(afterPayment('approved', 'tok', { thankYouPage: false, layoutFour: true })).toBeNull();
    expect(afterPayment('approved', 'tok', { thankYouPage: true, layoutFour: true })?.to).toBe('/thankyou?orderId=tok');
  });
  it('rejected: the order list, whatever the settings', () => {
    expect(afterPayment('rejected', 'tok', { thankYouPage: true, layoutFour: true })).toEqual({
      to: ORDER_LIST_PATH,
      delayMs: 1000,
    });
  });
  it('encodes the token', () => {
    expect(afterPayment('approved', 'a b&c', { thankYouPage: true })?.to).toBe('/thankyou?orderId=a%20b%26c');
  });
});

describe('settled states', () => {
  it('payment_status approved and rejected end the wait; pending does not', () => {
    expect(settledStatus('approved')).toBe('approved');
    expect(settledStatus('rejected')).toBe('rejected');
    expect(settledStatus('pending')).toBeNull();
    expect(settledStatus(undefined)).toBeNull();
  });
  it('attempts: started and pending wait, paid is paid, failed and mismatch failed', () => {
    expect(['started', 'pending', 'paid', 'failed', 'mismatch'].map(attemptPhase)).toEqual([
      'waiting',
      'waiting',
      'paid',
      'failed',
      'failed',
    ]);
  });
});

describe('card hand-off (spec §2, §5 "order id from path must parse as an integer, else fallback")', () => {
  it.each([
    ['42', null, 42],
    ['42', '7', 42],
    [undefined, '7', 7],
    ['', '7', 7],
    ['42abc', '7', 7],
    ['-3', '7', 7],
    ['0', '7', 7],
    ['4.5', '7', 7],
    ['99999999999', '7', 7],
    [undefined, null, null],
    ['abc', 'xyz', null],
  ] as const)('path %s, state %s → %s', (path, stored, expected) => {
    expect(handOffOrderId(path, stored)).toBe(expected);
  });

  it('parseOrderId accepts the largest 32-bit id only', () => {
    expect(parseOrderId('2147483647')).toBe(2147483647);
    expect(parseOrderId('2147483648')).toBeNull();
  });

  it('submits only with encryptedCardInfo, carrying the other fields when present', () => {
    expect(readCardHandOff(new URLSearchParams('maskedCardInfo=4111XXXXXXXX1111'))).toBeNull();
    expect(readCardHandOff(new URLSearchParams('encryptedCardInfo=%20'))).toBeNull();
    expect(
      readCardHandOff(
        new URLSearchParams('encryptedCardInfo=ENC%2B1&maskedCardInfo=411111XXXXXX1111&expMonthCardInfo=12&expYearCardInfo=2030'),
      ),
    ).toEqual({
      encryptedCardInfo: 'ENC+1',
      maskedCardInfo: '411111XXXXXX1111',
      expMonthCardInfo: '12',
      expYearCardInfo: '2030',
    });
    expect(readCardHandOff(new URLSearchParams('encryptedCardInfo=E'))).toEqual({ encryptedCardInfo: 'E' });
  });
});

describe('result page reference', () => {
  it('accepts a reference and refuses empty or odd ones', () => {
    expect(parseReference('PAY0001ABC')).toBe('PAY0001ABC');
    expect(parseReference(null)).toBeNull();
    expect(parseReference('')).toBeNull();
    expect(parseReference('../orders')).toBeNull();
  });
});

describe('QR countdown', () => {
  const now = Date.parse('2026-01-05T10:00:00Z');
  it('counts down to the expiry and stops at zero', () => {
    expect(remainingMs('2026-01-05T10:05:00Z', now)).toBe(300_000);
    expect(remainingMs('2026-01-05T09:00:00Z', now)).toBe(0);
    expect(remainingMs(null, now)).toBeNull();
    expect(remainingMs('not a date', now)).toBeNull();
  });
  it('formats m:ss and h:mm:ss, rounding up the last second', () => {
    expect(formatCountdown(300_000)).toBe('5:00');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
