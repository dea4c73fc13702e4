/**
 * The part of oidc-provider 8 this server uses (the package ships no types;
 * see its `docs/README.md` for the full configuration).
 */
declare module 'oidc-provider' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  };

  /** Storage of one model (Session, Interaction, AuthorizationCode, Grant, ...). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
    id_token_signed_response_alg?: string;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  /** Koa's context as the provider extends it. */
  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    status: number;
    query: Record<string, string | string[] | undefined>;
    /** The first of `types` the request accepts (Koa's content negotiation). */
    accepts(...types: string[]): string | false;
    set(field: string, value: string): void;
    oidc?: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      params?: Record<string, unknown>;
      requestParamOIDCScopes: Set<string>;
      requestParamClaims: Set<string>;
      provider: Provider;
    };
  }

  /** Middleware of the provider's Koa application (`provider.use`), run before its routes. */
  export type ProviderMiddleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  /** The provider's protocol errors: thrown inside its routes, each is answered as its endpoint answers errors. */
  export namespace errors {
    class OIDCProviderError extends Error {
      /** The protocol's error code (`invalid_request`), also the message. */
      readonly error: string;
      readonly error_description?: string;
      readonly status: number;
      readonly statusCode: number;
      readonly expose: boolean;
    }
    class InvalidRequest extends OIDCProviderError {
      constructor(description?: string, status?: number, detail?: string);
    }
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export type TtlFunction = (ctx: KoaContextWithOIDC, token: unknown, client: unknown) => number;

  export interface Configuration {
    adapter?: new (model: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: {
      keys?: string[];
      names?: Record<string, string>;
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    responseTypes?: string[];
    pkce?: { methods?: string[]; required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    interactions?: { url(ctx: KoaContextWithOIDC, interaction: { uid: string }): string | Promise<string> };
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => void | Promise<void>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    ttl?: Record<string, number | TtlFunction>;
    routes?: Record<string, string>;
    enabledJWA?: Record<string, string[]>;
    clockTolerance?: number;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    /** The directory session the interaction began in (someone already signed in there). */
    session?: { uid?: string; accountId?: string };
    grantId?: string;
    returnTo: string;
    /** When it ends, in epoch seconds. */
    exp: number;
    save(ttlSeconds: number): Promise<string>;
  }

  export interface SessionConstructor {
    findByUid(uid: string): Promise<{ destroy(): Promise<void> } | undefined>;
  }

  export interface InteractionResult {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export class Provider extends EventEmitter {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly app: { silent: boolean };
    readonly Grant: GrantConstructor;
    readonly Session: SessionConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: ProviderMiddleware): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: InteractionResult, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }

  export default Provider;
}
