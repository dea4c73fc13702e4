import type http from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { Locale } from '../../api/contract/content.schemas';
import {
  REALTIME_EVENTS,
  type NotificationsEvent,
  type NotificationsStatusEvent,
  type RealtimeRefusal,
  type RealtimeRefusalReason,
} from '../../api/contract/realtime';
import type { Db } from '../db';
import type { NotificationChange, NotificationHub } from '../domain/notifications/hub';
import { toNotification } from '../domain/notifications/texts';
import type { ProxyTrust } from '../http/proxy';
import { isForeignOrigin, isHttps } from '../http/security';
import type { SessionStore } from '../http/session';
import { notificationCounts, notificationsOf } from '../store/notifications';
import { decideHandshake, type SocketIdentity } from './handshake';
import { connectRedisAdapter, type RedisAdapter } from './redisAdapter';

/**
 * The notification socket (spec site.md section 4, calls.md section 7
 * "Realtime socket"): socket.io on the site's own HTTP server at
 * `/socket.io`, websocket transport only. A socket serves one main
 * account: on connect it gets the counts (`notifications-status`); on each
 * change of the account's notifications, told by this process's hub, every
 * socket of the account (in any process, through the adapter) gets each
 * created or changed notification (`notifications`, `upsert`) written in
 * its language, then the fresh counts. A socket ends with its session.
 */

/** Path of the socket server on the site's host. */
const REALTIME_PATH = '/socket.io';
/** How often the sessions of open sockets are checked (an expiry, a logout in another process). */
const SESSION_CHECK_INTERVAL_MS = 30_000;
const LOCALES: readonly Locale[] = ['sv', 'en'];

interface ServerToClient {
  [REALTIME_EVENTS.notificationsStatus]: (event: NotificationsStatusEvent) => void;
  [REALTIME_EVENTS.notifications]: (event: NotificationsEvent) => void;
}
type NotificationServer = Server<Record<string, never>, ServerToClient, Record<string, never>, SocketIdentity>;
type NotificationSocket = Socket<Record<string, never>, ServerToClient, Record<string, never>, SocketIdentity>;

/** Every socket of an account, whatever its language. */
const accountRoom = (customerId: string) => `account:${customerId}`;
/** The sockets of an account reading one language. */
const languageRoom = (customerId: string, locale: Locale) => `account:${customerId}:${locale}`;

interface Log {
  error(payload: unknown, message: string): void;
  warn(payload: unknown, message: string): void;
}

interface NotificationSocketOptions {
  server: http.Server;
  db: Db;
  sessions: SessionStore;
  hub: NotificationHub;
  log: Log;
  /** The proxies believed about https (`TRUST_PROXY`). */
  trustProxy: ProxyTrust | undefined;
  /** Origins allowed besides the site's own (`ALLOWED_ORIGINS`). */
  allowedOrigins: string[];
  /** The site's origin when `PUBLIC_URL` names it. */
  publicOrigin: string | undefined;
  /** Redis of socket.io's adapter (`REDIS_URL`); none: this process alone. */
  redisUrl: string | undefined;
  sessionCheckIntervalMs?: number;
}

interface NotificationSocketServer {
  io: NotificationServer;
  close(): Promise<void>;
}

function refusal(reason: RealtimeRefusalReason): Error {
  const error = new Error(reason) as Error & { data: RealtimeRefusal };
  error.data = { reason };
  return error;
}

const statusEvent = (counts: { total: number; unread: number }): NotificationsStatusEvent => ({
  totalNotifications: counts.total,
  unreadNotifications: counts.unread,
});

