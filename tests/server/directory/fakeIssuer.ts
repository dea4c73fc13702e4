import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** What the fake directory puts in one code's ID token: changes to the good claims, the key it signs with, or a raw token. */
export interface IdTokenRecipe {
  claims?: (good: JWTPayload) => JWTPayload;
  /** `rogue`: a key that is not in the published JWKS, under the good key's `kid`. */
  key?: 'good' | 'rogue';
  /** A token as is (e.g. unsigned), instead of one signed from the claims. */
  raw?: (good: JWTPayload) => string;
  /** The token endpoint refuses the code with this OAuth error. */
  tokenError?: string;
}

interface IssuedCode {
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  recipe: IdTokenRecipe;
}

const FAKE_CLIENT_ID = 'site-at-fake-directory';
const FAKE_CLIENT_SECRET = 'fake-directory-secret';
const KID = 'fake-key-1';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A small OpenID Connect directory on this machine, standing in for an
 * external one (Entra ID): discovery, JWKS and a token endpoint that checks
 * the client's secret, the PKCE verifier and the redirect URI, then answers
 * the ID token a test asked for — good, forged, expired, for another
 * audience or issuer, with another nonce, or without a role.
 */
export class FakeIssuer {
  issuer = '';
  private server: http.Server | undefined;
  private good!: CryptoKey;
  private rogue!: CryptoKey;
  private jwks: object = {};
  private readonly codes = new Map<string, IssuedCode>();
  /** Token requests the directory answered (its checks passed). */
  tokenRequests = 0;

  async start(): Promise<void> {
    const good = await generateKeyPair('RS256', { extractable: true });
    const rogue = await generateKeyPair('RS256');
    this.good = good.privateKey;
    this.rogue = rogue.privateKey;
    this.jwks = { keys: [{ ...(await exportJWK(good.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
    this.server = http.createServer((req, res) => {
      this.answer(req, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The environment that points the site at this directory. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return { OIDC_ISSUER: this.issuer, OIDC_CLIENT_ID: FAKE_CLIENT_ID, OIDC_CLIENT_SECRET: FAKE_CLIENT_SECRET, ...extra };
  }

  /** Plays the directory's authorization endpoint: a code for the authorization request at `authorizationUrl`, whose ID token follows `recipe`. */
  issueCode(authorizationUrl: URL, recipe: IdTokenRecipe = {}): string {
    const params = authorizationUrl.searchParams;
    const code = randomBytes(16).toString('base64url');
    this.codes.set(code, {
      nonce: params.get('nonce') ?? '',
      codeChallenge: params.get('code_challenge') ?? '',
      redirectUri: params.get('redirect_uri') ?? '',
      recipe,
    });
    return code;
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const json = (status: number, body: object): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/authorize`,
        token_endpoint: `${this.issuer}/token`,
        jwks_uri: `${this.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    }
    if (req.url === '/jwks') return json(200, this.jwks);
    if (req.url !== '/token' || req.method !== 'POST') return json(404, { error: 'not_found' });

    // client_secret_basic: both parts form-urlencoded before base64 (RFC 6749 section 2.3.1).
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = Buffer.from(basic ?? '', 'base64').toString().split(':').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
    if (id !== FAKE_CLIENT_ID || secret !== FAKE_CLIENT_SECRET) return json(401, { error: 'invalid_client' });
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const issued = this.codes.get(form.get('code') ?? '');
    this.codes.delete(form.get('code') ?? '');
    if (!issued || form.get('grant_type') !== 'authorization_code') return json(400, { error: 'invalid_grant' });
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== issued.codeChallenge || form.get('redirect_uri') !== issued.redirectUri) return json(400, { error: 'invalid_grant' });
    if (issued.recipe.tokenError) return json(400, { error: issued.recipe.tokenError });
    this.tokenRequests += 1;
    return json(200, { access_token: randomBytes(16).toString('base64url'), token_type: 'Bearer', expires_in: 300, id_token: await this.idToken(issued) });
  }

  private async idToken({ nonce, recipe }: IssuedCode): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const good: JWTPayload = {
      iss: this.issuer,
      aud: FAKE_CLIENT_ID,
      sub: 'ext-0001',
      iat: now,
      exp: now + 300,
      nonce,
      name: 'Kim Extern',
      preferred_username: 'kim.extern@example.se',
      email: 'kim.extern@example.se',
      roles: ['staff'],
    };
    if (recipe.raw) return recipe.raw(good);
    const claims = recipe.claims ? recipe.claims(good) : good;
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(recipe.key === 'rogue' ? this.rogue : this.good);
  }
}

/** An ID token without a signature (`alg: none`): no relying party may accept it. */
export const unsigned = (claims: JWTPayload) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
