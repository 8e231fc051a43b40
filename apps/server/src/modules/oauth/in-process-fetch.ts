// openid-client's HTTP in OAUTH_MODE=sandbox: the local identity provider, reached in process.
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

/**
 * openid-client's HTTP in sandbox mode: the token and profile calls to /sandbox/oauth/ go through
 * app.inject, in process. That works the same with a listening server, behind any proxy, and in
 * tests (which have no listener); nothing else may be fetched in sandbox mode.
 */
export function inProcessFetch(app: Pick<FastifyInstance, 'inject'>, prefix: string): CustomFetch {
  return async (url, options) => {
    if (!url.startsWith(prefix)) throw new Error('sandbox social log-in reaches only the local identity provider');
    const target = new URL(url);
    // No compressed answer: a Response built from the raw payload would not inflate it.
    const headers = Object.fromEntries(Object.entries(options.headers).filter(([k]) => k.toLowerCase() !== 'accept-encoding'));
    const body = options.body;
    let payload: string | Buffer | undefined;
    if (body === undefined || body === null) payload = undefined;
    else if (typeof body === 'string') payload = body;
    else if (body instanceof URLSearchParams) payload = body.toString();
    else if (body instanceof Uint8Array) payload = Buffer.from(body);
    else if (body instanceof ArrayBuffer) payload = Buffer.from(new Uint8Array(body));
    else throw new Error('streamed request bodies are not used by the sandbox');
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const one of v) out.append(k, one);
      else out.set(k, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}
