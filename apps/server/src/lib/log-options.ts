// What the server's log may hold: never a password, a hash, a session or reset token, a cookie, a
// secret or a card datum. Redaction is at the logger (pino's redact paths), request lines carry their
// URL with token-like query values and path tokens masked, and errors go through loggableError
// (errors.ts), which drops a query's parameters.
import type { FastifyServerOptions } from 'fastify';
import { loggableError } from './errors.ts';

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'confirmNewPassword',
  'password_hash',
  'token',
  'secret',
  'secret_key',
  'secretKey',
  'client_secret',
  'omise_token',
  'encCardData',
  'encryptedCardInfo',
  'cardNumber',
  'cvv',
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `body.${f}`, `*.body.${f}`]),
];

/** Query keys whose values are credentials (reset and set-up links, OAuth codes, card hand-off). */
const SECRET_QUERY = /^(token|code|state|id_token|access_token|encryptedCardInfo|maskedCardInfo|paymentResponse|omise_token)$/i;
/** Paths whose last segment is a token: the reset-link check. */
const TOKEN_PATH = /^(\/public\/auth\/reset\/)[^/?]+/;

/** A URL as the log may show it. */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(TOKEN_PATH, '$1[redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY.test(key)) params.set(key, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: loggableError,
      req: (req: { method: string; url: string; hostname?: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: loggableUrl(req.url),
        hostname: req.hostname,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  } as unknown as FastifyServerOptions['logger'];
}
