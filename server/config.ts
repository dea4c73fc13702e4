import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ANALYTICS_APP_IDS, readThirdParty, type AnalyticsAppIds, type ThirdPartyConfig } from '../api/thirdParty';
import { readTrustProxy, type ProxyTrust } from './http/proxy';
import { DURABILITIES, type Durability } from './db/durability';

/** Which e-ID provider answers logins (`EID_PROVIDER`). */
type EidProviderName = 'simulator' | 'bankid';

/** Settings of the real BankID Relying Party API client (`EID_PROVIDER=bankid`). */
export interface BankIdSettings {
  /** Origin of the RP API (`BANKID_URL`); the client appends `/rp/v6.0/<method>`. */
  url: string;
  /** PKCS#12 file with the relying-party certificate and key (`BANKID_PFX`), with `BANKID_PASSPHRASE`. */
  pfxPath?: string;
  passphrase?: string;
  /** PEM certificate and key files (`BANKID_CERT`, `BANKID_KEY`), instead of a PKCS#12 file. */
  certPath?: string;
  keyPath?: string;
  /** PEM file of the CA that issued BankID's server certificate (`BANKID_CA`); the only CA trusted. */
  caPath?: string;
  /** Per-call timeout in ms. */
  timeoutMs: number;
}

/** Durations of the embedded BankID simulator; tests shorten them. */
export interface SimulatorSettings {
  /** An order nobody picked up (scanned a QR code or opened the autostart token) fails with `startFailed` after this long (BankID: 30 s). */
  pickupTimeoutMs: number;
  /** A picked-up order not signed this long after it was created fails with `expiredTransaction` (BankID: 3 minutes). */
  orderLifetimeMs: number;
  /** An order not yet picked up changes its hint from `outstandingTransaction` to `noClient` after this long. */
  noClientAfterMs: number;
  /** The test app refuses a QR code whose time is more than this many seconds behind the order's current second. */
  qrMaxAgeSeconds: number;
  /**
   * The simulator's RP API over mutual TLS beside the site (`EID_SIMULATOR_RP_PORT`):
   * its port (0: a free one) and the folder of its certificates; none when
   * it is `off`, and by default none with `DATA_DIR=memory://` (nothing to
   * keep certificates in).
   */
  rpService?: { port: number; certificatesDir: string };
}

/** Requests per minute and client address allowed on the login calls. */
export interface AuthRateLimits {
  /** `POST /v1/auth/login` (`AUTH_LOGIN_RATE_LIMIT`, default 10 a minute). */
  loginPerMinute: number;
  /** `POST /v2/auth/status` and `POST /v1/auth/qr` together (`AUTH_POLL_RATE_LIMIT`, default 120 a minute). */
  pollPerMinute: number;
}

export interface EidSettings {
  provider: EidProviderName;
  bankid: BankIdSettings;
  simulator: SimulatorSettings;
  rateLimits: AuthRateLimits;
}

/** The real BankID test environment; production is `https://appapi2.bankid.com`. */
const BANKID_TEST_URL = 'https://appapi2.test.bankid.com';

const positive = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
};

/** Where the simulator's RP API listens: `EID_SIMULATOR_RP_PORT` (a port, 0 for a free one, or `off`); by default a free port when `DATA_DIR` is a folder. */
function readRpService(env: NodeJS.ProcessEnv, dataDir: string | undefined): SimulatorSettings['rpService'] {
  const value = env.EID_SIMULATOR_RP_PORT?.trim();
  if (value === 'off') return undefined;
  if (value === undefined || value === '') {
    return dataDir === undefined || dataDir.startsWith('memory://') ? undefined : { port: 0, certificatesDir: path.join(dataDir, 'bankid-simulator') };
  }
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`EID_SIMULATOR_RP_PORT must be a port number or "off", got "${value}"`);
  const folder = dataDir === undefined || dataDir.startsWith('memory://') ? path.join(os.tmpdir(), `bankid-simulator-${process.pid}`) : path.join(dataDir, 'bankid-simulator');
  return { port, certificatesDir: folder };
}

