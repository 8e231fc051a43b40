// A page's HTML is revalidated, not refetched (architecture.md, performance budget): every answer
// carries a strong ETag made from its bytes, and a browser holding the same bytes gets a 304.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this ETag ("*" names any). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag;
  });
}

/** Sends `html` with its ETag, or 304 and no body when the browser already holds it (200s only). */
export function sendCacheable(reply: FastifyReply, status: number, html: string): FastifyReply {
  const etag = strongEtag(html);
  reply.header('etag', etag);
  if (status === 200 && matchesEtag(reply.request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.status(status).send(html);
}
