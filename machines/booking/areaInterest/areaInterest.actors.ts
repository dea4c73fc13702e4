import { fromPromise } from 'xstate';
import type { RegisterInterestInput } from './areaInterest.types';

/**
 * Placeholder for `registerInterest`: the edge posts `site.areaInterest`
 * (POST /v1/location/interest). It resolves once the address is on the list
 * and rejects with the `ApiError` (a 400 lists the refused fields).
 */
export const registerInterestPlaceholder = fromPromise<void, RegisterInterestInput>(async () => {
  throw new Error('areaInterest: the edge provides the "registerInterest" actor');
});