/**
 * Reads the e-ID settings; an unknown provider name stops the start rather
 * than silently using another. `dataDir` (resolved) holds the simulator's
 * certificates.
 */
export function readEidSettings(env: NodeJS.ProcessEnv, dataDir?: string): EidSettings {
  const provider = (env.EID_PROVIDER || 'simulator').trim();
  if (provider !== 'simulator' && provider !== 'bankid') {
    throw new Error(`EID_PROVIDER must be "simulator" or "bankid", got "${provider}"`);
  }
  const rpService = provider === 'simulator' ? readRpService(env, dataDir) : undefined;
  return {
    provider,
    bankid: {
      url: env.BANKID_URL || BANKID_TEST_URL,
      pfxPath: env.BANKID_PFX || undefined,
      passphrase: env.BANKID_PASSPHRASE || undefined,
      certPath: env.BANKID_CERT || undefined,
      keyPath: env.BANKID_KEY || undefined,
      caPath: env.BANKID_CA || undefined,
      timeoutMs: 10_000,
    },
    simulator: {
      pickupTimeoutMs: positive(env.EID_SIMULATOR_PICKUP_TIMEOUT_SECONDS, 30, 'EID_SIMULATOR_PICKUP_TIMEOUT_SECONDS') * 1000,
      orderLifetimeMs: positive(env.EID_SIMULATOR_ORDER_LIFETIME_SECONDS, 180, 'EID_SIMULATOR_ORDER_LIFETIME_SECONDS') * 1000,
      noClientAfterMs: 10_000,
      qrMaxAgeSeconds: positive(env.EID_SIMULATOR_QR_MAX_AGE_SECONDS, 10, 'EID_SIMULATOR_QR_MAX_AGE_SECONDS'),
      ...(rpService ? { rpService } : {}),
    },
    rateLimits: {
      loginPerMinute: positive(env.AUTH_LOGIN_RATE_LIMIT, 10, 'AUTH_LOGIN_RATE_LIMIT'),
      pollPerMinute: positive(env.AUTH_POLL_RATE_LIMIT, 120, 'AUTH_POLL_RATE_LIMIT'),
    },
  };
}

/** SMS providers the outbox can send through (`SMS_PROVIDER`). */
type SmsProviderName = '46elks';

/** 46elks' SMS endpoint; `SMS_API_URL` replaces it (a test server, a proxy). */
export const ELKS_SMS_URL = 'https://api.46elks.com/a1/sms';

/** Longest an SMS provider may take to answer before the send fails. */
export const SMS_TIMEOUT_MS = 10_000;

/** Settings of a real SMS provider (`SMS_PROVIDER=46elks`). */
export interface SmsSettings {
  provider: SmsProviderName;
  /** The provider's send endpoint (`SMS_API_URL`). */
  apiUrl: string;
  /** HTTP basic auth of the provider's API (`SMS_API_USER`, `SMS_API_PASSWORD`). */
  user: string;
  password: string;
  /** Sender shown on the phone (`SMS_FROM`): 3–11 letters and digits starting with a letter, or a `+` number. */
  from: string;
  timeoutMs: number;
}

/** An SMTP server e-mail is sent through (`SMTP_URL`, `SMTP_FROM`). */
export interface EmailSettings {
  /** `smtp://user:password@host:port` or `smtps://…` (TLS from the start). */
  url: string;
  /** The sender: `Hemglans <bokning@hemglans.se>` or a bare address. */
  from: string;
  timeoutMs: number;
}

/** Where messages go: without a provider, SMS and e-mail each land in the development outbox. */
export interface OutboxSettings {
  sms: SmsSettings | undefined;
  email: EmailSettings | undefined;
}

