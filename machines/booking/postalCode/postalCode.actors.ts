import { fromPromise } from 'xstate';
import type {
  CatalogResult,
  CheckAvailabilityInput,
  CityResult,
  LoadCatalogInput,
  LookupCityInput,
} from './postalCode.types';

function notProvided(name: string): Error {
  return new Error(`postalCode: the edge provides the "${name}" actor`);
}

/** Placeholder for `checkAvailability`: the edge checks the postal code by code and productId (skip-auth) → `true` when sold there. */
export const checkAvailabilityPlaceholder = fromPromise<boolean, CheckAvailabilityInput>(async () => {
  throw notProvided('checkAvailability');
});

/** Placeholder for `lookupCity`: the edge calls `site.city` (GET /v1/location/city); a 404 means an unknown code. */
export const lookupCityPlaceholder = fromPromise<CityResult, LookupCityInput>(async () => {
  throw notProvided('lookupCity');
});

/** Placeholder for `loadCatalog`: the edge calls `site.catalog` (GET /v2/product/catalog) and answers its `items`. */
export const loadCatalogPlaceholder = fromPromise<CatalogResult, LoadCatalogInput>(async () => {
  throw notProvided('loadCatalog');
});
