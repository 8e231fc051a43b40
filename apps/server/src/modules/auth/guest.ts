// The browser's guest id (spec §6): a random UUID the browser keeps and sends in a header; it owns
// a cart and uploads until a log-in or registration moves them to an account.
import type { FastifyRequest } from 'fastify';
import { GUEST_ID_HEADER, GuestIdSchema } from '@rian/contracts/session';

/** The request's guest id when it carries a well-formed one, else null. */
export function guestIdOf(req: FastifyRequest): string | null {
  const raw = req.headers[GUEST_ID_HEADER];
  const parsed = GuestIdSchema.safeParse(typeof raw === 'string' ? raw.toLowerCase() : undefined);
  return parsed.success ? parsed.data : null;
}
