// Delivering mail (architecture.md "e-mail", "background work"): a sweep takes due rows of
// mail_outbox one at a time and sends them over SMTP when SMTP_URL is set. Without SMTP_URL nothing
// is sent: messages stay pending in the outbox (delivered once SMTP_URL is set) and each new one is
// written to the log, which is where a demo academy's generated first password and reset links show.
//
// A row is claimed under a lease (outbox-sweep.ts claimDue), so several instances can sweep at once
// without sending a row twice. The SMTP exchange runs outside any transaction: on PGlite a
// transaction would hold the one connection for its length.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { schema, type Db } from '@rian/db';
import { claimDue, failedAttempt, MAX_ATTEMPTS, SWEEP_INTERVAL_MS } from './outbox-sweep.ts';

const { mailOutbox } = schema;

export { MAX_ATTEMPTS, retryDelayMs, SWEEP_INTERVAL_MS } from './outbox-sweep.ts';
/** Most messages one sweep sends, so that a large backlog cannot keep a sweep running for long. */
const BATCH_LIMIT = 50;

// nodemailer waits up to 2 min to connect and 10 min on a silent socket; a sweep would stall that
// long on a dead server, so these are shorter (and well inside outbox-sweep.ts's CLAIM_LEASE_MS).
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The fields of a nodemailer error that decide what happens next. */
export interface SendError {
  code?: string | undefined;
  responseCode?: number | undefined;
  permanent?: boolean | undefined;
  message?: string | undefined;
}

/**
 * What a failed send means for its message:
 * - 'permanent': the server refused this message or its recipient for good (5yz to RCPT TO or
 *   DATA, or no valid recipient at all); retrying would get the same answer.
 * - 'unreachable': the server could not be used at all (connection, TLS, log-in, 421); the message is
 *   tried again later and the sweep stops, since every other message would fail the same way.
 * - 'retry': anything else, e.g. a 4yz greylisting answer to this recipient.
 * A rejected log-in is 'unreachable', not 'permanent': a wrong SMTP password must not throw the
 * academy's mail away.
 */
export function classifySendError(err: SendError): 'permanent' | 'unreachable' | 'retry' {
  const code = err.code ?? '';
  if (code === 'EENVELOPE') return err.responseCode === undefined || err.permanent ? 'permanent' : 'retry';
  if (code === 'EMESSAGE' && err.permanent) return 'permanent';
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'ENOAUTH', 'EPROXY', 'ECONFIG'].includes(code)) {
    return 'unreachable';
  }
  if (err.responseCode === 421) return 'unreachable';
  return 'retry';
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so that a message sent again after
 * a crash between sending and recording it can be recognised as a duplicate by the receiver.
 */
