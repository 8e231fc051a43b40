// What a push's answer means for its row, and the request the adapter makes.
import { describe, expect, it } from 'vitest';
import { classifyPushAnswer, lineMessagingChannel } from './line-messaging.ts';

describe('classifyPushAnswer', () => {
  it.each([
    [200, '{}', { ok: true }],
    [409, '{"message":"The retry key is already accepted"}', { ok: true }],
    [401, '{"message":"Authentication failed."}', { ok: false, retry: true, error: 'LINE answered 401: Authentication failed.' }],
    [429, '', { ok: false, retry: true, error: 'LINE answered 429' }],
    [500, 'oops', { ok: false, retry: true, error: 'LINE answered 500' }],
    [
      400,
      '{"message":"The request body has 1 error(s)"}',
      { ok: false, retry: false, error: 'LINE answered 400: The request body has 1 error(s)' },
    ],
  ])('%i', (status, body, expected) => {
    expect(classifyPushAnswer(status, body)).toEqual(expected);
  });
});

describe('lineMessagingChannel', () => {
  it('POSTs the push with the bearer, the retry key and one text message', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetchStub = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const line = lineMessagingChannel({ baseUrl: 'https://api.line.me', token: 'tok', to: 'Uabc', fetch: fetchStub });
    expect(await line.send('สวัสดี', { retryKey: '123e4567-e89b-12d3-a456-426614174000' })).toEqual({ ok: true });
    expect(seen[0]!.url).toBe('https://api.line.me/v2/bot/message/push');
    expect(seen[0]!.init.headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-line-retry-key': '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({ to: 'Uabc', messages: [{ type: 'text', text: 'สวัสดี' }] });
  });

  it('counts an unreachable LINE as worth retrying', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const line = lineMessagingChannel({ baseUrl: 'https://api.line.me', token: 't', to: 'U', fetch: failing });
    expect(await line.send('x', { retryKey: 'k' })).toEqual({ ok: false, retry: true, error: 'LINE not reached: TypeError' });
  });
});
