import { fromCallback, fromPromise } from 'xstate';
import { type ConsentRecord } from '../../../api/contract/site';
import { site } from '../../../api/calls/site';
import type { ConsentEvent, HashListenerInput, SaveConsentInput } from './consent.types';

/**
 * The consent flow's working actors, made with what the chart was started
 * with (its input). Tests replace them with `.provide()`.
 */

/** POST `/v1/consents/{hash}` (`site.consentPost`) with this browser's consent id and the record. */
export const saveConsent = fromPromise<ConsentRecord, SaveConsentInput>(({ input }) =>
  input.api.call(site.consentPost, { params: { hash: input.consentId() }, body: input.record }),
);

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
