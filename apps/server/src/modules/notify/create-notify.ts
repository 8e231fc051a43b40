// The notices' pieces, built once by compose.ts: the context the use cases share, the LINE sender,
// and in sandbox mode (PAYMENTS_MODE=sandbox, as the payment providers') the LINE sandbox that the
// sender reaches in process; production pushes to api.line.me.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { inProcessFetch } from '../oauth/in-process-fetch.ts';
import { LINE_API_BASE, lineMessagingChannel } from './line-messaging.ts';
import { LINE_SANDBOX_PREFIX, LineSandboxRecord } from './line-sandbox.ts';
import { registerLineSender, type LineSender } from './line-sender.ts';
import type { NotifyContext } from './notify-context.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

export interface Notify {
  ctx: NotifyContext;
  sender: LineSender;
  /** What the LINE sandbox received; null in production. */
  sandbox: LineSandboxRecord | null;
}

export function createNotify(app: FastifyInstance, deps: AppDeps, clock: () => Date, box: SecretBox | null): Notify {
  const { config } = deps;
  const production = (config.paymentsMode ?? 'sandbox') === 'production';
  const ctx: NotifyContext = {
    db: deps.db.db,
    box,
    production,
    publicUrl: config.publicUrl,
    clock,
    log: { warn: (data, message) => app.log.warn(data, message), error: (data, message) => app.log.error(data, message) },
  };
  const sandbox = production ? null : new LineSandboxRecord();
  const base = production ? LINE_API_BASE : `${config.publicUrl}${LINE_SANDBOX_PREFIX}`;
  // Sandbox mode reaches the sandbox through app.inject: it works the same behind a proxy and in tests.
  const sandboxFetch = production ? undefined : (inProcessFetch(app, `${base}/`) as unknown as typeof fetch);
  const channel = (token: string, to: string) =>
    lineMessagingChannel({ baseUrl: base, token, to, ...(sandboxFetch ? { fetch: sandboxFetch } : {}) });
  const sender = registerLineSender(app, { notify: ctx, channel }, config.autoCancel ?? true);
  return { ctx, sender, sandbox };
}
