import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type ErrorOut, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import { DIRECTORY_CALLBACK_PATH } from '../../api/contract/directory';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { AuditLog } from '../http/audit';
import type { ProxyTrust } from '../http/proxy';
import { findUnsafeText } from '../http/safeText';
import { accountClaims, findAccount } from './accounts';
import { handleInteraction, INTERACTION_PATH, type InteractionContext } from './interaction';
import { LoginLimits } from './loginLimits';
import { DIRECTORY_STYLE_SOURCE, directoryLocale, renderDirectoryErrorPage } from './loginPage';
import { loadProviderKeys } from './providerKeys';
import { databaseAdapter } from './providerStore';
import type { IssuerSettings } from './relyingParty';

/** Where the embedded directory lives on the one server. */
export const EMBEDDED_DIRECTORY_PATH = '/oidc';
/** The site's client at the embedded directory (README "Staff and editor sign-on"); another relying party under test may use it too. */
export const EMBEDDED_CLIENT_ID = 'home-services-site';
export const EMBEDDED_CLIENT_SECRET = 'embedded-directory-secret';

/** How long the directory's artefacts live, in seconds (each named, so the provider warns about no default). */
const TTL = {
  AuthorizationCode: 60,
  AccessToken: 10 * 60,
  IdToken: 10 * 60,
  Interaction: 10 * 60,
  Session: 8 * 60 * 60,
  Grant: 24 * 60 * 60,
  RefreshToken: 24 * 60 * 60,
  ClientCredentials: 10 * 60,
  DeviceCode: 10 * 60,
  BackchannelAuthenticationRequest: 10 * 60,
};

export interface EmbeddedDirectoryOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** `PUBLIC_URL`: the issuer is `<PUBLIC_URL>/oidc` and sign-ons come back to it. */
  publicUrl: string | undefined;
  /** `STAFF_URL`: sign-ons may also come back to the staff host. */
  staffUrl: string | undefined;
  /** `STAFF_HOST`: without `STAFF_URL`, `http://<STAFF_HOST>:<port>` is a local origin sign-ons may come back to. */
  staffHost: string;
  /** Times the login limits (the provider keeps its own time). */
  clock: Clock;
  /** Where logins, wrong passwords and refusals are recorded. */
  audit: AuditLog;
  /** `TRUST_PROXY`: the login limits count the client address `request.ip` would name. */
  trustProxy: ProxyTrust | undefined;
}

/** A listening address a browser can open: any-address binds are reached on loopback. */
function reachableBase(listenBase: string): URL {
  const url = new URL(listenBase);
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]') url.hostname = '127.0.0.1';
  return url;
}

/**
 * The embedded OpenID Connect provider (oidc-provider, a certified
 * implementation) with the test accounts of `accounts.ts`: staff sign-on
 * works on a fresh machine with no outside service. It exists only without
 * `OIDC_ISSUER`, is built once the server listens (its issuer names the
 * port), and keeps its state and keys in the database.
 */
export class EmbeddedDirectory {
  private provider: Provider | undefined;
  private callback: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  /** The origins sign-ons may come back to (its client's redirect URIs, and its pages' `form-action`). */
  redirectOrigins: string[] = [];
  private issuerSettings: IssuerSettings | undefined;
  private readonly interaction: InteractionContext;

  constructor(private readonly options: EmbeddedDirectoryOptions) {
    const { db, log, clock, audit, trustProxy } = options;
    this.interaction = { log, limits: new LoginLimits(db, clock), audit, clock, trustProxy };
  }

  /** The relying party's view of this directory, once started. */
  settings(): IssuerSettings | undefined {
    return this.issuerSettings;
  }

