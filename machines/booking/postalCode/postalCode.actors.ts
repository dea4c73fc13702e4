import { fromCallback, fromPromise } from 'xstate';
import { site } from '../../../api/calls/site';
import type { ApiClient } from '../../../api/client/types';
import type { Subscription } from '../../../api/contract/customer';
import { areaInterestMachine } from '../areaInterest/areaInterest.machine';
import { createAreaInterestActors } from '../areaInterest/areaInterest.actors';
import { postalCodeCustomerOf } from './postalCode.rules';
import type {
  CatalogResult,
  CheckAvailabilityInput,
  CityResult,
  LoadCatalogInput,
  LookupCityInput,
  PostalCodeEvent,
  WatchCustomerInput,
  WatchedSessionSnapshot,
} from './postalCode.types';

/** Whose account is logged in: another one (a login after a logout, an account switch) means other subscriptions to read. */
function customerKey({ context }: WatchedSessionSnapshot): string | null {
  return context.customer?.activeAccount.id ?? null;
}

/**
 * Follows the site's session for as long as the form runs: when a customer
 * logs in (or switches account) their subscriptions are read
 * (`customer.subscriptions`, with the page's client, whose customer
 * calls carry the session) and the form is told (`customer.changed`);
 * logging out tells it too. Without the
 * subscriptions the form still works: the booking's own checks refuse a
 * second subscription.
 */
export const followCustomer = (loadSubscriptions: () => Promise<readonly Subscription[]>) =>
  fromCallback<PostalCodeEvent, WatchCustomerInput>(({ input, sendBack }) => {
    const { session } = input;
    if (!session) return;
    let current: string | null = null;
    let live = true;
    const follow = (snapshot: WatchedSessionSnapshot) => {
      const key = customerKey(snapshot);
      if (key === current) return;
      current = key;
      const { customer } = snapshot.context;
      if (!customer) {
        sendBack({ type: 'customer.changed', customer: null });
        return;
      }
      const stillCurrent = () => live && current === key;
      loadSubscriptions().then(
        (items) => {
          if (stillCurrent()) sendBack({ type: 'customer.changed', customer: postalCodeCustomerOf(items, customer.addresses) });
        },
        () => undefined,
      );
    };
    follow(session.getSnapshot());
    const subscription = session.subscribe(follow);
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  });

/**
 * The postal-code form's calls, built from the API client at the edge and
 * given with `.provide()` (tests give their own): whether a product is sold
 * at a code, the code's city, the catalog there, the logged-in customer's
 * subscriptions, and the interest form's call.
 */
export function createPostalCodeActors(api: ApiClient) {
  return {
    /** Whether the product is sold at the code: the catalog there (`site.catalog`, GET /v2/product/catalog) lists it. */
    checkAvailability: fromPromise<boolean, CheckAvailabilityInput>(async ({ input }) => {
      const catalog = await api.call(site.catalog, { query: { areaCode: input.postalCode } });
      return catalog.items.some((item) => item.productId === input.productId);
    }),
    /** `site.city` (GET /v1/location/city); a 404 means an unknown code. */
    lookupCity: fromPromise<CityResult, LookupCityInput>(({ input }) => api.call(site.city, { query: { areaCode: input.postalCode } })),
    /** `site.catalog` (GET /v2/product/catalog): the products sold at the code. */
    loadCatalog: fromPromise<CatalogResult, LoadCatalogInput>(async ({ input }) => (await api.call(site.catalog, { query: { areaCode: input.postalCode } })).items),
    // The customer calls' table comes with the first logged-in customer, not with every page's form.
    watchCustomer: followCustomer(async () => {
      const { customer } = await import('../../../api/calls/customer');
      return (await api.call(customer.subscriptions, {})).items;
    }),
    areaInterest: areaInterestMachine.provide({ actors: createAreaInterestActors(api) }),
  };
}

/** Tells the form when the browser is back online, while a check waits for the connection. */
export const watchConnection = fromCallback<PostalCodeEvent>(({ sendBack }) => {
  if (typeof window === 'undefined') return undefined;
  const restored = () => sendBack({ type: 'connection.restored' });
  window.addEventListener('online', restored);
  return () => window.removeEventListener('online', restored);
});
