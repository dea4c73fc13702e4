import * as oidc from 'openid-client';

/** The scopes every sign-on asks for; `OIDC_SCOPES` adds to them. */
const BASE_SCOPES = ['openid', 'profile', 'email'];
/** Longest wait for the directory's discovery, keys and token endpoint, in seconds. */
const DIRECTORY_TIMEOUT_SECONDS = 10;

/** Where the directory is and who this site is to it. */
export interface IssuerSettings {
  /** The issuer identifier, as the ID tokens name it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Scopes beyond `BASE_SCOPES`. */
  extraScopes: string[];
  /**
   * The embedded directory: this server reaches it over loopback at this
   * base URL (its token and key endpoints), while the browser goes to the
   * issuer's own address; it asks for the login every time (`prompt=login`),
   * so a tester can switch accounts.
   */
  embeddedAt?: string;
}

/** What a sign-on must remember until its callback. */
interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The relying party: sends the browser to the directory with state, nonce
 * and PKCE, then exchanges the code with the client secret and verifies the
 * ID token: its signature against the issuer's keys (JWKS), its issuer,
 * audience, expiry and nonce (openid-client with non-repudiation checks).
 */
export class DirectoryClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  /** `settings` is asked at first use: the embedded directory's addresses are known only once the server listens. */
  constructor(private readonly settings: () => IssuerSettings | undefined) {}

  /** The issuer's configuration: discovered once (an external directory) or built from the embedded one's known routes; a failure is retried on the next sign-on. */
  private config(): Promise<oidc.Configuration> {
    this.configuration ??= this.configure().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  private async configure(): Promise<oidc.Configuration> {
    const settings = this.settings();
    if (!settings) throw new Error('The directory is not started yet');
    const auth = oidc.ClientSecretBasic(settings.clientSecret);
    if (settings.embeddedAt) {
      const internal = settings.embeddedAt;
      const config = new oidc.Configuration(
        {
          issuer: settings.issuer,
          authorization_endpoint: `${settings.issuer}/auth`,
          token_endpoint: `${internal}/token`,
          jwks_uri: `${internal}/jwks`,
          authorization_response_iss_parameter_supported: true,
          id_token_signing_alg_values_supported: ['RS256'],
        },
        settings.clientId,
        undefined,
        auth,
      );
      oidc.allowInsecureRequests(config);
      oidc.enableNonRepudiationChecks(config);
      config.timeout = DIRECTORY_TIMEOUT_SECONDS;
      return config;
    }
    const issuer = new URL(settings.issuer);
    // Plain http only for a directory on this machine (the configuration refuses any other).
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    return oidc.discovery(issuer, settings.clientId, undefined, auth, {
      execute: [...(insecure ? [oidc.allowInsecureRequests] : []), oidc.enableNonRepudiationChecks],
      timeout: DIRECTORY_TIMEOUT_SECONDS,
    });
  }

  /** The authorization request for a sign-on coming back to `redirectUri`, with its secrets. */
  async start(redirectUri: string, locale: 'sv' | 'en'): Promise<AuthorizationStart> {
    const config = await this.config();
    const settings = this.settings()!;
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: [...new Set([...BASE_SCOPES, ...settings.extraScopes])].join(' '),
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: locale,
      ...(settings.embeddedAt ? { prompt: 'login' } : {}),
    });
    return { url, state, nonce, codeVerifier };
  }

  /** Exchanges the callback's code and answers the verified ID token's claims; throws on any failure. */
  async finish(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<oidc.IDToken> {
    const tokens = await oidc.authorizationCodeGrant(await this.config(), callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The directory answered without an ID token');
    return claims;
  }
}

/** OAuth error codes are short lower-case words (RFC 6749 section 4.1.2.1); anything else is not passed on. */
const OAUTH_ERROR = /^[a-z_]{1,64}$/;

/**
 * The error code a failed sign-on is reported with in the page's fragment:
 * the directory's own OAuth error code when it gave one,
 * `temporarily_unavailable` when it could not be reached, else
 * `access_denied`.
 */
export function signOnErrorCode(error: unknown): string {
  if ((error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) && OAUTH_ERROR.test(error.error)) return error.error;
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (cause.name === 'TimeoutError' || cause.message === 'fetch failed' || code === 'ECONNREFUSED' || code === 'OAUTH_TIMEOUT') return 'temporarily_unavailable';
  }
  return 'access_denied';
}

/** An OAuth error code from the directory's redirect, or `access_denied` when it is not one. */
export const oauthErrorCode = (value: unknown): string => (typeof value === 'string' && OAUTH_ERROR.test(value) ? value : 'access_denied');

/**
 * The roles an ID token names in `claim`: an array of strings or one
 * space-separated string (directories differ). A dotted name that is not a
 * claim of its own reaches into an object claim (Keycloak's
 * `realm_access.roles`); a claim named like a URL is read as it is.
 */
export function rolesOf(claims: Record<string, unknown>, claim: string): string[] {
  let value: unknown = claims[claim];
  if (value === undefined && claim.includes('.')) {
    value = claim.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), claims);
  }
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string');
  return [];
}
