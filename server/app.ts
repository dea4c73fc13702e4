import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { NextConfig } from 'next';
import { publishPageSettings } from '../api/pageSettings';
import type { ServerConfig } from './config';
import type { Database } from './db';
import { registerApi } from './api';
import { registerSiteFiles } from './http/siteFiles';
import { systemClock, type Clock } from './clock';
import { startMyPagesJobs } from './domain/myPages/jobs';
import { NotificationHub } from './domain/notifications/hub';
import { createOutbox, type Outbox } from './domain/outbox';
import { createNotifier } from './domain/notifications/notifier';
import { createSiteEid, siteEidOf, type SiteEid } from './eid';
import { TEST_APP_PATH } from './eid/testApp';
import type { EidProvider } from './eid/types';
import { serverAuditLog, type AuditLog } from './http/audit';
import { installErrorHandler } from './http/endpoint';
import { installJsonBodyParser } from './http/jsonBody';
import { requestLogValue } from './http/logRedaction';
import { createPageData } from './pageData';
import { clientLoggerFactory } from './http/clientMarks';
import { requestIdOf } from './http/requestId';
import { createPageCache, renderOverLoopback, type OwnListener } from './http/pageCache';
import { createPageHandler } from './http/pages';
import { createStaticAssets } from './http/staticAssets';
import { apiCsp, hostOf, isForeignWrite, isHttps, pageCsp, setBaselineHeaders, testAppCsp } from './http/security';
import { OUTBOX_PATH, registerOutboxApp } from './outbox/outboxApp';
import { createDirectorySignOn, type DirectorySignOn } from './sso';
import { EMBEDDED_DIRECTORY_PATH } from './sso/embeddedDirectory';
import { startNotificationSocket } from './realtime/notificationSocket';
import { thirdPartyCspSources } from './thirdParty';
import { isStaffHost } from '../api/staffHost';
import { contentRevision } from '../api/contentRevision';
import { randomBytes } from 'node:crypto';
import { renderSuspenseBoundariesInPlace } from './http/reactInPlaceBoundaries';

type NextHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface SiteServer {
  api: FastifyInstance;
  /** Where this process's notification changes are told. */
  notifications: NotificationHub;
  server: http.Server;
  /** Listens and answers the base URL, e.g. `http://127.0.0.1:3000`. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** What tests may replace: the clock, the e-ID provider (else built from `config.eid`), the audit trail (else the server log), the outbox (else built from `config.outbox`), the socket session check's interval and the log's destination. */
interface SiteServerOptions {
  clock?: Clock;
  eid?: EidProvider;
  audit?: AuditLog;
  outbox?: Outbox;
  /** How often open sockets' sessions are checked (`SESSION_CHECK_INTERVAL_MS` unless a test shortens it). */
  sessionCheckIntervalMs?: number;
  /** Where the server log is written (standard output unless a test reads it). */
  logStream?: { write(line: string): void };
}

/** Files for search engines that the API service answers (`registerSiteFiles`). */
const SITE_FILES = ['/robots.txt', '/sitemap.xml'];
const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Hands Next the configuration its build wrote out
 * (`.next/required-server-files.json`) the way the standalone server Next
 * generates does (`__NEXT_PRIVATE_STANDALONE_CONFIG`): reading
 * `next.config.ts` again would compile it with Next's native compiler, which
 * then stays in the process's memory (about 25 MB) for nothing. Without
 * that file (a build of another kind) Next reads its configuration as usual.
 */
function adoptBuiltNextConfig(rootDir: string): void {
  try {
    const { config } = JSON.parse(readFileSync(path.join(rootDir, '.next', 'required-server-files.json'), 'utf8')) as { config: NextConfig };
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  } catch {
    // Next reads next.config.ts itself.
  }
}

/**
 * One HTTP server: `/api/*` (and, with the e-ID simulator, its test app under
 * `/eid-simulator`; without an SMS provider, the development outbox under
 * `/outbox`) goes to the Fastify service, `/socket.io` to the notification
 * socket, `/oidc` to the embedded directory (without `OIDC_ISSUER`),
 * everything else to Next.
 * Security headers are set here so pages and API answers both get them.
 */
export async function createSiteServer(
  config: ServerConfig,
  database: Database,
  version: string,
  options: SiteServerOptions = {},
): Promise<SiteServer> {
  const clock = options.clock ?? systemClock;
  // Made once the service's logger exists (below); its test app is served with the simulator.
  let eid!: SiteEid;
  // The development outbox is readable exactly when SMS go to it (no provider configured).
  const outboxApp = options.outbox ? options.outbox.development : config.outbox.sms === undefined;
  let nextHandler: NextHandler | undefined;
  let closeNext: (() => Promise<void>) | undefined;
  // The build's scripts and styles as compressed at build time (in development Next serves them as it compiles them).
  const serveStaticAsset = config.apiOnly || config.dev ? undefined : createStaticAssets(path.join(config.rootDir, '.next', 'static'));
  if (!config.apiOnly) {
    renderSuspenseBoundariesInPlace();
    const { default: next } = await import('next');
    if (!config.dev) adoptBuiltNextConfig(config.rootDir);
    const nextApp = next({ dev: config.dev, dir: config.rootDir, hostname: config.host, port: config.port, customServer: true });
    await nextApp.prepare();
    nextHandler = nextApp.getRequestHandler();
    closeNext = () => nextApp.close();
  }

  const thirdPartyCsp = thirdPartyCspSources(config.thirdParty);
  // With PUBLIC_URL, writes must come from that origin, whatever Host the request names.
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  let server!: http.Server;
  // Where this process listens, once it does: the page cache renders there and nowhere else.
  let listening: OwnListener | undefined;
  // Content pages every visitor gets alike come from memory (not in development, where pages change as they are edited).
  const sharedRenderToken = randomBytes(18).toString('base64url');
  const pageCache =
    nextHandler && !config.dev && config.pageCacheSeconds > 0
      ? createPageCache({
          ttlMs: config.pageCacheSeconds * 1000,
          maxEntries: 1000,
          revision: contentRevision,
          render: renderOverLoopback(() => listening, sharedRenderToken),
        })
      : undefined;
  const staffHost = (host: string | undefined) => isStaffHost(host, config.directory.staffHost);
  // Made once the service's logger exists, before the first request.
  let servePage: ReturnType<typeof createPageHandler> | undefined;
  let directory: DirectorySignOn | undefined;
  const api = Fastify({
    // `info` adds a line per request; the default keeps warnings and errors.
    // Request URLs are written without the query parameters that may hold a personal number.
    logger: { level: config.logLevel, serializers: { req: requestLogValue }, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: requestIdOf,
    // Each call's visitor and page build (`X-UserId`, `_v`) on its log lines, beside its request id.
    childLoggerFactory: clientLoggerFactory(version),
    // Only the configured hops or addresses are believed: `request.ip` is the first untrusted hop of X-Forwarded-For, read from the right.
    trustProxy: config.trustProxy?.trusts ?? false,
    bodyLimit: 1_000_000,
    // Path parameters are length-checked by the contract (400 with field errors), not by the router (414).
    routerOptions: { maxParamLength: 2000 },
    serverFactory: (fastifyHandler) => {
      server = http.createServer((req, res) => {
        const https = isHttps(req, config.trustProxy);
        setBaselineHeaders(res, https);
        // A Host that names no host (`127.0.0.1@evil.example`, a path) is refused before anything builds an address
        // from it: without PUBLIC_URL a page's links and an invitation's e-mail are on the request's host.
        if (req.headers.host !== undefined && hostOf(req) === undefined) {
          res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request: Host');
          return;
        }
        const url = req.url ?? '/';
        const embedded = directory?.embedded;
        if (embedded && under(url, EMBEDDED_DIRECTORY_PATH)) {
          res.setHeader('Content-Security-Policy', embedded.contentSecurityPolicy(https));
          // Its token endpoint is called server to server (no Origin); its login form posts from its own page.
          if (isForeignWrite(req, https, config.allowedOrigins, publicOrigin)) {
            res.writeHead(403, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ message: 'Cross-origin request refused' }));
            return;
          }
          embedded.handle(req, res, https);
          return;
        }
        const isApi = under(url, '/api');
        const isSiteFile = SITE_FILES.some((file) => url === file || url.startsWith(`${file}?`));
        const isTestApp = !isApi && eid.simulator !== undefined && under(url, TEST_APP_PATH);
        const isOutbox = !isApi && outboxApp && under(url, OUTBOX_PATH);
        if (isApi || isSiteFile || isTestApp || isOutbox) {
          // No page: the API's policy, which allows nothing to load.
          const isJson = isApi || isSiteFile || under(url, `${TEST_APP_PATH}/api`) || under(url, `${OUTBOX_PATH}/api`);
          res.setHeader('Content-Security-Policy', isJson ? apiCsp : testAppCsp(https));
          if (isForeignWrite(req, https, config.allowedOrigins, publicOrigin)) {
            res.writeHead(403, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ message: 'Cross-origin request refused' }));
            return;
          }
          fastifyHandler(req, res);
          return;
        }
        if (!servePage) {
          res.writeHead(404).end();
          return;
        }
        if (serveStaticAsset?.(req, res)) return;
        servePage!(req, res, https);
      });
      // An idle keep-alive connection is held longer than the clients and proxies in front keep
      // theirs (commonly 60 s), so a client never reuses a socket the server is closing at that
      // very moment (Node's 5 s default makes such a request fail with ECONNRESET).
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
      return server;
    },
  });
  installErrorHandler(api);
  installJsonBodyParser(api);
  if (nextHandler) {
    servePage = createPageHandler({
      next: nextHandler,
      pageCache,
      sharedRenderToken,
      csp: (nonce, https) => pageCsp({ nonce, dev: config.dev, https, extra: thirdPartyCsp }),
      // With PUBLIC_URL a page is the same whatever Host was sent, so stray names do not fill the cache.
      publicHost: config.publicUrl ? new URL(config.publicUrl).host : undefined,
      staffHost,
      log: api.log,
    });
  }
  const notifications = new NotificationHub();
  // Development lines are written whatever LOG_LEVEL says: they are how a tester reads a code in the log.
  const outbox = options.outbox ?? createOutbox(config.outbox, database.db, clock, api.log.child({ outbox: true }, { level: 'info' }));
  const audit = options.audit ?? serverAuditLog(api.log);
  directory = createDirectorySignOn(config.directory, config.publicUrl, database.db, api.log, { clock, audit, trustProxy: config.trustProxy });
  eid = options.eid ? siteEidOf(options.eid) : await createSiteEid(config.eid, database.db, clock, config.host, api.log);
  await registerApi(api, { config, database, version, clock, eid: eid.provider, simulator: eid.simulator, eidRpService: eid.rpService, audit, notifications, outbox, directory });
  registerSiteFiles(api, { db: database.db, publicOrigin, staffHost });
  if (outbox.development) await registerOutboxApp(api, database.db);
  await api.ready();
  // The notification socket shares the one HTTP server; with REDIS_URL, a Redis that cannot be reached fails the start here.
  const realtime = await startNotificationSocket({
    server,
    db: database.db,
    sessions: api.sessionStore,
    hub: notifications,
    log: api.log,
    trustProxy: config.trustProxy,
    allowedOrigins: config.allowedOrigins,
    publicOrigin,
    redisUrl: config.redisUrl,
    sessionCheckIntervalMs: options.sessionCheckIntervalMs,
  });
  // Subscription visits are planned and done visits invoiced before the first request, then hourly.
  const jobs = startMyPagesJobs(database.db, clock, api.log, createNotifier(database.db, notifications, api.log));
  await jobs.started;

  return {
    api,
    notifications,
    get server() {
      return server;
    },
    async listen() {
      await api.listen({ port: config.port, host: config.host });
      const address = server.address() as AddressInfo;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const baseUrl = `http://${host}:${address.port}`;
      // An any-address bind is reached on loopback.
      const own = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
      listening = { host: own, port: address.port };
      // The embedded directory's issuer names the port, known only now.
      await directory!.start(baseUrl);
      // Server-side page loads read the domain in this process.
      const pageReads = { db: database.db, clock, sessions: api.sessionStore, directoryTokens: api.directoryTokens, log: api.log };
      publishPageSettings({
        data: createPageData({ ...pageReads, keepSeconds: config.pageCacheSeconds }),
        freshData: createPageData({ ...pageReads, keepSeconds: 0 }),
        publicUrl: config.publicUrl,
        trustProxy: config.trustProxy !== undefined,
        eidSimulator: eid.simulator !== undefined,
        thirdParty: config.thirdParty,
        analyticsAppIds: config.analyticsAppIds,
        staffHost: config.directory.staffHost,
        developerMode: config.dev || config.developerMode,
      });
      return baseUrl;
    },
    async close() {
      await jobs.stop();
      await realtime.close();
      await api.close();
      await closeNext?.();
      await eid.close();
    },
  };
}
