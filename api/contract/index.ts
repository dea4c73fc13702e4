import { auth } from './auth';
import { booking } from './booking';
import { content, translate } from './content';
import { customer } from './customer';
import { directory } from './directory';
import { editor } from './editor';
import type { AnyEndpoint } from './endpoint';
import { partner } from './partner';
import { site } from './site';
import { staff } from './staff';

/**
 * Every call under `/api`, grouped by capability. The client calls
 * `client.call(contract.customer.get)`; the server registers a handler per
 * entry.
 */
export const contract = {
  content,
  translate,
  site,
  auth,
  booking,
  customer,
  staff,
  directory,
  editor,
  partner,
} as const;

type Contract = typeof contract;
export type ContractGroup = keyof Contract;

/** One endpoint with where it lives in `contract` (`customer.get`). */
interface NamedEndpoint {
  group: ContractGroup;
  name: string;
  endpoint: AnyEndpoint;
}

export const namedEndpoints: readonly NamedEndpoint[] = (Object.keys(contract) as ContractGroup[]).flatMap((group) =>
  Object.entries(contract[group] as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({ group, name, endpoint })),
);

/** Every endpoint, flat. */
export const allEndpoints: readonly AnyEndpoint[] = namedEndpoints.map(({ endpoint }) => endpoint);

export * from './endpoint';
export * from './headers';
export * from './common';
