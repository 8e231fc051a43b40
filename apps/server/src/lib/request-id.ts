// Request ids (docs/deploy.md "Logs"): a request keeps the X-Request-Id its proxy gave it when that
// is a plain token, or gets a new one; every log line of the request carries it as reqId, and the
// response names it in X-Request-Id, so a buyer's report, the proxy's log and Rian's log meet.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be: letters, digits and . _ : - only, up to 128 (no spaces, quotes or line breaks for the log). */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Fastify options: the id comes from requestIdFrom alone (not Fastify's unchecked header). */
export const requestIdOptions = { requestIdHeader: false as const, genReqId: requestIdFrom };

export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
