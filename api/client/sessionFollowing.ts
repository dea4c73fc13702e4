import type { ApiClient } from './types';

/**
 * The client whose calls carry, unless they name their own, the session
 * `current` reads at the time of the call: the page's client, following the
 * tab's customer session (`ui/site/SiteActor.tsx` reads it from the site's
 * system), so no chart or view holds or passes a session id. It goes as
 * `X-SessionId` on customer calls; a public call carries it only when it
 * asks to (`withSession`), as it would with its own.
 */
export function sessionFollowing(api: ApiClient, current: () => string | null | undefined): ApiClient {
  const withCurrent = (input: object | undefined) => {
    const given = (input ?? {}) as { sessionId?: string; withSession?: boolean };
    if (given.sessionId !== undefined) return given;
    const sessionId = current() ?? undefined;
    return sessionId === undefined ? given : { ...given, sessionId, withSession: given.withSession ?? false };
  };
  const following: ApiClient = {
    call: ((endpoint, input) => api.call(endpoint, withCurrent(input) as never)) as ApiClient['call'],
    invalidate: (endpoint) => api.invalidate(endpoint),
  };
  if (api.beacon) following.beacon = ((endpoint, input) => api.beacon!(endpoint, withCurrent(input) as never)) as ApiClient['beacon'];
  if (api.prepare) following.prepare = () => api.prepare!();
  return following;
}
