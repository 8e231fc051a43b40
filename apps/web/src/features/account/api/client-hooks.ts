// What the account feature plugs into the api client (lib/api-client.ts configureApiClient): the
// guest id header on every call (spec §6) and the auth modals on a refused private call (spec §8).
import type { QueryClient } from '@tanstack/react-query';
import { GUEST_ID_HEADER } from '@rian/contracts/guest-id';
import type { ApiClientHooks } from '../../../lib/api-client.ts';
import { authModalForError, openAuthModal } from '../../../lib/auth-modals.ts';
import { peekGuestId } from '../../../lib/guest.ts';
import { applySignedOut, believesSignedIn } from '../../../lib/session.ts';

export function accountApiHooks(client: QueryClient): ApiClientHooks {
  return {
    headers: (): Record<string, string> => {
      const id = peekGuestId();
      return id ? { [GUEST_ID_HEADER]: id } : {};
    },
    onError: (error, path) => {
      const modal = authModalForError(error, path, believesSignedIn(client));
      if (modal === null) return;
      // The session is over on the server: the header turns back to "log in" under the notice.
      if (modal === 'sessionExpired') applySignedOut(client, 'expired');
      openAuthModal(modal);
    },
  };
}
