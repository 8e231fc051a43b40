// Who an upload belongs to (spec §6): a signed-in user, or the guest registering.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@rian/domain/errors';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import { guestIdOf } from '../auth/guest.ts';
import type { UploadOwner } from './uploads.service.ts';

/**
 * A signed-in user (through the full session guard, whitelist included), else the guest id a visitor
 * sends while registering. Read with lookup, not a guard, because a guest uploads the profile picture
 * before the account exists.
 */
export async function uploadOwnerOf(auth: Auth, req: FastifyRequest, reply: FastifyReply): Promise<UploadOwner> {
  const found = await auth.lookup(req);
  if (found.status === 'valid') {
    await auth.requireUser(req, reply);
    return { userId: userOf(req).id, guestId: null };
  }
  if (found.status === 'expired') auth.clearSessionCookie(reply);
  const guestId = guestIdOf(req);
  if (guestId) return { userId: null, guestId };
  throw new DomainError('PERMISSION_DENIED');
}