export function outboxMessageId(id: number, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<rian-mail-${id}@${domain}>`;
}

export interface SweepResult {
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Given up: refused for good or out of attempts. */
  failed: number;
  /** Without SMTP_URL: new messages written to the log and left pending. */
  kept: number;
}

export interface MailSenderOptions {
  db: Db;
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465; unset keeps mail in the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM; needed when smtpUrl is set. */
  from: string | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock?: () => Date;
  intervalMs?: number;
  /**
   * Without SMTP, log the text of kept messages (reset links) so that a demo can complete a reset.
   * Only the demo does (RIAN_DEMO): a production log never holds a reset token.
   */
  logKeptText?: boolean;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

const emptyResult = (): SweepResult => ({ sent: 0, retrying: 0, failed: 0, kept: 0 });

export class MailSender {
  private readonly db: Db;
  private readonly log: MailSenderOptions['log'];
  private readonly clock: () => Date;
  private readonly intervalMs: number;
  private readonly from: string;
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SweepResult> | null = null;
  /** The sweep that wake() asked for while another was running. */
  private followUp: Promise<SweepResult> | null = null;
  private started = false;
  private closed = false;
  /** Outbox-only mode: the highest id already written to the log. */
  private loggedUpTo: number | null = null;
  private readonly logKeptText: boolean;

  constructor(opts: MailSenderOptions) {
    this.db = opts.db;
    this.logKeptText = opts.logKeptText ?? false;
    this.log = opts.log;
    this.clock = opts.clock ?? (() => new Date());
    this.intervalMs = opts.intervalMs ?? SWEEP_INTERVAL_MS;
    if (opts.smtpUrl) {
      if (!opts.from) throw new Error('MAIL_FROM is needed to send mail through SMTP_URL');
      this.from = opts.from;
      this.transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS });
    } else {
      this.from = opts.from ?? '';
      this.transport = null;
    }
  }

  /** Whether mail really leaves (SMTP_URL set) or stays in the outbox. */
  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Starts sweeping every intervalMs; the first sweep runs at once. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    if (this.transport) {
      // Tells the operator at start whether SMTP_URL works, rather than at the first registration.
      this.transport.verify().then(
        () => this.log.info('mail: SMTP server ready'),
        (err: SendError) =>
          this.log.warn({ err: err.message, code: err.code }, 'mail: SMTP server not usable yet; mail waits in the outbox'),
      );
    }
    void this.tick();
  }

  /**
   * Sweeps now instead of at the next interval: call it after committing a transaction that
   * enqueued mail, so that a welcome or reset e-mail leaves at once. Never rejects.
   */
  wake(): Promise<SweepResult> {
    if (!this.running) return this.sweep();
    // The running sweep may have looked before the caller's commit: one more after it, shared by
    // every wake() that arrives meanwhile.
    this.followUp ??= this.running.then(() => {
      this.followUp = null;
      return this.sweep();
    });
    return this.followUp;
  }

  /** wake() for callers that do not wait for delivery (AccountsService's MailKicker). */
  kick(): void {
    void this.wake();
  }

  /** One sweep: sends what is due (or, without SMTP, logs what is new). Never rejects. */
  sweep(): Promise<SweepResult> {
    if (this.closed) return Promise.resolve(emptyResult());
    if (this.running) return this.running;
    const run = (this.transport ? this.deliverDue(this.transport) : this.logNew())
      .catch((err: Error) => {
        // A database hiccup: the rows stay as they are and the next sweep tries again.
        this.log.error({ err: err.message }, 'mail: sweep failed');
        return emptyResult();
      })
      .finally(() => {
        this.running = null;
      });
    this.running = run;
    return run;
  }

  /** Stops sweeping, waits for a send in progress, and closes SMTP connections. */
  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.followUp;
    this.transport?.close();
  }

  private async tick(): Promise<void> {
    if (this.closed) return;
    await this.sweep();
    if (this.closed) return;
    this.timer = setTimeout(() => void this.tick(), this.intervalMs);
    // A pending sweep must not keep a finished process (a script, a test) alive.
    this.timer.unref();
  }

  private async deliverDue(transport: Transporter): Promise<SweepResult> {
    const result = emptyResult();
    for (let i = 0; i < BATCH_LIMIT && !this.closed; i++) {
      const row = await claimDue(this.db, mailOutbox, this.clock());
      if (!row) break;
      const outcome = await this.deliver(transport, row);
      if (outcome === 'unreachable') {
        // Every other message would fail the same way; they keep their attempts for later.
        result.retrying++;
        break;
      }
      result[outcome]++;
    }
    return result;
  }

  private async deliver(transport: Transporter, row: OutboxRow): Promise<'sent' | 'retrying' | 'unreachable' | 'failed'> {
    try {
      await transport.sendMail({
        from: this.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        messageId: outboxMessageId(row.id, this.from),
        // RFC 3834: an automatic message; out-of-office replies should not answer it.
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (e) {
      return this.recordFailure(row, e as SendError);
    }
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sent_at: this.clock(), last_error: null })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
    this.log.info({ mailId: row.id, kind: row.kind }, 'mail: sent');
    return 'sent';
  }

  private async recordFailure(row: OutboxRow, err: SendError): Promise<'retrying' | 'unreachable' | 'failed'> {
    const kind = classifySendError(err);
    const lastError = (err.message ?? String(err)).slice(0, 500);
    const giveUp = kind === 'permanent' || row.attempts >= MAX_ATTEMPTS;
    await this.db
      .update(mailOutbox)
      .set(failedAttempt(giveUp, lastError, row.attempts, this.clock()))
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
    const fields = { mailId: row.id, kind: row.kind, attempts: row.attempts, err: lastError };
    if (giveUp) {
      this.log.error(
        fields,
        kind === 'permanent' ? 'mail: refused by the SMTP server, given up' : 'mail: out of attempts, given up',
      );
      return 'failed';
    }
    this.log.warn(fields, 'mail: not sent, will try again');
    return kind === 'unreachable' ? 'unreachable' : 'retrying';
  }

  /**
   * Outbox-only mode. The first sweep reports how many messages wait; later sweeps write each new
   * message to the log once (in this process), leaving it pending for when SMTP_URL is set.
   */
  private async logNew(): Promise<SweepResult> {
    if (this.loggedUpTo === null) {
      const [row] = await this.db
        .select({
          maxId: sql<number | null>`max(${mailOutbox.id})`,
          pending: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'pending'))::int`,
        })
        .from(mailOutbox);
      this.loggedUpTo = Number(row?.maxId ?? 0);
      if (row && row.pending > 0) {
        this.log.info({ pending: row.pending }, 'mail: SMTP_URL is unset; messages wait in the outbox');
      }
      return emptyResult();
    }
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), gt(mailOutbox.id, this.loggedUpTo)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH_LIMIT);
    for (const row of rows) {
      // A password never reaches a log: a welcome may carry the generated first password, so its
      // text stays in the outbox table only. Other messages (reset links, which expire within the
      // hour) are logged whole in the demo only, so that it can complete a reset without SMTP.
      const text = row.kind === 'welcome' || !this.logKeptText ? undefined : row.text_body;
      this.log.info(
        { mailId: row.id, kind: row.kind, to: row.to_address, subject: row.subject, ...(text === undefined ? {} : { text }) },
        'mail: kept in the outbox (SMTP_URL is unset)',
      );
      this.loggedUpTo = row.id;
    }
    return { sent: 0, retrying: 0, failed: 0, kept: rows.length };
  }
}

/**
 * The sender as part of the app: sweeping from onReady, stopped on close. Services that enqueue
 * mail call `wake()` after their transaction commits.
 */
export function registerMailSender(
  app: FastifyInstance,
  opts: Omit<MailSenderOptions, 'log'> & { log?: MailSenderOptions['log'] },
): MailSender {
  const sender = new MailSender({ ...opts, log: opts.log ?? app.log });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
  return sender;
}
