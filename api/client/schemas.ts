import type { AnyEndpoint, EndpointMeta, EndpointRef } from '../contract/endpoint';
import type { ContractGroup } from '../contract/index';

type Group = Readonly<Record<string, AnyEndpoint>>;

/**
 * The contract's schemas, for the calls the browser's pages name by
 * reference (`api/calls/`), one group at a time (`site`, `booking`,
 * `customer`…): a group loads with the first call of it, not with the page,
 * so a visitor who only reads a page downloads none, and a booking builds
 * the booking calls' schemas, not My pages'. A failed load (offline) is
 * tried again on the next call.
 */
const groupLoaders: Record<ContractGroup, () => Promise<Group>> = {
  content: () => import('../contract/content').then((module) => module.content),
  translate: () => import('../contract/content').then((module) => module.translate),
  site: () => import('../contract/site').then((module) => module.site),
  auth: () => import('../contract/auth').then((module) => module.auth),
  booking: () => import('../contract/booking').then((module) => module.booking),
  customer: () => import('../contract/customer').then((module) => module.customer),
  staff: () => import('../contract/staff').then((module) => module.staff),
  directory: () => import('../contract/directory').then((module) => module.directory),
  editor: () => import('../contract/editor').then((module) => module.editor),
  partner: () => import('../contract/partner').then((module) => module.partner),
};

const loaded = new Map<ContractGroup, Group>();
const loading = new Map<ContractGroup, Promise<Group>>();

/** The schemas' chunk did not arrive (offline, or a deployment replaced it): to the caller, a call that got no answer. */
export class SchemasUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The call schemas could not be loaded', { cause });
    this.name = 'SchemasUnavailableError';
  }
}

function groupOf(ref: EndpointRef): { group: ContractGroup; name: string } {
  const [group, name] = ref.id.split('.') as [ContractGroup, string];
  if (!Object.hasOwn(groupLoaders, group) || !name) throw new Error(`No call ${ref.id} in the contract`);
  return { group, name };
}

function loadGroup(group: ContractGroup): Promise<Group> {
  let promise = loading.get(group);
  if (!promise) {
    promise = groupLoaders[group]().then(
      (endpoints) => {
        loaded.set(group, endpoints);
        return endpoints;
      },
      (failure: unknown) => {
        loading.delete(group);
        throw new SchemasUnavailableError(failure);
      },
    );
    loading.set(group, promise);
  }
  return promise;
}

const isEndpointRef = (endpoint: EndpointMeta): endpoint is EndpointRef => 'id' in endpoint && !('response' in endpoint);

function lookUp(endpoints: Group, ref: EndpointRef, name: string): AnyEndpoint {
  const endpoint = endpoints[name];
  if (!endpoint) throw new Error(`No call ${ref.id} in the contract`);
  return endpoint;
}

/** The endpoint with its schemas: as given, or looked up (and its group loaded, the first time) for a reference. */
export async function withSchemas(endpoint: AnyEndpoint | EndpointRef): Promise<AnyEndpoint> {
  if (!isEndpointRef(endpoint)) return endpoint;
  const { group, name } = groupOf(endpoint);
  return lookUp(loaded.get(group) ?? (await loadGroup(group)), endpoint, name);
}

/** The same, only if no load is needed now (for a beacon, sent while the page goes away). */
export function withSchemasNow(endpoint: AnyEndpoint | EndpointRef): AnyEndpoint | undefined {
  if (!isEndpointRef(endpoint)) return endpoint;
  const { group, name } = groupOf(endpoint);
  const endpoints = loaded.get(group);
  return endpoints ? lookUp(endpoints, endpoint, name) : undefined;
}
