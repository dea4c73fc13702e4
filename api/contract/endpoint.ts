import { z } from 'zod';
import {
  endpointMeta,
  type CallAuth,
  type DefaultSession,
  type EndpointMeta,
  type EndpointRef,
  type MetaDefinition,
  type SessionRequirement,
} from './meta';

export * from './meta';

/**
 * One call under `/api`: the single source of truth shared by the client
 * (which builds its request from it) and the server (which registers its
 * handler against it and validates with the same schemas).
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Session extends SessionRequirement = SessionRequirement,
  Auth extends CallAuth = CallAuth,
> extends EndpointMeta<Session, Auth> {
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /**
   * What a refused answer (4xx) carries besides its message, for a call
   * whose refusal the browser reads further (the calendar a 409 `slotTaken`
   * brings); the client checks it like an answer, so a flow reads it typed.
   * Each part it reads is optional and falls back to none (`.catch`), so
   * the refusal's message and reason always come through; a body that is
   * not an object at all reaches the caller as no body. Absent: the body as
   * sent.
   */
  refusal?: z.ZodType;
}

// Unknown query keys (the common `_v`, `lang`, `webview`) are stripped, not refused.
const empty = z.object({});
const noBody = z.undefined();

type Defaults = {
  params: typeof empty;
  query: typeof empty;
  body: typeof noBody;
};

type Definition<P, Q, B, R, A extends CallAuth, S extends SessionRequirement> = MetaDefinition<A, S> & {
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  refusal?: z.ZodType;
};

/** Declares an endpoint, filling the defaults that most calls share. */
export function defineEndpoint<
  R extends z.ZodType,
  P extends z.ZodType = Defaults['params'],
  Q extends z.ZodType = Defaults['query'],
  B extends z.ZodType = Defaults['body'],
  A extends CallAuth = 'anonymous',
  S extends SessionRequirement = DefaultSession<A>,
>(definition: Definition<P, Q, B, R, A, S>): Endpoint<P, Q, B, R, S, A> {
  return {
    ...endpointMeta<A, S>(definition),
    params: (definition.params ?? empty) as P,
    query: (definition.query ?? empty) as Q,
    body: (definition.body ?? noBody) as B,
    response: definition.response,
    ...(definition.refusal ? { refusal: definition.refusal } : {}),
  };
}

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
/** The endpoint a call names: the endpoint itself, or the one its reference (`api/calls/`) stands for. */
export type EndpointOf<C> = C extends EndpointRef<infer E> ? (E extends AnyEndpoint ? E : never) : C extends AnyEndpoint ? C : never;
export type ParamsOf<C> = z.input<EndpointOf<C>['params']>;
export type QueryOf<C> = z.input<EndpointOf<C>['query']>;
export type BodyOf<C> = z.input<EndpointOf<C>['body']>;
export type ResponseOf<C> = z.output<EndpointOf<C>['response']>;

