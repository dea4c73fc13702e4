import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { siteMachine } from '../../machines/site/site.machine';
import { routerLanguage } from '../../machines/site/site.actors';
import { PENDING_SESSION } from '../../machines/session/session.selectors';
import { selectSwitchingLanguage, sessionSourceOf } from '../../machines/site/site.selectors';
import type { LanguagePathInput, SessionCharts } from '../../machines/site/site.types';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { controllableActor, flush } from '../support/fakeActors';
import { describeModel, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';
import type { TraversalEvent } from '../support/paths';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof siteMachine;

interface Env {
  rememberLanguage: Mock;
  reportFlowError: Mock;
  router: ReturnType<typeof fakeRouterAdapter>;
}

/** The router every walk starts on: an English booking page with its query. */
const router = fakeRouterAdapter({ path: '/en/book/window-cleaning', query: { areaCode: '11120', step: 'address' } }, 'en');

/**
 * The session's charts as the site receives them: in these walks a session
 * that runs until the test fails it (`session`), and counts that do nothing.
 */
const session = controllableActor<never>();
const CHARTS = {
  session: session.logic,
  sessionInput: {},
  notifications: fromCallback(() => {}),
} as unknown as SessionCharts;

function arrange() {
  // Every walk starts on the scenario's router: what an earlier walk navigated is not this one's.
  router.navigations.length = 0;
  const env: Env = { rememberLanguage: vi.fn(), reportFlowError: vi.fn(), router };
  const loadSessionCharts = controllableActor<SessionCharts>();
  const findLanguagePath = controllableActor<string, LanguagePathInput>();
  const loadLanguageTexts = controllableActor<void, { language: 'sv' | 'en' }>();
  const machine = siteMachine.provide({
    actors: {
      loadSessionCharts: loadSessionCharts.logic,
      findLanguagePath: findLanguagePath.logic,
      loadLanguageTexts: loadLanguageTexts.logic,
      // The walks send `language.changed` themselves.
      routerLanguage: fromCallback(() => {}),
    },
    actions: {
      rememberLanguage: (_, { language }) => env.rememberLanguage(language),
      reportFlowError: (_, { error }) => env.reportFlowError(error),
    },
  });
  return { machine, env, controls: { loadSessionCharts, findLanguagePath, loadLanguageTexts, session } };
}

const assertions: StateAssertions<Machine, Env> = {
  'session.loading': (snapshot) => {
    expect(sessionSourceOf({ getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe() {} }) }).getSnapshot()).toBe(PENDING_SESSION);
  },
  'session.unavailable': (snapshot) => {
    expect(snapshot.context.session).toBeNull();
  },
  'session.running': (snapshot) => {
    // The session and its counts are the site's children, under their system ids; nothing waits any more.
    expect((snapshot.context.session as AnyActorRef | null)?.id).toBe('session');
    expect((snapshot.context.notifications as AnyActorRef | null)?.id).toBe('notifications');
    expect(snapshot.context.waiting).toEqual([]);
  },
  'language.settled': (snapshot, env) => {
    expect(selectSwitchingLanguage(snapshot)).toBe(false);
    // Each switch finished went to its destination, remembering the language it switched to.
    const gone = env.router.navigations.filter((navigation) => navigation.kind === 'go');
    expect(gone).toHaveLength(env.rememberLanguage.mock.calls.length);
    if (snapshot.context.destination) expect(gone.at(-1)).toEqual({ kind: 'go', path: snapshot.context.destination, replace: false });
  },
  'language.switching.path.finding': (snapshot) => {
    expect(selectSwitchingLanguage(snapshot)).toBe(true);
    expect(snapshot.context.destination).toBeNull();
  },
  'language.switching.path.found': (snapshot) => {
    expect(selectSwitchingLanguage(snapshot)).toBe(true);
    expect(snapshot.context.destination).toMatch(/^\/(en|$|[a-z])/);
  },
  'language.switching.texts.loading': () => {},
  'language.switching.texts.loaded': () => {},
};

