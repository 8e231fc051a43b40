// The LINE adapter (docs/decisions/019-line-messaging.md): the administrators' notices go to a LINE
// user or group through the Messaging API's push call. LINE Notify closed in 2025 and is not used.
// One interface, `LineChannel.send(text)`, with the real client below; in sandbox mode the same client
// talks to the app's own sandbox (line-sandbox.ts) instead of api.line.me.

/** The Messaging API's host; the sandbox mounts the same paths under /sandbox/line. */
export const LINE_API_BASE = 'https://api.line.me';
/** The push call (https://developers.line.biz/en/reference/messaging-api/#send-push-message). */
export const LINE_PUSH_PATH = '/v2/bot/message/push';
/** A text message holds at most 5,000 characters. */
export const LINE_TEXT_MAX = 5_000;

/** What one push came to, for the sender to record. */
export type LineSendResult =
  | { ok: true }
  /** retry: worth trying again later with the same retry key (5xx, 429, a refused token, no answer); else given up. */
  | { ok: false; retry: boolean; error: string };

/**
 * Where the administrators' notices go on LINE.
 *
 * @example
 *   const line = lineMessagingChannel({ baseUrl: LINE_API_BASE, token, to: 'Uxxxxxxxx' });
 *   const result = await line.send('มีคำสั่งซื้อใหม่ #42', { retryKey: row.retry_key });
 *   if (!result.ok && result.retry) scheduleAgain();
 */
export interface LineChannel {
  /**
   * Pushes one text message. `retryKey` (a UUID) goes as X-Line-Retry-Key: LINE runs a request with a
   * given key once, and answers 409 to any repeat of it, which counts as delivered.
   */
  send(text: string, opts: { retryKey: string }): Promise<LineSendResult>;
}

export interface LineMessagingOptions {
  /** LINE_API_BASE, or `${publicUrl}/sandbox/line` in sandbox mode. */
  baseUrl: string;
  /** The channel access token: sent as the bearer, never logged or answered. */
  token: string;
  /** The user, group or room id. */
  to: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The Messaging API client: POST {baseUrl}/v2/bot/message/push. */
export function lineMessagingChannel(opts: LineMessagingOptions): LineChannel {
  const doFetch = opts.fetch ?? fetch;
  return {
    async send(text, { retryKey }) {
      let res: Response;
      try {
        res = await doFetch(`${opts.baseUrl}${LINE_PUSH_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${opts.token}`,
            'x-line-retry-key': retryKey,
          },
          body: JSON.stringify({ to: opts.to, messages: [{ type: 'text', text: text.slice(0, LINE_TEXT_MAX) }] }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (e) {
        return { ok: false, retry: true, error: `LINE not reached: ${(e as Error).name}` };
      }
      return classifyPushAnswer(res.status, await res.text().catch(() => ''));
    },
  };
}

/**
 * What a push's answer means. 200 sent; 409 an earlier request with this retry key was accepted
 * (sent). 401/403 a refused token: kept and tried again, since the administrator may fix the
 * setting (as a wrong SMTP password does not throw mail away). 429 and 5xx: later. Other 4xx (a
 * malformed request, an unknown target): given up.
 */
export function classifyPushAnswer(status: number, body: string): LineSendResult {
  if (status === 200 || status === 409) return { ok: true };
  // LINE's error body is { message, details }; it never echoes the token.
  let message: string;
  try {
    message = String((JSON.parse(body) as { message?: unknown }).message ?? '');
  } catch {
    message = '';
  }
  const error = `LINE answered ${status}${message ? `: ${message.slice(0, 200)}` : ''}`;
  const retry = status === 401 || status === 403 || status === 429 || status >= 500;
  return { ok: false, retry, error };
}