/** Longest an SMTP server may take to connect, greet or answer before the send fails. */
export const SMTP_TIMEOUT_MS = 10_000;

/** A sender `Name <address>` or a bare address, one line. */
const EMAIL_SENDER = /^(?:[^<>\r\n@]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/**
 * Reads the SMTP server; none when `SMTP_URL` is unset. A URL that is not
 * smtp(s) or a sender that is no address stops the start.
 */
function readEmailSettings(env: NodeJS.ProcessEnv): EmailSettings | undefined {
  const value = (env.SMTP_URL ?? '').trim();
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const from = (env.SMTP_FROM ?? '').trim();
  if (!EMAIL_SENDER.test(from)) throw new Error(`SMTP_URL needs SMTP_FROM, a sender such as "Hemglans <bokning@hemglans.se>", got "${from}"`);
  return { url: value, from, timeoutMs: SMTP_TIMEOUT_MS };
}

/** An alphanumeric sender (what 46elks allows) or an international number. */
const SMS_SENDER = /^(?:[A-Za-z][A-Za-z0-9]{2,10}|\+[1-9]\d{6,14})$/;

/** A variable's http(s) URL, or a start-stopping error naming the variable. */
function httpUrlOf(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url;
}

/**
 * Reads the SMS provider; none when `SMS_PROVIDER` is unset. A provider
 * named without all its settings stops the start, so a deployment meant to
 * send real SMS never falls back to the development outbox unnoticed.
 */
export function readOutboxSettings(env: NodeJS.ProcessEnv): OutboxSettings {
  const email = readEmailSettings(env);
  const provider = (env.SMS_PROVIDER ?? '').trim();
  if (provider === '') return { sms: undefined, email };
  if (provider !== '46elks') throw new Error(`SMS_PROVIDER must be "46elks" (or unset for the development outbox), got "${provider}"`);
  const missing = ['SMS_API_USER', 'SMS_API_PASSWORD', 'SMS_FROM'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=46elks needs ${missing.join(', ')}`);
  const from = env.SMS_FROM!.trim();
  if (!SMS_SENDER.test(from)) throw new Error(`SMS_FROM must be 3-11 letters and digits starting with a letter, or a +number, got "${from}"`);
  const apiUrl = env.SMS_API_URL?.trim() || ELKS_SMS_URL;
  httpUrlOf('SMS_API_URL', apiUrl);
  return {
    sms: { provider, apiUrl, user: env.SMS_API_USER!.trim(), password: env.SMS_API_PASSWORD!, from, timeoutMs: SMS_TIMEOUT_MS },
    email,
  };
}

/** Limits of the image service (`GET /api/v1/images/:id`): encoding slots, their queue and the rendition cache. */
interface ImageSettings {
  /** Budget of the rendition cache in bytes (`IMAGE_CACHE_MAX_BYTES`); past it the least recently used renditions go. Default 1 GiB on disk, 64 MiB with `DATA_DIR=memory://`. */
  cacheMaxBytes: number | undefined;
  /** Renditions encoded at once (`IMAGE_RENDER_CONCURRENCY`, default 2); large ones may hold all but one slot. */
  renderConcurrency: number;
  /** Renditions that may wait for a slot (`IMAGE_RENDER_QUEUE`, default 64); beyond it, 503 at once. */
  renderQueue: number;
  /** Longest a rendition waits for a slot, in ms (`IMAGE_RENDER_WAIT_MS`, default 10 000); past it, 503 with `Retry-After`. */
  renderWaitMs: number;
  /** Longest one encode may run, in whole seconds (`IMAGE_RENDER_TIMEOUT_SECONDS`, default 10); past it, 503 with `Retry-After`. */
  renderTimeoutSeconds: number;
}

/** Defaults of `ImageSettings`. */
const IMAGE_RENDER_CONCURRENCY = 2;
const IMAGE_RENDER_QUEUE = 64;
const IMAGE_RENDER_WAIT_MS = 10_000;
const IMAGE_RENDER_TIMEOUT_SECONDS = 10;

/** Reads the image service's limits. */
function readImageSettings(env: NodeJS.ProcessEnv): ImageSettings {
  const cacheMaxBytes = env.IMAGE_CACHE_MAX_BYTES;
  return {
    cacheMaxBytes: cacheMaxBytes ? Math.floor(positive(cacheMaxBytes, 0, 'IMAGE_CACHE_MAX_BYTES')) : undefined,
    renderConcurrency: Math.floor(positive(env.IMAGE_RENDER_CONCURRENCY, IMAGE_RENDER_CONCURRENCY, 'IMAGE_RENDER_CONCURRENCY')),
    renderQueue: Math.floor(positive(env.IMAGE_RENDER_QUEUE, IMAGE_RENDER_QUEUE, 'IMAGE_RENDER_QUEUE')),
    renderWaitMs: positive(env.IMAGE_RENDER_WAIT_MS, IMAGE_RENDER_WAIT_MS, 'IMAGE_RENDER_WAIT_MS'),
    renderTimeoutSeconds: Math.ceil(positive(env.IMAGE_RENDER_TIMEOUT_SECONDS, IMAGE_RENDER_TIMEOUT_SECONDS, 'IMAGE_RENDER_TIMEOUT_SECONDS')),
  };
}

/** A directory (OpenID Connect issuer) outside this server: `OIDC_ISSUER` with its client. */
interface ExternalDirectory {
  /** The issuer identifier (`OIDC_ISSUER`), e.g. `https://login.microsoftonline.com/<tenant>/v2.0`; its discovery document says the rest. */
  issuer: string;
  /** This site's client at the issuer (`OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`). */
  clientId: string;
  clientSecret: string;
}

/** Staff and editor sign-on through a directory (site.md section 6). */
export interface DirectorySettings {
  /** The external directory; undefined: the embedded one under `/oidc` with its test accounts. */
  external: ExternalDirectory | undefined;
  /** The ID token claim with the person's roles (`OIDC_ROLES_CLAIM`, default `roles`): an array or a space-separated string. */
  rolesClaim: string;
  /** Scopes asked for besides `openid profile email` (`OIDC_SCOPES`), e.g. an Entra ID API scope. */
  extraScopes: string[];
  /** The staff host's name (`STAFF_HOST`, else the host of `STAFF_URL`, else `staff.localhost`): a page on it is in staff mode. */
  staffHost: string;
  /** The staff host's origin (`STAFF_URL`), e.g. `https://staff.example.se`, when it has one of its own. */
  staffUrl: string | undefined;
}

/** The staff host when nothing says otherwise: Chromium resolves every `*.localhost` name to this machine. */
const DEFAULT_STAFF_HOST = 'staff.localhost';

const OIDC_VARIABLES = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Reads the directory sign-on settings. The external directory is all three
 * `OIDC_*` variables or none: a part of them stops the start, so a
 * deployment meant to use its directory never falls back to the embedded
 * one with its test accounts. An issuer over plain http is accepted only on
 * this machine (a test directory).
 */
export function readDirectorySettings(env: NodeJS.ProcessEnv): DirectorySettings {
  const given = OIDC_VARIABLES.filter((name) => env[name]?.trim());
  if (given.length > 0 && given.length < OIDC_VARIABLES.length) {
    const missing = OIDC_VARIABLES.filter((name) => !given.includes(name));
    throw new Error(`An external directory needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together; missing ${missing.join(', ')}`);
  }
  let external: ExternalDirectory | undefined;
  if (given.length > 0) {
    const issuer = env.OIDC_ISSUER!.trim();
    const url = httpUrlOf('OIDC_ISSUER', issuer);
    if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) throw new Error(`OIDC_ISSUER must be https (http only on this machine), got "${issuer}"`);
    if (url.search || url.hash) throw new Error(`OIDC_ISSUER must not have a query or fragment, got "${issuer}"`);
    external = { issuer, clientId: env.OIDC_CLIENT_ID!.trim(), clientSecret: env.OIDC_CLIENT_SECRET! };
  }
  const rolesClaim = env.OIDC_ROLES_CLAIM?.trim() || 'roles';
  const extraScopes = (env.OIDC_SCOPES ?? '').split(/[\s,]+/).filter(Boolean);
  const staffUrlValue = env.STAFF_URL?.trim();
  const staffUrl = staffUrlValue ? httpUrlOf('STAFF_URL', staffUrlValue) : undefined;
  const staffHostValue = env.STAFF_HOST?.trim().toLowerCase();
  if (staffHostValue && !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(staffHostValue)) throw new Error(`STAFF_HOST must be a host name without port or scheme, got "${staffHostValue}"`);
  if (staffHostValue && staffUrl && staffUrl.hostname !== staffHostValue) {
    throw new Error(`STAFF_HOST "${staffHostValue}" and the host of STAFF_URL "${staffUrl.hostname}" differ; set one of them`);
  }
  return {
    external,
    rolesClaim,
    extraScopes,
    staffHost: staffHostValue || staffUrl?.hostname || DEFAULT_STAFF_HOST,
    staffUrl: staffUrl?.origin,
  };
}

function readDurability(value: string | undefined): Durability {
  if (value === undefined || value === '') return 'durable';
  if ((DURABILITIES as readonly string[]).includes(value)) return value as Durability;
  throw new Error(`DB_DURABILITY must be one of ${DURABILITIES.join(', ')}, got "${value}"`);
}

function readSeconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`${name} must be a whole number of seconds, got "${value}"`);
  return seconds;
}

