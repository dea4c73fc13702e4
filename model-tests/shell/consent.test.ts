import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { consentRecordSchema, site } from '../../api/contract/site';
import type { ConsentRecord } from '../../api/contract/site';
import { CONSENT_REVISION, CONSENT_SETTINGS_HASH } from '../../machines/shell/constants';
import { consentMachine } from '../../machines/shell/consent/consent.machine';
import { createConsentActors } from '../../machines/shell/consent/consent.actors';
import { ALL_GRANTED, NECESSARY_ONLY, buildConsentRecord, consentLevels } from '../../machines/shell/consent/consent.record';
import { selectConsent } from '../../machines/shell/consent/consent.selectors';
import { consentSignals } from '../../machines/shell/consent/consent.signals';
import type { ConsentSignals } from '../../machines/shell/consent/consent.signals';
import type { SaveConsentInput } from '../../machines/shell/consent/consent.types';
import { controllableActor, flush } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof consentMachine;

const NOW = new Date('2025-03-04T05:06:07.000Z');
const now = () => NOW;
const CONSENT_ID = 'a1b2c3d4e5f6a7b8c9d0';
/** What the edge gives every run; the model walks replace the actors that use them. */
const edge = { consentId: () => CONSENT_ID, router: fakeRouterAdapter() };

interface Env {
  saveConsent: ReturnType<typeof controllableActor<ConsentRecord, SaveConsentInput>>;
  storeConsent: Mock;
  applyConsentSignals: Mock;
  reportSaveFailure: Mock;
  clearSettingsHash: Mock;
  shareChoice: Mock;
}

function arrange() {
  const env: Env = {
    saveConsent: controllableActor<ConsentRecord, SaveConsentInput>(),
    storeConsent: vi.fn(),
    applyConsentSignals: vi.fn(),
    reportSaveFailure: vi.fn(),
    clearSettingsHash: vi.fn(),
    shareChoice: vi.fn(),
  };
  const machine = consentMachine.provide({
    // The hash reaches the walks as `hash.changed` steps; the shipped listener has its own tests below.
    actors: { saveConsent: env.saveConsent.logic, hashListener: fromCallback(() => {}) },
    actions: {
      storeConsent: (_, params) => env.storeConsent(params.record),
      applyConsentSignals: (_, params) => env.applyConsentSignals(params.signals),
      reportSaveFailure: (_, params) => env.reportSaveFailure(params.error),
      clearSettingsHash: () => env.clearSettingsHash(),
      shareChoice: (_, params) => env.shareChoice(params.categories),
    },
  });
  return { machine, env, controls: { saveConsent: env.saveConsent } };
}

/** The signals applied last must be those of the choice in force. */
function expectSignalsApplied(env: Env, record: ConsentRecord | null): void {
  expect(record).not.toBeNull();
  if (!record) return;
  expect(env.applyConsentSignals).toHaveBeenLastCalledWith(consentSignals(record.categories));
  // The page learns the same choice.
  expect(env.shareChoice).toHaveBeenLastCalledWith(record.categories);
}

function expectValidRecord(record: ConsentRecord | null): void {
  expect(record).not.toBeNull();
  expect(consentRecordSchema.parse(record)).toEqual(record);
  expect(record?.revision).toBe(CONSENT_REVISION);
  expect(record?.categories.necessary).toBe(true);
  if (record) expect(record.levels).toEqual(consentLevels(record.categories));
}

const assertions: StateAssertions<Machine, Env> = {
  'panel.checking': transient('panel.checking'),
  'panel.banner': (snapshot, env) => {
    expect(selectConsent(snapshot)).toMatchObject({ bannerVisible: true, settingsVisible: false, categories: null });
    expect(env.shareChoice).not.toHaveBeenCalled();
  },
  'panel.settings': (snapshot) => {
    const view = selectConsent(snapshot);
    expect(view).toMatchObject({ bannerVisible: false, settingsVisible: true });
    expect(view.draft.necessary).toBe(true);
  },
  'panel.closed': (snapshot, env) => {
    expect(selectConsent(snapshot)).toMatchObject({ bannerVisible: false, settingsVisible: false });
    expectValidRecord(snapshot.context.record);
    expectSignalsApplied(env, snapshot.context.record);
  },
  'record.idle': (snapshot, env) => {
    expect(selectConsent(snapshot).unsynced).toBe(false);
    // Nothing chosen in this visit: nothing stored or posted.
    expect(env.storeConsent).not.toHaveBeenCalled();
    expect(env.saveConsent.inputs).toHaveLength(0);
  },
  'record.saving': (snapshot, env) => {
    expect(selectConsent(snapshot).unsynced).toBe(false);
    const { record } = snapshot.context;
    expectValidRecord(record);
    expect(record?.date).toBe(NOW.toISOString());
    // Kept locally and in effect before the post answers.
    expect(env.storeConsent).toHaveBeenLastCalledWith(record);
    expectSignalsApplied(env, record);
    expect(env.saveConsent.inputs.at(-1)).toEqual({ consentId: edge.consentId, record });
  },
  'record.saved': (snapshot, env) => {
    expect(selectConsent(snapshot).unsynced).toBe(false);
    expectValidRecord(snapshot.context.record);
    expect(env.storeConsent).toHaveBeenLastCalledWith(snapshot.context.record);
    expectSignalsApplied(env, snapshot.context.record);
  },
  'record.unsynced': (snapshot, env) => {
    expect(selectConsent(snapshot).unsynced).toBe(true);
    expectValidRecord(snapshot.context.record);
    expect(env.storeConsent).toHaveBeenLastCalledWith(snapshot.context.record);
    expect(env.reportSaveFailure).toHaveBeenCalled();
    expectSignalsApplied(env, snapshot.context.record);
  },
};

