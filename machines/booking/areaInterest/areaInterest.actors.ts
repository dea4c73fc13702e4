import { fromPromise } from 'xstate';
import { site } from '../../../api/calls/site';
import type { RegisterInterestInput } from './areaInterest.types';

/**
 * POST `/v1/location/interest` (`site.areaInterest`) with the client of the
 * chart's input: resolves once the address is on the list, rejects with the
 * `ApiError` (a 400 lists the refused fields). Tests replace it with `.provide()`.
 */
export const registerInterest = fromPromise<void, RegisterInterestInput>(async ({ input }) => {
  const { api, ...body } = input;
  await api.call(site.areaInterest, { body });
});
