import { fromPromise } from 'xstate';
import { directory } from '../../api/calls/directory';
import type { ApiClient } from '../../api/client/types';
import type { DirectoryToken, DirectoryUser } from '../../api/contract/directory';
import type { TokenCallInput } from './staffSso.types';

/**
 * The sign-on's calls, built from the API client at the edge and given with
 * `.provide()` (tests give their own), each made with the token it names
 * (not the client's own `staff` credentials):
 * - `loadUser`: GET `/v1/directory/me` (`directory.me`), who the token belongs to; a 401 means it is no longer good;
 * - `renewToken`: POST `/v1/directory/token` (`directory.renewToken`), a new token for the live one, which then stops working;
 * - `logout`: POST `/v1/directory/logout` (`directory.logout`), ends the token; the chart ignores its failure.
 */
export function createStaffSsoActors(api: ApiClient) {
  return {
    loadUser: fromPromise<DirectoryUser, TokenCallInput>(({ input }) => api.call(directory.me, { directoryToken: input.accessToken })),
    renewToken: fromPromise<DirectoryToken, TokenCallInput>(({ input }) => api.call(directory.renewToken, { directoryToken: input.accessToken })),
    logout: fromPromise<unknown, TokenCallInput>(({ input }) => api.call(directory.logout, { directoryToken: input.accessToken })),
  };
}
