import { assign, fromPromise, setup } from 'xstate';
import type { ConsentRecord } from '../../../api/contract/site';
import { CONSENT_SETTINGS_HASH } from '../constants';
import { ALL_GRANTED, NECESSARY_ONLY, buildConsentRecord, isCurrentConsent } from './consent.record';
import { consentSignals } from './consent.signals';
import type { ConsentSignals } from './consent.signals';
import type { ConsentContext, ConsentEvent, ConsentInput, SaveConsentInput } from './consent.types';

function requireRecord(context: ConsentContext): ConsentRecord {
  if (!context.record) throw new Error('consent: no record chosen before saving');
  return context.record;
}

function signalsOf(context: ConsentContext): { signals: ConsentSignals } {
  return { signals: consentSignals(context.record?.categories ?? NECESSARY_ONLY) };
}

/**
 * Placeholder for `saveConsent`: resolves with the record unchanged, so the
 * choice lives only in the cookie. The edge provides the real one, posting to
 * `/api/v1/consents/:hash` with the visitor's hash.
 */
export const saveConsentPlaceholder = fromPromise<ConsentRecord, SaveConsentInput>(async ({ input }) => input.record);

/**
 * The cookie consent flow (spec §2, §4): the banner shows when no consent
 * (for the current revision) is stored; settings open from the banner's
 * "customise" button, a footer link or the `#gdpr` hash; accept all, reject
 * all or save a selection. Saving stores the record and applies the signals
 * at once, then posts it; a failed post still closes (the choice is kept
 * locally) but ends in `closed.unsynced` and reports the error.
 *
 * Named for the edge:
 * - actor `saveConsent({ record })` → the saved record;
 * - actions `storeConsent({ record })` (cookie, `CONSENT_COOKIE_DAYS`),
 *   `applyConsentSignals({ signals })` (tag manager consent update),
 *   `reportSaveFailure({ error })`, `clearSettingsHash()` (drop `#gdpr` from
 *   the URL so the same link opens settings again).
 */
export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
    tags: {} as 'bannerVisible' | 'settingsVisible',
  },
  actors: {
    saveConsent: saveConsentPlaceholder,
  },
  actions: {
    chooseAll: assign({ record: ({ context }) => buildConsentRecord(ALL_GRANTED, context.now()) }),
    chooseNecessaryOnly: assign({ record: ({ context }) => buildConsentRecord(NECESSARY_ONLY, context.now()) }),
    chooseDraft: assign({ record: ({ context }) => buildConsentRecord(context.draft, context.now()) }),
    openDraft: assign({ draft: ({ context }) => ({ ...(context.record?.categories ?? NECESSARY_ONLY) }) }),
    changeDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'category.changed' ? { ...context.draft, [event.category]: event.granted } : context.draft,
    }),
    /** Edge: write the consent cookie. */
    storeConsent: (_, _params: { record: ConsentRecord }) => {},
    /** Edge: send the consent-mode update to the tag manager. */
    applyConsentSignals: (_, _params: { signals: ConsentSignals }) => {},
    /** Edge: log that the record could not be posted. */
    reportSaveFailure: (_, _params: { error: unknown }) => {},
    /** Edge: remove `#gdpr` from the URL without navigating. */
    clearSettingsHash: () => {},
  },
  guards: {
    hasConsent: ({ context }) => context.record !== null,
    isUnsynced: ({ context }) => context.record !== null && context.saveError !== null,
    isSettingsHash: ({ event }) => event.type === 'hash.changed' && event.hash === CONSENT_SETTINGS_HASH,
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({
    // A record of an older revision does not count: the visitor is asked again.
    record: isCurrentConsent(input.stored) ? input.stored : null,
    draft: { ...NECESSARY_ONLY },
    saveError: null,
    now: input.now ?? (() => new Date()),
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasConsent', target: 'closed', actions: { type: 'applyConsentSignals', params: ({ context }) => signalsOf(context) } },
        { target: 'banner' },
      ],
    },
    banner: {
      tags: ['bannerVisible'],
      on: {
        'consent.allAccepted': { target: 'saving', actions: 'chooseAll' },
        'consent.allRejected': { target: 'saving', actions: 'chooseNecessaryOnly' },
        'settings.requested': { target: 'settings' },
        'hash.changed': { guard: 'isSettingsHash', target: 'settings' },
      },
    },
    settings: {
      tags: ['settingsVisible'],
      entry: 'openDraft',
      exit: 'clearSettingsHash',
      on: {
        'category.changed': { actions: 'changeDraft' },
        'consent.selectionSaved': { target: 'saving', actions: 'chooseDraft' },
        'consent.allAccepted': { target: 'saving', actions: 'chooseAll' },
        'consent.allRejected': { target: 'saving', actions: 'chooseNecessaryOnly' },
        // Closing without a choice returns to where it was: the banner when there is no
        // choice yet, and a choice the server never got stays marked as such.
        'settings.dismissed': [
          { guard: 'isUnsynced', target: 'closed.unsynced' },
          { guard: 'hasConsent', target: 'closed' },
          { target: 'banner' },
        ],
      },
    },
    saving: {
      // The choice takes effect locally at once; the post only records it.
      entry: [
        { type: 'storeConsent', params: ({ context }) => ({ record: requireRecord(context) }) },
        { type: 'applyConsentSignals', params: ({ context }) => signalsOf(context) },
      ],
      invoke: {
        id: 'saveConsent',
        src: 'saveConsent',
        input: ({ context }) => ({ record: requireRecord(context) }),
        onDone: { target: 'closed.saved', actions: assign({ saveError: null }) },
        onError: {
          target: 'closed.unsynced',
          actions: [
            assign({ saveError: ({ event }) => event.error }),
            { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    closed: {
      initial: 'saved',
      on: {
        'settings.requested': { target: 'settings' },
        'hash.changed': { guard: 'isSettingsHash', target: 'settings' },
      },
      states: {
        saved: {},
        // The post failed: the cookie holds the choice, the server has no copy.
        unsynced: {},
      },
    },
  },
});

export type ConsentMachine = typeof consentMachine;
