import { fromPromise } from 'xstate';
import { directory } from '../../api/calls/directory';
import type { DirectoryToken, DirectoryUser } from '../../api/contract/directory';
import type { TokenCallInput } from './staffSso.types';

/**
 * The sign-on's calls, each made with the token it names (not the client's
 * own `staff` credentials), with the API client of the chart's input.
 * Tests replace them with `.provide()`.
 */

/** GET `/v1/directory/me` (`directory.me`): who the token belongs to; a 401 means it is no longer good. */
export const loadUser = fromPromise<DirectoryUser, TokenCallInput>(({ input }) =>
  input.api.call(directory.me, { directoryToken: input.accessToken }),
);

/** POST `/v1/directory/token` (`directory.renewToken`): a new token for the live one, which then stops working. */
export const renewToken = fromPromise<DirectoryToken, TokenCallInput>(({ input }) =>
  input.api.call(directory.renewToken, { directoryToken: input.accessToken }),
);

/** POST `/v1/directory/logout` (`directory.logout`): ends the token; the chart ignores its failure. */
export const logout = fromPromise<unknown, TokenCallInput>(({ input }) =>
  input.api.call(directory.logout, { directoryToken: input.accessToken }),
);