  /** Builds the provider for the server listening at `listenBase` (`http://127.0.0.1:3000`). */
  async start(listenBase: string): Promise<void> {
    const { db, log, publicUrl, staffUrl, staffHost } = this.options;
    const local = reachableBase(listenBase);
    const issuer = `${publicUrl ?? local.origin}${EMBEDDED_DIRECTORY_PATH}`;
    const origins = new Set<string>([publicUrl, staffUrl].filter((origin): origin is string => Boolean(origin)));
    // Without a public address the site is opened on this machine: by address, as localhost, or as the staff host.
    if (!publicUrl) {
      for (const host of ['127.0.0.1', 'localhost', local.hostname, ...(staffUrl ? [] : [staffHost])]) {
        origins.add(`http://${host}:${local.port}`);
      }
    }
    this.redirectOrigins = [...origins];
    const keys = await loadProviderKeys(db);

    const provider = new Provider(issuer, {
      adapter: databaseAdapter(db),
      clients: [
        {
          client_id: EMBEDDED_CLIENT_ID,
          client_secret: EMBEDDED_CLIENT_SECRET,
          redirect_uris: this.redirectOrigins.map((origin) => `${origin}${DIRECTORY_CALLBACK_PATH}`),
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
          id_token_signed_response_alg: 'RS256',
        },
      ],
      jwks: { keys: keys.signing as Record<string, unknown>[] },
      cookies: {
        keys: keys.cookies,
        names: { session: 'directory_session', interaction: 'directory_interaction', resume: 'directory_resume' },
        // Lax: the session cookie is kept over plain http on this machine, where SameSite=None would need Secure.
        // Its path keeps it off the site's own pages and calls.
        long: { signed: true, httpOnly: true, sameSite: 'lax', path: EMBEDDED_DIRECTORY_PATH },
        short: { signed: true, httpOnly: true, sameSite: 'lax' },
      },
      scopes: ['openid', 'profile', 'email'],
      // The roles travel with `openid`, as a directory's app roles do (Entra ID puts them in every ID token).
      claims: {
        openid: ['sub', 'roles'],
        profile: ['name', 'given_name', 'family_name', 'preferred_username'],
        email: ['email', 'email_verified'],
      },
      // The site reads the person from the ID token alone, never from userinfo.
      conformIdTokenClaims: false,
      responseTypes: ['code'],
      pkce: { methods: ['S256'], required: () => true },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: { enabled: false },
        revocation: { enabled: false },
        introspection: { enabled: false },
      },
      findAccount: async (_ctx, sub) => {
        const account = findAccount(sub);
        return account && { accountId: account.id, claims: () => accountClaims(account) };
      },
      loadExistingGrant: grantWhatOurSiteAsks,
      interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
      renderError: renderErrorPage,
      // Only our own server calls the token endpoint, never a browser page.
      clientBasedCORS: () => false,
      ttl: TTL,
    });
    // The server decides the protocol (from the trusted proxy alone) and says it in X-Forwarded-Proto.
    provider.proxy = true;
    provider.app.silent = true;
    provider.use(refuseUnstorableQuery);
    provider.on('server_error', (_ctx: unknown, error: unknown) => log.error({ err: error }, 'embedded directory failed'));
    this.provider = provider;
    this.callback = provider.callback();
    this.issuerSettings = {
      issuer,
      clientId: EMBEDDED_CLIENT_ID,
      clientSecret: EMBEDDED_CLIENT_SECRET,
      extraScopes: [],
      embeddedAt: `${local.origin}${EMBEDDED_DIRECTORY_PATH}`,
    };
  }

  /**
   * CSP of everything under `/oidc`: its pages have no script, one inline
   * stylesheet (by hash), and a form whose answer redirects through the
   * provider to the site's callback, which `form-action` must admit.
   */
  contentSecurityPolicy(https: boolean): string {
    return [
      `default-src 'none'`,
      `style-src ${DIRECTORY_STYLE_SOURCE}`,
      `img-src 'self'`,
      `form-action 'self' ${this.redirectOrigins.join(' ')}`.trim(),
      `base-uri 'none'`,
      `frame-ancestors 'none'`,
      ...(https ? ['upgrade-insecure-requests'] : []),
    ].join('; ');
  }

  /** Answers a request under `/oidc`: our interaction pages, or the provider itself with the mount path taken off. */
  handle(req: IncomingMessage, res: ServerResponse, https: boolean): void {
    const provider = this.provider;
    const callback = this.callback;
    if (!provider || !callback) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The directory is starting');
      return;
    }
    const url = req.url ?? '/';
    // Only the server's own judgement of the protocol and host counts, never what the client sent.
    req.headers['x-forwarded-proto'] = https ? 'https' : 'http';
    delete req.headers['x-forwarded-host'];
    if (url.startsWith(`${INTERACTION_PATH}/`)) {
      handleInteraction(provider, req, res, this.interaction);
      return;
    }
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = url.slice(EMBEDDED_DIRECTORY_PATH.length) || '/';
    callback(req, res);
  }
}

/** The provider's error page (its `renderError`), in the language the request asks for. */
function renderErrorPage(ctx: KoaContextWithOIDC, out: ErrorOut): void {
  ctx.type = 'html';
  ctx.body = renderDirectoryErrorPage(directoryLocale(ctx.query.lang, ctx.oidc?.params?.ui_locales ?? ctx.query.ui_locales), out.error);
}

/**
 * A query with text PostgreSQL cannot store (a NUL) is refused before the
 * provider looks up a client or keeps a parameter: `invalid_request`,
 * answered as the provider answers an error it sends back to no client (its
 * error page to a browser, else the JSON), since such a request's
 * `redirect_uri` is no more trustworthy than the rest. The provider's own
 * error handlers do not wrap middleware of `provider.use`, hence the answer
 * here. Bodies are the adapter's to refuse (`providerStore.ts`), inside the
 * provider's routes.
 */
async function refuseUnstorableQuery(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  const at = findUnsafeText(ctx.query);
  if (at === undefined) return next();
  const error = new errors.InvalidRequest(`${at} is not valid text`);
  const out: ErrorOut = { error: error.error, error_description: error.error_description };
  ctx.status = error.statusCode;
  ctx.set('Cache-Control', 'no-store');
  if (ctx.accepts('json', 'html') === 'html') renderErrorPage(ctx, out);
  else ctx.body = out;
}

/**
 * The site is the directory's only client and its own: what it asks for is
 * granted without a consent page (a directory's first-party application).
 */
async function grantWhatOurSiteAsks(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const oidc = ctx.oidc!;
  const clientId = oidc.client!.clientId;
  const accountId = oidc.session!.accountId!;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing && existing.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
  await grant.save();
  return grant;
}