const storedAll = buildConsentRecord(ALL_GRANTED, new Date('2024-01-01T00:00:00.000Z'));
const storedOld: ConsentRecord = { ...buildConsentRecord(NECESSARY_ONLY, new Date('2023-01-01T00:00:00.000Z')), revision: '0.9' };
const events = [
  { type: 'hash.changed', hash: CONSENT_SETTINGS_HASH },
  { type: 'hash.changed', hash: '#contact' },
  { type: 'category.changed', category: 'marketing', granted: true },
  { type: 'category.changed', category: 'statistics', granted: true },
  { type: 'xstate.done.actor.saveConsent' },
  { type: 'xstate.error.actor.saveConsent', error: new Error('network down') },
];

describeModel('consent model', {
  machine: consentMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'no stored consent', input: { stored: null, now, ...edge }, events },
    { name: 'stored consent', input: { stored: storedAll, now, ...edge }, events },
    { name: 'stored consent of an older revision', input: { stored: storedOld, now, ...edge }, events },
  ],
});

describe('consent pinned', () => {
  it('maps categories to consent-mode signals', () => {
    expect(consentSignals(NECESSARY_ONLY)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    } satisfies ConsentSignals);
    expect(consentSignals(ALL_GRANTED)).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      personalization_storage: 'granted',
      functionality_storage: 'granted',
      security_storage: 'granted',
    } satisfies ConsentSignals);
    expect(consentSignals({ necessary: true, performance: false, statistics: true, marketing: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      personalization_storage: 'denied',
    });
    expect(consentSignals({ necessary: true, performance: true, statistics: false, marketing: false })).toMatchObject({
      personalization_storage: 'granted',
      analytics_storage: 'denied',
    });
  });

  it('builds a record of revision 1.0 with the granted levels in order', () => {
    const record = buildConsentRecord({ necessary: true, performance: false, statistics: true, marketing: true }, NOW);
    expect(record).toEqual({
      categories: { necessary: true, performance: false, statistics: true, marketing: true },
      date: '2025-03-04T05:06:07.000Z',
      levels: ['necessary', 'statistics', 'marketing'],
      revision: '1.0',
    });
    expect(consentRecordSchema.safeParse(record).success).toBe(true);
  });

  it('reject all keeps only necessary', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { stored: null, now, ...edge } }).start();
    actor.send({ type: 'consent.allRejected' });
    expect(env.saveConsent.inputs[0]?.record).toMatchObject({ categories: NECESSARY_ONLY, levels: ['necessary'] });
    const first = env.saveConsent.inputs[0];
    if (!first) throw new Error('saveConsent was not invoked');
    env.saveConsent.resolve(first.record);
    await flush();
    expect(actor.getSnapshot().matches({ record: 'saved' })).toBe(true);
    actor.stop();
  });

  it('a failed post still closes, keeps the choice and reports the error', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { stored: null, now, ...edge } }).start();
    actor.send({ type: 'consent.allAccepted' });
    env.saveConsent.reject(new Error('offline'));
    await flush();
    const snapshot = actor.getSnapshot();
    expect(selectConsent(snapshot)).toMatchObject({ bannerVisible: false, settingsVisible: false, unsynced: true, categories: ALL_GRANTED });
    expect(env.storeConsent).toHaveBeenCalledWith(snapshot.context.record);
    expect(env.reportSaveFailure).toHaveBeenCalledWith(new Error('offline'));
    actor.stop();
  });

  it('settings opened and dismissed after a failed post leave the choice marked unsynced', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { stored: null, now, ...edge } }).start();
    actor.send({ type: 'consent.allAccepted' });
    env.saveConsent.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'hash.changed', hash: CONSENT_SETTINGS_HASH });
    expect(selectConsent(actor.getSnapshot()).settingsVisible).toBe(true);
    actor.send({ type: 'settings.dismissed' });
    expect(selectConsent(actor.getSnapshot())).toMatchObject({ settingsVisible: false, unsynced: true, categories: ALL_GRANTED });
    actor.stop();
  });

  it('opens settings on #gdpr while the post is under way, and the post still completes', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { stored: null, now, ...edge } }).start();
    actor.send({ type: 'consent.allRejected' });
    actor.send({ type: 'hash.changed', hash: CONSENT_SETTINGS_HASH });
    expect(selectConsent(actor.getSnapshot())).toMatchObject({ settingsVisible: true, draft: NECESSARY_ONLY });
    const first = env.saveConsent.inputs[0];
    if (!first) throw new Error('saveConsent was not invoked');
    env.saveConsent.resolve(first.record);
    await flush();
    expect(actor.getSnapshot().matches({ panel: 'settings', record: 'saved' })).toBe(true);
    // A new choice in the settings is posted in its turn.
    actor.send({ type: 'consent.allAccepted' });
    expect(env.saveConsent.inputs).toHaveLength(2);
    expect(env.saveConsent.inputs[1]?.record.categories).toEqual(ALL_GRANTED);
    actor.stop();
  });

  it('opens settings on #gdpr, edits a draft and saves the selection', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { stored: storedAll, now, ...edge } }).start();
    expect(selectConsent(actor.getSnapshot()).bannerVisible).toBe(false);
    actor.send({ type: 'hash.changed', hash: CONSENT_SETTINGS_HASH });
    expect(selectConsent(actor.getSnapshot()).draft).toEqual(ALL_GRANTED);
    actor.send({ type: 'category.changed', category: 'marketing', granted: false });
    actor.send({ type: 'consent.selectionSaved' });
    expect(env.clearSettingsHash).toHaveBeenCalledTimes(1);
    expect(env.applyConsentSignals).toHaveBeenLastCalledWith(expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'granted' }));
    const saved = actor.getSnapshot().context.record;
    if (!saved) throw new Error('no record while saving');
    env.saveConsent.resolve(saved);
    await flush();
    expect(selectConsent(actor.getSnapshot()).categories).toEqual({ ...ALL_GRANTED, marketing: false });
    actor.stop();
  });

  it('asks again when the stored consent has an older revision', () => {
    const actor = createActor(consentMachine, { input: { stored: storedOld, now, ...edge } }).start();
    expect(selectConsent(actor.getSnapshot()).bannerVisible).toBe(true);
    actor.stop();
  });

  it('with the edge\'s calls, posts the record to /v1/consents/{hash} with this browser\'s consent id', async () => {
    const api = fakeApi();
    const actor = createActor(consentMachine.provide({ actors: createConsentActors(api.client) }), { input: { stored: null, now, ...edge } }).start();
    actor.send({ type: 'consent.allAccepted' });
    const call = api.pending(site.consentPost);
    const record = actor.getSnapshot().context.record;
    expect(call.input).toEqual({ params: { hash: CONSENT_ID }, body: record });
    call.resolve(record);
    await flush();
    expect(actor.getSnapshot().matches({ record: 'saved' })).toBe(true);
    actor.stop();
  });

  it('as shipped, opens settings on the #gdpr hash it starts with, and on a later one', () => {
    const atSettings = fakeRouterAdapter({ hash: CONSENT_SETTINGS_HASH });
    const first = createActor(consentMachine, { input: { stored: storedAll, now, ...edge, router: atSettings } }).start();
    expect(selectConsent(first.getSnapshot()).settingsVisible).toBe(true);
    // Leaving settings drops the hash, so the same link opens them again.
    first.send({ type: 'settings.dismissed' });
    expect(atSettings.location().hash).toBe('');
    first.stop();

    const router = fakeRouterAdapter();
    const actor = createActor(consentMachine, { input: { stored: storedAll, now, ...edge, router } }).start();
    expect(selectConsent(actor.getSnapshot()).settingsVisible).toBe(false);
    router.arrive({ hash: '#contact' }, 'hashChanged');
    expect(selectConsent(actor.getSnapshot()).settingsVisible).toBe(false);
    router.arrive({ hash: CONSENT_SETTINGS_HASH }, 'hashChanged');
    expect(selectConsent(actor.getSnapshot()).settingsVisible).toBe(true);
    actor.stop();
    expect(router.listeners()).toBe(0);
  });
});