/** Server settings, read once from the environment (documented in the README). */
export interface ServerConfig {
  /** Port to listen on (`PORT`, default 3000; 0 picks a free one). */
  port: number;
  /** Address to listen on (`HOST`, default 127.0.0.1). */
  host: string;
  /** Folder of the embedded database and caches (`DATA_DIR`, default `.data`); `memory://` keeps nothing. */
  dataDir: string;
  /** PostgreSQL connection string (`DATABASE_URL`); when set the embedded database is not used. */
  databaseUrl: string | undefined;
  /**
   * Whether the embedded database syncs each commit to disk before answering (`DB_DURABILITY`, default `durable`);
   * `relaxed` skips the syncs, so an operating-system crash or power cut may lose acknowledged writes.
   */
  dbDurability: Durability;
  /** `NODE_ENV !== 'production'` runs Next in development mode (`npm run dev`). */
  dev: boolean;
  /**
   * `DEVELOPER_MODE=allowed`: a production build lets a developer turn on
   * developer mode (two taps within 500 ms on the company name in the footer),
   * which shows the statechart inspector. Off by default; development builds
   * always show it.
   */
  developerMode: boolean;
  /**
   * The proxies in front whose `X-Forwarded-For`/`X-Forwarded-Proto` are
   * believed (`TRUST_PROXY`: a number of hops, or their addresses and CIDR
   * ranges); none when unset. It decides `request.ip` (rate limits, BankID's
   * `endUserIp`) and https detection.
   */
  trustProxy: ProxyTrust | undefined;
  /** Public origins allowed to make state-changing calls besides the server's own (`ALLOWED_ORIGINS`, comma-separated). */
  allowedOrigins: string[];
  /** Serve only `/api` and the notification socket, no pages (`API_ONLY=1`; tests of the API service, several processes in one test). */
  apiOnly: boolean;
  /**
   * Redis for socket.io's adapter (`REDIS_URL`, e.g. `redis://127.0.0.1:6379`):
   * with several server processes, a notification told in one reaches a
   * browser connected to another. Unset: one process, no Redis.
   */
  redisUrl: string | undefined;
  /** Repository root: where `.next`, `content/` and migrations are. */
  rootDir: string;
  /** e-ID provider and its settings (`EID_PROVIDER`, `BANKID_*`, `EID_SIMULATOR_*`, `AUTH_*_RATE_LIMIT`). */
  eid: EidSettings;
  /** Server log level (`LOG_LEVEL`, default `warn`). */
  logLevel: string;
  /**
   * How long a content page every visitor gets alike is served from memory
   * before it is rendered again (`PAGE_CACHE_SECONDS`, default 60; 0 renders
   * every request). A publish in this process drops the cache at once.
   */
  pageCacheSeconds: number;
  /** The site's public origin for canonical and language links (`PUBLIC_URL`); else each request's host. */
  publicUrl: string | undefined;
  /** Third-party widgets that are configured (`TRUSTPILOT_BUSINESS_UNIT_ID`, `GTM_ID`, ...). */
  thirdParty: ThirdPartyConfig;
  /** The app ids analytics events carry: the public site's (`ANALYTICS_APP_ID`) and the staff host's (`STAFF_ANALYTICS_APP_ID`). */
  analyticsAppIds: AnalyticsAppIds;
  /** Limits of the image service (`IMAGE_CACHE_MAX_BYTES`, `IMAGE_RENDER_*`). */
  images: ImageSettings;
  /** Where SMS and e-mail go (`SMS_PROVIDER`, `SMS_API_*`, `SMS_FROM`); without a provider, the development outbox. */
  outbox: OutboxSettings;
  /**
   * Confirmation e-mails one address may get in an hour (`CONFIRMATION_EMAILS_PER_HOUR`,
   * default 10): a request for proposal needs no login, so without a limit anyone could
   * make the site mail a stranger over and over. Counted per server process.
   */
  confirmationsPerHour: number;
  /** Staff and editor sign-on (`OIDC_*`, `STAFF_HOST`, `STAFF_URL`); without `OIDC_ISSUER`, the embedded directory. */
  directory: DirectorySettings;
}

