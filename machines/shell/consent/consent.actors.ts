import { fromCallback, fromPromise } from 'xstate';
import { type ConsentRecord } from '../../../api/contract/site';
import { site } from '../../../api/calls/site';
import type { ApiClient } from '../../../api/client/types';
import type { ConsentEvent, HashListenerInput, SaveConsentInput } from './consent.types';

/**
 * The consent flow's calls, built from the API client at the edge and given
 * with `.provide()` (tests give their own): `saveConsent` POSTs
 * `/v1/consents/{hash}` (`site.consentPost`) with this browser's consent id
 * and the record.
 */
export function createConsentActors(api: ApiClient) {
  return {
    saveConsent: fromPromise<ConsentRecord, SaveConsentInput>(({ input }) =>
      api.call(site.consentPost, { params: { hash: input.consentId() }, body: input.record }),
    ),
  };
}

/**
 * The address's hash, for as long as the chart runs: the one it starts with,
 * then every change the router adapter reports (a link to `#gdpr`, Back over
 * one), as `hash.changed`.
 */
export const hashListener = fromCallback<ConsentEvent, HashListenerInput>(({ input, sendBack }) => {
  sendBack({ type: 'hash.changed', hash: input.router.location().hash });
  return input.router.listen((notice) => {
    if (notice.type === 'hashChanged') sendBack({ type: 'hash.changed', hash: notice.location.hash });
  });
});
