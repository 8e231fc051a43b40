// The text to show for a failed call: the §8 catalogue's message in the UI language (the same
// catalogue the server writes its messages from), so a Thai reader never sees the server's English.
import { isErrorCode, messageOf } from '@rian/domain/errors';
import type { Lang } from '@rian/contracts/site';
import { ApiError } from './api-client.ts';

export { isErrorCode };

/** A catalogue message for any failure; unknown failures get the catalogue's "something went wrong". */
export function errorText(error: unknown, lang: Lang): string {
  return messageOf(error instanceof ApiError ? error.code : 'INTERNAL_ERROR', lang);
}

/** spec §2: a social log-in that failed comes back as /cart?login_error=<CODE>. */
export function socialErrorText(code: string, lang: Lang): string {
  return messageOf(code, lang, 'SOCIAL_LOGIN_FAILED');
}
