// Calls to a provider's API: a timeout on every call, JSON or form bodies, and a ProviderError with the
// provider's own code instead of a raw exception. Secrets go in headers or bodies, never in the message.
import { ProviderError } from './errors.ts';

export interface ProviderRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as text/plain (2C2P's Payment Action API takes its signed token so). */
  text?: string;
  /** Milliseconds (default 15 s). */
  timeoutMs?: number;
}

export interface ProviderResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  bytes: Buffer;
}

export async function providerFetch(provider: string, url: string, req: ProviderRequest = {}): Promise<ProviderResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  let body: string | undefined;
  if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  } else if (req.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(req.form).toString();
  } else if (req.text !== undefined) {
    headers['content-type'] = 'text/plain';
    body = req.text;
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: req.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(req.timeoutMs ?? 15_000),
      redirect: 'manual',
    });
  } catch (err) {
    throw new ProviderError(provider, `cannot reach ${new URL(url).host}: ${(err as Error).message}`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json, bytes };
}

/** Basic authentication header value. */
export function basicAuth(user: string, password = ''): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