/** The events offered where the walk is: the failure of a running session only once the site has started one. */
function offered(snapshot: { context: { session: unknown }; matches(state: object): boolean }): TraversalEvent[] {
  const events: TraversalEvent[] = [
    { type: 'session.send', event: { type: 'logout.requested', redirect: false } },
    { type: 'language.changed', language: 'sv' },
    { type: 'language.changed', language: 'en' },
    // A page done with an actor that is no child of this site (a walk has none): nothing is stopped.
    { type: 'flow.ended', actor: {} as AnyActorRef },
  ];
  if (snapshot.matches({ session: 'loading' })) {
    events.push({ type: 'xstate.done.actor.loadSessionCharts', output: CHARTS }, { type: 'xstate.error.actor.loadSessionCharts', error: new Error('offline') });
  }
  if (snapshot.matches({ session: 'unavailable' })) events.push({ type: 'xstate.after.sessionReloadDelay.site.session.unavailable' });
  if (snapshot.context.session) events.push({ type: 'xstate.error.actor.session', error: new Error('the session failed') });
  if (snapshot.matches({ language: 'settled' })) events.push({ type: 'language.switch' });
  if (snapshot.matches({ language: { switching: { path: 'finding' } } })) {
    events.push({ type: 'xstate.done.actor.findLanguagePath', output: '/boka/fonsterputs' }, { type: 'xstate.error.actor.findLanguagePath', error: new Error('no such page') });
  }
  if (snapshot.matches({ language: { switching: { texts: 'loading' } } })) {
    events.push({ type: 'xstate.done.actor.loadLanguageTexts' }, { type: 'xstate.error.actor.loadLanguageTexts', error: new Error('offline') });
  }
  return events;
}

describeModel('site model', {
  machine: siteMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'an English page', input: { router }, events: offered as never }],
});

describe('site pinned', () => {
  it('stops a page’s actor of its system once the page is done with it, and no other', () => {
    const { machine } = arrange();
    const site = createActor(machine, { input: { router } }).start();
    const page = createActor(fromCallback(() => {}), { parent: site }).start();
    const stranger = createActor(fromCallback(() => {})).start();
    // A page's actor is in the site's system.
    expect(page.system).toBe(site.system);
    site.send({ type: 'flow.ended', actor: stranger });
    expect(stranger.getSnapshot().status).toBe('active');
    site.send({ type: 'flow.ended', actor: page });
    expect(page.getSnapshot().status).toBe('stopped');
    expect(site.getSnapshot().status).toBe('active');
    stranger.stop();
    site.stop();
  });

  it('a language switch goes to the same page in the other language with its query, and remembers the language', async () => {
    const { machine, env, controls } = arrange();
    const here = fakeRouterAdapter({ path: '/en/book/window-cleaning', query: { areaCode: '11120', step: 'address' } }, 'en');
    const site = createActor(machine, { input: { router: here } }).start();
    site.send({ type: 'language.switch' });
    expect(controls.findLanguagePath.inputs.at(-1)).toEqual({ path: '/en/book/window-cleaning', from: 'en', to: 'sv' });
    expect(controls.loadLanguageTexts.inputs.at(-1)).toEqual({ language: 'sv' });
    controls.findLanguagePath.resolve('/boka/fonsterputs');
    await flush();
    // Not before the texts are there.
    expect(here.navigations).toEqual([]);
    controls.loadLanguageTexts.resolve();
    await flush();
    expect(here.navigations).toEqual([{ kind: 'go', path: '/boka/fonsterputs?areaCode=11120&step=address', replace: false }]);
    expect(env.rememberLanguage).toHaveBeenCalledWith('sv');
    site.stop();
  });

  it('a page with no counterpart goes to the other language’s home page, without its query', async () => {
    const { machine, controls } = arrange();
    const here = fakeRouterAdapter({ path: '/blogg/bara-svensk', query: { page: '2' } }, 'sv');
    const site = createActor(machine, { input: { router: here } }).start();
    site.send({ type: 'language.switch' });
    controls.findLanguagePath.reject(new Error('404'));
    controls.loadLanguageTexts.resolve();
    await flush();
    expect(here.navigations).toEqual([{ kind: 'go', path: '/en', replace: false }]);
    site.stop();
  });

  it('as shipped, hears the language of every address the router ends at', () => {
    const here = fakeRouterAdapter({ path: '/en/book/window-cleaning' }, 'en');
    const site = createActor(siteMachine.provide({ actors: { loadSessionCharts: fromPromise<SessionCharts, void>(() => new Promise(() => {})), routerLanguage } }), {
      input: { router: here },
    }).start();
    expect(site.getSnapshot().context.language).toBe('en');
    here.switchLocale('sv', { path: '/boka/fonsterputs' });
    expect(site.getSnapshot().context.language).toBe('sv');
    site.stop();
  });
});
