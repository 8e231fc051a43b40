// The sender's pure rules: how long a message waits after a failure, which failures end it, and
// its Message-ID. apps/server/test/mail.test.ts checks them against a real SMTP server.
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, classifySendError, outboxMessageId, retryDelayMs, type SendError } from './mail.sender.ts';

const MIN = 60_000;

describe('retryDelayMs', () => {
  it.each([
    [1, 1 * MIN],
    [2, 2 * MIN],
    [3, 4 * MIN],
    [9, 256 * MIN],
    [10, 360 * MIN],
    [MAX_ATTEMPTS, 360 * MIN],
  ])('after %i failed attempts waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });

  it('keeps trying for most of a day before giving up', () => {
    let total = 0;
    for (let a = 1; a < MAX_ATTEMPTS; a++) total += retryDelayMs(a);
    expect(total).toBeGreaterThan(18 * 60 * MIN);
    expect(total).toBeLessThan(30 * 60 * MIN);
  });
});

describe('classifySendError', () => {
  const cases: [string, SendError, ReturnType<typeof classifySendError>][] = [
    ['recipient refused (550)', { code: 'EENVELOPE', responseCode: 550, permanent: true }, 'permanent'],
    ['recipient greylisted (451)', { code: 'EENVELOPE', responseCode: 451, permanent: false }, 'retry'],
    ['no valid recipient address', { code: 'EENVELOPE' }, 'permanent'],
    ['message refused (554)', { code: 'EMESSAGE', responseCode: 554, permanent: true }, 'permanent'],
    ['message deferred (452)', { code: 'EMESSAGE', responseCode: 452, permanent: false }, 'retry'],
    ['wrong SMTP password (535)', { code: 'EAUTH', responseCode: 535, permanent: true }, 'unreachable'],
    ['nothing listening', { code: 'ECONNECTION' }, 'unreachable'],
    ['timed out', { code: 'ETIMEDOUT' }, 'unreachable'],
    ['socket error', { code: 'ESOCKET' }, 'unreachable'],
    ['unknown host', { code: 'EDNS' }, 'unreachable'],
    ['TLS failed', { code: 'ETLS' }, 'unreachable'],
    ['server closing (421)', { code: 'EPROTOCOL', responseCode: 421 }, 'unreachable'],
    ['odd reply', { code: 'EPROTOCOL' }, 'retry'],
    ['an error without a code', { message: 'boom' }, 'retry'],
  ];
  it.each(cases)('%s → %s', (_name, err, expected) => {
    expect(classifySendError(err)).toBe(expected);
  });
});

describe('outboxMessageId', () => {
  it.each([
    ['Rian Academy <no-reply@academy.example>', '<rian-mail-7@academy.example>'],
    ['mail@school.ac.th', '<rian-mail-7@school.ac.th>'],
    ['no address', '<rian-mail-7@localhost>'],
  ])('from %s', (from, id) => {
    expect(outboxMessageId(7, from)).toBe(id);
  });
});
