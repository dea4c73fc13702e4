import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ConsentRecord } from '../../../api/contract/site';
import { CONSENT_COOKIE_DAYS } from '../../../machines/shell/constants';
import { consentMachine } from '../../../machines/shell/consent/consent.machine';
import { createConsentActors } from '../../../machines/shell/consent/consent.actors';
import { NECESSARY_ONLY } from '../../../machines/shell/consent/consent.record';
import { selectConsent } from '../../../machines/shell/consent/consent.selectors';
import { consentSignals } from '../../../machines/shell/consent/consent.signals';
import { useApi } from '../ApiContext';
import { useRouterAdapter } from '../RouterAdapter';
import { readCookie, writeCookie } from '../cookies';
import { CONSENT_COOKIE, CONSENT_ID_COOKIE } from '../cookieNames';
import { setDefaultConsent, updateConsent } from './consentMode';
import { useSiteActorRef } from '../../site/siteActors';

/** A stable random id for this browser's consent record (`/v1/consents/{hash}`). */
function consentId(): string {
  const existing = readCookie(CONSENT_ID_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{16,128}$/.test(existing)) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeCookie(CONSENT_ID_COOKIE, id, { days: CONSENT_COOKIE_DAYS });
  return id;
}

/**
 * Runs the consent statechart: the stored record comes from the server
 * (read from the cookie while rendering), the choice goes to the cookie, the
 * tag manager's consent mode, `onChange` and `/v1/consents/{hash}`; the
 * chart hears `#gdpr` through the router adapter.
 */
export function useConsentFlow(stored: ConsentRecord | null, onChange: (categories: ConsentRecord['categories'] | null) => void) {
  const api = useApi();
  const router = useRouterAdapter();
  const defaultsSent = useRef(false);
  if (!defaultsSent.current && typeof window !== 'undefined') {
    defaultsSent.current = true;
    setDefaultConsent(consentSignals(NECESSARY_ONLY));
  }

  const actor = useSiteActorRef(
    consentMachine.provide({
      actors: createConsentActors(api),
      actions: {
        storeConsent: (_, { record }) => writeCookie(CONSENT_COOKIE, JSON.stringify(record), { days: CONSENT_COOKIE_DAYS }),
        applyConsentSignals: (_, { signals }) => updateConsent(signals),
        shareChoice: (_, { categories }) => onChange(categories),
        reportSaveFailure: (_, { error }) => console.warn('Consent could not be stored on the server', error),
      },
    }),
    { input: { stored, consentId, router } },
  );
  const view = useSelector(actor, selectConsent);

  return { view, send: actor.send };
}
