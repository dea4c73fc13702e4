import { fromPromise } from 'xstate';
import { site } from '../../../api/calls/site';
import type { ApiClient } from '../../../api/client/types';
import type { InterestRequest } from './areaInterest.types';

/**
 * The interest form's call, built from the API client at the edge and given
 * with `.provide()` (tests give their own): `registerInterest` POSTs
 * `/v1/location/interest` (`site.areaInterest`), resolves once the address
 * is on the list, rejects with the `ApiError` (a 400 lists the refused fields).
 */
export function createAreaInterestActors(api: ApiClient) {
  return {
    registerInterest: fromPromise<void, InterestRequest>(async ({ input }) => {
      await api.call(site.areaInterest, { body: input });
    }),
  };
}
