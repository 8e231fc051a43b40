import { describe, expect, it } from 'vitest';
import { errorMessage, messageOf } from './errors.ts';

describe('the message of any code a client meets', () => {
  it('is the catalogue’s for a known code, in the language asked', () => {
    expect(messageOf('NO_MORE_SEAT', 'th')).toBe(errorMessage('NO_MORE_SEAT', 'th'));
    expect(messageOf('NO_MORE_SEAT', 'en')).toBe('This class is full.');
  });

  it('is the fallback’s for a code the catalogue does not know (a browser’s own, a link’s)', () => {
    expect(messageOf('NETWORK_ERROR', 'en')).toBe(errorMessage('INTERNAL_ERROR', 'en'));
    expect(messageOf('made-up', 'th', 'SOCIAL_LOGIN_FAILED')).toBe(errorMessage('SOCIAL_LOGIN_FAILED', 'th'));
  });
});
