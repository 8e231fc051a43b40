// The browser's guest id (spec §6): a random UUID the browser keeps and sends in a header; it owns
// a cart and uploads until a log-in or registration moves them to an account. Page requests carry
// it in a cookie instead (the web app's lib/guest.ts writes both), so the server can draw /cart.
import type { FastifyRequest } from 'fastify';
import { GUEST_COOKIE, GUEST_ID_HEADER, GuestIdSchema } from '@rian/contracts/session';

function wellFormed(raw: unknown): string | null {
  const parsed = GuestIdSchema.safeParse(typeof raw === 'string' ? raw.toLowerCase() : undefined);
  return parsed.success ? parsed.data : null;
}

/** The request's guest id when it carries a well-formed one, else null. */
export function guestIdOf(req: FastifyRequest): string | null {
  return wellFormed(req.headers[GUEST_ID_HEADER]);
}

/** The guest id of a page request's cookie when it is well formed, else null. */
export function guestCookieOf(req: FastifyRequest): string | null {
  return wellFormed(req.cookies?.[GUEST_COOKIE]);
}