/** Starts the socket server on `server`; with `redisUrl`, fails when Redis cannot be reached. */
export async function startNotificationSocket(options: NotificationSocketOptions): Promise<NotificationSocketServer> {
  const { db, sessions, hub, log } = options;
  const redis: RedisAdapter | undefined = options.redisUrl ? await connectRedisAdapter(options.redisUrl, log) : undefined;
  const io: NotificationServer = new Server(options.server, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    serveClient: false,
    // A page of another site may not open a socket with this site's cookie (as `isForeignWrite` guards `/api`).
    allowRequest: (req, answer) => {
      const foreign = isForeignOrigin(req, isHttps(req, options.trustProxy), options.allowedOrigins, options.publicOrigin);
      answer(foreign ? 'Cross-origin connection refused' : null, !foreign);
    },
    ...(redis ? { adapter: redis.adapter } : {}),
  });

  io.use((socket, next) => {
    decideHandshake(db, sessions, socket.request, socket.handshake.auth).then(
      (outcome) => {
        if (!outcome.ok) return next(refusal(outcome.reason));
        socket.data = outcome.identity;
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, 'checking a socket session failed');
        next(refusal('serverError'));
      },
    );
  });

  const watch = watchSessions(sessions, log, options.sessionCheckIntervalMs ?? SESSION_CHECK_INTERVAL_MS);

  io.on('connection', (socket) => {
    const { customerId, locale } = socket.data;
    void socket.join([accountRoom(customerId), languageRoom(customerId, locale)]);
    watch.add(socket);
    notificationCounts(db, customerId).then(
      (counts) => socket.emit(REALTIME_EVENTS.notificationsStatus, statusEvent(counts)),
      (error: unknown) => log.error({ err: error }, 'reading notification counts for a socket failed'),
    );
  });

  const publisher = publishChanges(io, db, log);
  const stopListening = hub.onChanged((change) => publisher.publish(change));

  return {
    io,
    async close() {
      stopListening();
      await watch.stop();
      await publisher.settled();
      // Ends every socket and the adapter's subscriptions, then the HTTP server it is attached to (Fastify's close tolerates that).
      await io.close();
      await redis?.close();
    },
  };
}

/**
 * Sends each change to the account's sockets: the created or changed
 * notifications in each language, then the counts. Changes of one account
 * are sent in the order they were told, so the last counts a socket gets
 * are the newest.
 */
function publishChanges(io: NotificationServer, db: Db, log: Log) {
  const queues = new Map<string, Promise<void>>();

  async function send({ customerId, notificationIds }: NotificationChange) {
    const rows = await notificationsOf(db, customerId, notificationIds);
    const counts = await notificationCounts(db, customerId);
    for (const locale of LOCALES) {
      for (const row of rows) {
        io.to(languageRoom(customerId, locale)).emit(REALTIME_EVENTS.notifications, { type: 'upsert', data: toNotification(row, locale) });
      }
    }
    io.to(accountRoom(customerId)).emit(REALTIME_EVENTS.notificationsStatus, statusEvent(counts));
  }

  return {
    publish(change: NotificationChange) {
      const queued = (queues.get(change.customerId) ?? Promise.resolve())
        .then(() => send(change))
        .catch((error: unknown) => log.error({ err: error, customerId: change.customerId }, 'sending a notification change to sockets failed'));
      queues.set(change.customerId, queued);
      void queued.then(() => {
        if (queues.get(change.customerId) === queued) queues.delete(change.customerId);
      });
    },
    async settled() {
      await Promise.all(queues.values());
    },
  };
}

/**
 * Ends each socket with its session: at once when this process ends the
 * session (logout, an account switch), and at the next check when it
 * expires, goes idle or is ended by another process. Checking does not
 * keep a session from going idle: an open tab is no activity.
 */
function watchSessions(sessions: SessionStore, log: Log, intervalMs: number) {
  const byToken = new Map<string, Set<NotificationSocket>>();

  const end = (tokenHash: string) => {
    for (const socket of byToken.get(tokenHash) ?? []) socket.disconnect(true);
    byToken.delete(tokenHash);
  };

  const stopEnded = sessions.onEnded(end);
  let checking: Promise<void> = Promise.resolve();
  const check = async () => {
    const held = [...byToken.keys()];
    if (held.length === 0) return;
    const live = await sessions.liveOf(held);
    for (const tokenHash of held) if (!live.has(tokenHash)) end(tokenHash);
  };
  const timer = setInterval(() => {
    checking = checking.then(check).catch((error: unknown) => log.error({ err: error }, 'checking the sessions of open sockets failed'));
  }, intervalMs);
  timer.unref();

  return {
    add(socket: NotificationSocket) {
      const { tokenHash } = socket.data;
      const set = byToken.get(tokenHash) ?? new Set();
      set.add(socket);
      byToken.set(tokenHash, set);
      socket.on('disconnect', () => {
        set.delete(socket);
        if (set.size === 0 && byToken.get(tokenHash) === set) byToken.delete(tokenHash);
      });
    },
    async stop() {
      clearInterval(timer);
      stopEnded();
      await checking;
    },
  };
}
