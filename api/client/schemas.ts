import type { AnyEndpoint, EndpointMeta, EndpointRef } from '../contract/endpoint';

type ContractModule = typeof import('../contract/index');

/**
 * The contract's schemas, for the calls the browser's pages name by
 * reference (`api/calls/`). They load with the first such call, not with the
 * page: a visitor who only reads a page never downloads them. A failed load
 * (offline) is tried again on the next call.
 */
let loaded: ContractModule | undefined;
let loading: Promise<ContractModule> | undefined;

/** The schemas' chunk did not arrive (offline, or a deployment replaced it): to the caller, a call that got no answer. */
export class SchemasUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The call schemas could not be loaded', { cause });
    this.name = 'SchemasUnavailableError';
  }
}

export function loadSchemas(): Promise<ContractModule> {
  loading ??= import('../contract/index').then(
    (module) => (loaded = module),
    (failure: unknown) => {
      loading = undefined;
      throw new SchemasUnavailableError(failure);
    },
  );
  return loading;
}

export const isEndpointRef = (endpoint: EndpointMeta): endpoint is EndpointRef => 'id' in endpoint && !('response' in endpoint);

function lookUp(module: ContractModule, ref: EndpointRef): AnyEndpoint {
  const [group, name] = ref.id.split('.') as [keyof ContractModule['contract'], string];
  const endpoint = (module.contract[group] as Record<string, AnyEndpoint> | undefined)?.[name];
  if (!endpoint) throw new Error(`No call ${ref.id} in the contract`);
  return endpoint;
}

/** The endpoint with its schemas: as given, or looked up (and loaded, the first time) for a reference. */
export async function withSchemas(endpoint: AnyEndpoint | EndpointRef): Promise<AnyEndpoint> {
  if (!isEndpointRef(endpoint)) return endpoint;
  return lookUp(loaded ?? (await loadSchemas()), endpoint);
}

/** The same, only if no load is needed now (for a beacon, sent while the page goes away). */
export function withSchemasNow(endpoint: AnyEndpoint | EndpointRef): AnyEndpoint | undefined {
  if (!isEndpointRef(endpoint)) return endpoint;
  return loaded ? lookUp(loaded, endpoint) : undefined;
}
