// The real-time connection of spec §1/§9 (Socket.IO, path /socket.io): a buyer's open pages learn that
// an order was paid or rejected without reloading (the 6-second polling of §9 stays as the fallback).
// A socket joins its user's room only with a valid session cookie; nothing is accepted from the
// browser but the connection. With REDIS_URL set, rooms span every instance (Redis adapter), so a
// webhook handled by one instance reaches a page connected to another.
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { SESSION_COOKIE, type SessionService } from '../auth/session.service.ts';
import { metrics } from '../../lib/metrics.ts';

import { ORDER_STATUS_EVENT, SERVER_DRAINING_EVENT, type OrderStatusEvent } from '@rian/contracts/payments';

export type { OrderStatusEvent };

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export class Realtime {
  private io: Server | null = null;

  constructor(
    private readonly sessions: SessionService,
    private readonly redisUrl: string | undefined,
  ) {}

  /** Attaches Socket.IO to the app's HTTP server; closes with the app. */
  attach(app: FastifyInstance, allowedOrigin: string): void {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      // Same-origin pages only: the session cookie is what identifies the user.
      cors: { origin: allowedOrigin, credentials: true },
      allowRequest: (req, done) => {
        const origin = req.headers.origin;
        done(
          null,
          origin === undefined ||
            origin === allowedOrigin ||
            origin === `http://${req.headers.host}` ||
            origin === `https://${req.headers.host}`,
        );
      },
    });
    io.use((socket, next) => {
      const token = cookieValue(socket.request.headers.cookie, SESSION_COOKIE);
      this.sessions
        .lookup(token)
        .then((found) => {
          if (found.status !== 'valid') return next(new Error('PERMISSION_DENIED'));
          void socket.join(`user:${found.user.id}`);
          next();
        })
        .catch(next);
    });
    if (this.redisUrl) {
      const pub = new Redis(this.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      pub.on('error', (err) => app.log.warn({ err }, 'realtime redis'));
      sub.on('error', (err) => app.log.warn({ err }, 'realtime redis'));
      io.adapter(createAdapter(pub, sub));
      app.addHook('onClose', async () => {
        pub.disconnect();
        sub.disconnect();
      });
    }
    // A stop (start/drain.ts) tells this instance's pages first, then closes their connections
    // without Socket.IO's goodbye (disconnectSockets sends one, and a client told goodbye does not
    // reconnect): each client sees its transport close and reconnects. Local only: through the Redis
    // adapter a broadcast would reach every other instance's pages too.
    app.addHook('preClose', async () => {
      io.local.emit(SERVER_DRAINING_EVENT, { reconnect: true });
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
    });
    app.addHook('onClose', async () => {
      await io.close();
    });
    metrics.socketConnections(app, () => io.engine.clientsCount);
    this.io = io;
  }

  /** Tells every open page of the user (on every instance) that an order changed. */
  orderChanged(userId: number, event: OrderStatusEvent): void {
    this.io?.to(`user:${userId}`).emit(ORDER_STATUS_EVENT, event);
  }
}
