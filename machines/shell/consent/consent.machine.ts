import { assign, setup } from 'xstate';
import type { ConsentCategories, ConsentRecord } from '../../../api/contract/site';
import { CONSENT_SETTINGS_HASH } from '../constants';
import { hashListener } from './consent.actors';
import { unprovided } from '../../unprovided';
import { ALL_GRANTED, NECESSARY_ONLY, buildConsentRecord, isCurrentConsent } from './consent.record';
import { consentSignals } from './consent.signals';
import type { ConsentSignals } from './consent.signals';
import type { ConsentContext, ConsentEvent, ConsentInput, SaveConsentInput } from './consent.types';

/** A choice closes the panel and (re)starts the post of the new record. */
const SAVE = '#consent.record.saving';

function requireRecord(context: ConsentContext): ConsentRecord {
  if (!context.record) throw new Error('consent: no record chosen before saving');
  return context.record;
}

function signalsOf(context: ConsentContext): { signals: ConsentSignals } {
  return { signals: consentSignals(context.record?.categories ?? NECESSARY_ONLY) };
}

function choiceOf(context: ConsentContext): { categories: ConsentCategories } {
  return { categories: requireRecord(context).categories };
}

/**
 * The cookie consent flow (spec §2, §4): the banner shows when no consent
 * (for the current revision) is stored; settings open from the banner's
 * "customise" button, a footer link or the `#gdpr` hash; accept all, reject
 * all or save a selection. Saving stores the record and applies the signals
 * at once, then posts it. The panel (`panel`) and the post (`record`) are
 * parallel regions, so the footer link opens the settings while a post is
 * under way; a failed post leaves `record.unsynced` (the choice is kept
 * locally) and reports the error.
 *
 * Runs with the consent id and router adapter of its input, and the call
 * the edge provides (`createConsentActors(api)`): actor
 * `saveConsent({ consentId, record })` → the saved record; `hashListener({ router })`, invoked for the chart's
 * whole life, sends `hash.changed`; action `clearSettingsHash()` drops `#gdpr`
 * from the address so the same link opens settings again.
 *
 * Named for the edge: actions `storeConsent({ record })` (cookie,
 * `CONSENT_COOKIE_DAYS`), `applyConsentSignals({ signals })` (tag manager
 * consent update), `shareChoice({ categories })` (the rest of the page
 * learns the choice in force), `reportSaveFailure({ error })`.
 */
export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
    tags: {} as 'bannerVisible' | 'settingsVisible',
  },
  actors: {
    /** Edge (`createConsentActors(api)`): posts the record, answers the saved one. */
    saveConsent: unprovided<ConsentRecord, SaveConsentInput>('consent', 'saveConsent'),
    hashListener,
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
    /** Edge: tell the page which categories are in force (third-party content waits for them). */
    shareChoice: (_, _params: { categories: ConsentCategories }) => {},
    /** Edge: log that the record could not be posted. */
    reportSaveFailure: (_, _params: { error: unknown }) => {},
    /** Removes `#gdpr` from the address without navigating. */
    clearSettingsHash: ({ context }) => context.router.clearHash(),
  },
  guards: {
    hasConsent: ({ context }) => context.record !== null,
    isSettingsHash: ({ event }) => event.type === 'hash.changed' && event.hash === CONSENT_SETTINGS_HASH,
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({
    // A record of an older revision does not count: the visitor is asked again.
    record: isCurrentConsent(input.stored) ? input.stored : null,
    draft: { ...NECESSARY_ONLY },
    now: input.now ?? (() => new Date()),
    consentId: input.consentId,
    router: input.router,
  }),
  type: 'parallel',
  invoke: { id: 'hashListener', src: 'hashListener', input: ({ context }) => ({ router: context.router }) },
  states: {
    /** What the visitor sees: the banner, the settings panel, or neither. */
    panel: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            {
              guard: 'hasConsent',
              target: 'closed',
              actions: [
                { type: 'applyConsentSignals', params: ({ context }) => signalsOf(context) },
                { type: 'shareChoice', params: ({ context }) => choiceOf(context) },
              ],
            },
            { target: 'banner' },
          ],
        },
        banner: {
          tags: ['bannerVisible'],
          on: {
            'consent.allAccepted': { target: ['closed', SAVE], actions: 'chooseAll' },
            'consent.allRejected': { target: ['closed', SAVE], actions: 'chooseNecessaryOnly' },
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
            'consent.selectionSaved': { target: ['closed', SAVE], actions: 'chooseDraft' },
            'consent.allAccepted': { target: ['closed', SAVE], actions: 'chooseAll' },
            'consent.allRejected': { target: ['closed', SAVE], actions: 'chooseNecessaryOnly' },
            // Closing without a choice returns to where it was: the banner when there is no choice yet.
            'settings.dismissed': [{ guard: 'hasConsent', target: 'closed' }, { target: 'banner' }],
          },
        },
        closed: {
          on: {
            'settings.requested': { target: 'settings' },
            'hash.changed': { guard: 'isSettingsHash', target: 'settings' },
          },
        },
      },
    },
    /**
     * The server's copy of the choice, apart from the panel: the settings can
     * open again (the footer link) while a post is under way, and a new choice
     * restarts the post.
     */
    record: {
      initial: 'idle',
      states: {
        // Nothing chosen in this visit: the stored record (if any) came from the cookie.
        idle: {},
        saving: {
          // The choice takes effect locally at once; the post only records it.
          entry: [
            { type: 'storeConsent', params: ({ context }) => ({ record: requireRecord(context) }) },
            { type: 'applyConsentSignals', params: ({ context }) => signalsOf(context) },
            { type: 'shareChoice', params: ({ context }) => choiceOf(context) },
          ],
          invoke: {
            id: 'saveConsent',
            src: 'saveConsent',
            input: ({ context }) => ({ consentId: context.consentId, record: requireRecord(context) }),
            onDone: { target: 'saved' },
            onError: {
              target: 'unsynced',
              actions: { type: 'reportSaveFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        saved: {},
        // The post failed: the cookie holds the choice, the server has no copy.
        unsynced: {},
      },
    },
  },
});

export type ConsentMachine = typeof consentMachine;