/**
 * Reads the configuration, once, at start: the only place that reads the
 * environment. Everything else gets its part of the result passed down.
 */

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const rootDir = overrides.rootDir ?? path.resolve(import.meta.dirname, '..');
  const dataDir = env.DATA_DIR ?? '.data';
  const resolvedDataDir = dataDir.startsWith('memory://') ? dataDir : path.resolve(rootDir, dataDir);
  const directory = readDirectorySettings(env);
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  // The staff host's pages make state-changing calls from their own origin.
  if (directory.staffUrl && !allowedOrigins.includes(directory.staffUrl)) allowedOrigins.push(directory.staffUrl);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolvedDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    dbDurability: readDurability(env.DB_DURABILITY),
    dev: env.NODE_ENV !== 'production',
    developerMode: env.DEVELOPER_MODE?.trim() === 'allowed',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    allowedOrigins,
    apiOnly: env.API_ONLY === '1' || env.API_ONLY === 'true',
    redisUrl: env.REDIS_URL?.trim() || undefined,
    rootDir,
    eid: readEidSettings(env, resolvedDataDir),
    logLevel: env.LOG_LEVEL ?? 'warn',
    pageCacheSeconds: readSeconds(env.PAGE_CACHE_SECONDS, 'PAGE_CACHE_SECONDS', 60),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    thirdParty: readThirdParty(env),
    analyticsAppIds: {
      site: env.ANALYTICS_APP_ID?.trim() || DEFAULT_ANALYTICS_APP_IDS.site,
      staff: env.STAFF_ANALYTICS_APP_ID?.trim() || DEFAULT_ANALYTICS_APP_IDS.staff,
    },
    images: readImageSettings(env),
    outbox: readOutboxSettings(env),
    confirmationsPerHour: positive(env.CONFIRMATION_EMAILS_PER_HOUR, 10, 'CONFIRMATION_EMAILS_PER_HOUR'),
    directory,
    ...overrides,
  };
}
