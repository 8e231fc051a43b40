// The LINE Messaging API's sandbox (architecture.md: every outside service runs offline in the demo
// and in tests), served by the app under /sandbox/line in sandbox mode. It speaks the push call as
// LINE does: the bearer must be the sandbox's channel token (401 otherwise), the body is checked,
// and X-Line-Retry-Key makes a request run once (409 to a repeat). What it accepted is recorded in
// memory, read back with the same bearer, for tests and for the back office's settings page.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameText } from '@rian/payments/sandbox-checks';
import { LINE_PUSH_PATH, LINE_TEXT_MAX } from './line-messaging.ts';

/** The only channel token the sandbox accepts: public, so production refuses it (notify-settings.ts). */
export const LINE_SANDBOX_TOKEN = 'rian-line-sandbox-channel-token';
/** Where the sandbox is mounted. */
export const LINE_SANDBOX_PREFIX = '/sandbox/line';
/** The recorded pushes kept, newest last. */
const KEEP = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SandboxPush {
  id: string;
  to: string;
  text: string;
  retry_key: string | null;
  at: string;
}

/** What the sandbox accepted, for whoever holds the app (the admin route, tests). */
export class LineSandboxRecord {
  readonly pushes: SandboxPush[] = [];
  /** Retry keys already accepted, with the request id that accepted them. */
  readonly accepted = new Map<string, string>();

  add(push: SandboxPush): void {
    this.pushes.push(push);
    if (this.pushes.length > KEEP) this.pushes.splice(0, this.pushes.length - KEEP);
  }
}

const fail = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ message });

function authorised(req: FastifyRequest): boolean {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') && sameText(header.slice(7), LINE_SANDBOX_TOKEN);
}

/** Why a push body is not one LINE accepts, or null. */
function bodyProblem(body: unknown): string | null {
  const b = body as { to?: unknown; messages?: unknown } | null;
  if (!b || typeof b.to !== 'string' || b.to === '') return 'The property, to, in the request body is invalid';
  if (!Array.isArray(b.messages) || b.messages.length < 1 || b.messages.length > 5) return 'Size must be between 1 and 5';
  for (const m of b.messages as { type?: unknown; text?: unknown }[]) {
    if (m?.type !== 'text') return 'The sandbox accepts text messages only';
    if (typeof m.text !== 'string' || m.text.length < 1 || m.text.length > LINE_TEXT_MAX)
      return 'Length must be between 1 and 5000';
  }
  return null;
}

export function lineSandbox(record: LineSandboxRecord) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(LINE_PUSH_PATH, async (req, reply) => {
      if (!authorised(req)) {
        return fail(reply, 401, 'Authentication failed. Confirm that the access token in the authorization header is valid.');
      }
      const retryKey = req.headers['x-line-retry-key'];
      if (retryKey !== undefined && (typeof retryKey !== 'string' || !UUID.test(retryKey))) {
        return fail(reply, 400, 'The retry key must be a UUID');
      }
      const problem = bodyProblem(req.body);
      if (problem) return fail(reply, 400, problem);
      const earlier = retryKey ? record.accepted.get(retryKey) : undefined;
      if (earlier) {
        reply.header('x-line-accepted-request-id', earlier);
        return fail(reply, 409, 'The retry key is already accepted');
      }
      const requestId = randomUUID();
      const { to, messages } = req.body as { to: string; messages: { text: string }[] };
      const at = new Date().toISOString();
      for (const m of messages) record.add({ id: randomUUID(), to, text: m.text, retry_key: retryKey ?? null, at });
      if (retryKey) record.accepted.set(retryKey, requestId);
      reply.header('x-line-request-id', requestId);
      return { sentMessages: messages.map(() => ({ id: String(Date.now()), quoteToken: randomUUID() })) };
    });
    // Not a LINE call: what the sandbox received, newest first, for tests and the back office.
    app.get('/messages', async (req, reply) => {
      if (!authorised(req)) return fail(reply, 401, 'Authentication failed.');
      return { messages: [...record.pushes].reverse() };
    });
  };
}
