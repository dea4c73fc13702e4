import { assign, enqueueActions, fromPromise, setup, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { Locale } from '../../api/contract/content.schemas';
import { withLocalePrefix } from '../../api/routes';
import { SESSION_SYSTEM_ID } from '../session/constants';
import { routerLanguage } from './site.actors';
import type { LanguagePathInput, NotificationsActor, SessionActor, SessionCharts, SiteContext, SiteEvent, SiteInput } from './site.types';

/** How long the site waits before asking again for the session's code when it could not load (offline, a new build). */
const SESSION_RELOAD_DELAY_MS = 5_000;

const otherLanguage = (language: Locale): Locale => (language === 'sv' ? 'en' : 'sv');

/** The query of the page being left, kept by a switch to the same page in the other language. */
function queryOf(query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : '';
}

/**
 * The site actor: one per browser tab, the root of its long-lived charts.
 *
 * Region `session`: the customer session's code arrives after the page has
 * started (`loadSessionCharts`, the edge's); until then the session reads as
 * pending and events sent to it (`session.send`) wait, in order. Once it
 * arrives the site starts the session and, beside it, the tab's notification
 * counts, as its children with system ids `session` and `notifications`, and
 * passes on what waited. A failed load is tried again after
 * `sessionReloadDelay`.
 *
 * Region `language`: the page's language is the router's, heard after every
 * navigation (`routerLanguage`). The header's toggle sends `language.switch`:
 * the site asks for this page's path in the other language
 * (`findLanguagePath`, the server's route table; its home page when there is
 * none) while that language's texts load (`loadLanguageTexts`, the edge's),
 * then remembers the choice (`rememberLanguage`) and goes there through the
 * router adapter with the same query. Running flows keep their context: a
 * navigation to the same page changes its texts and address only.
 *
 * The page's own flows (the wizard, the log-in, My pages' lists and panels,
 * the shell's menus) are children of the site too, in its system: the page
 * starts each as it mounts (`useSiteActorRef`) and sends `flow.ended` when
 * done with it, and the site stops it. A flow finds the session in the
 * system (`system.get('session')`).
 */
export const siteMachine = setup({
  types: {
    context: {} as SiteContext,
    events: {} as SiteEvent,
    input: {} as SiteInput,
  },
  actors: {
    routerLanguage,
    /** Edge: the session's charts, once their code has arrived. */
    loadSessionCharts: fromPromise<SessionCharts, void>(() => Promise.reject(new Error('loadSessionCharts is the browser edge’s'))),
    /** Edge (`createSiteActors(api)`): the public path of this page in the other language. */
    findLanguagePath: fromPromise<string, LanguagePathInput>(() => Promise.reject(new Error('findLanguagePath is built from the API client'))),
    /** Edge: the other language's texts, so the page changes language at once. */
    loadLanguageTexts: fromPromise<void, { language: Locale }>(async () => {}),
  },
  delays: { sessionReloadDelay: SESSION_RELOAD_DELAY_MS },
  actions: {
    startSession: assign(({ context, spawn }, charts: SessionCharts) => {
      // The charts come with their code, so they are no actors this chart names in advance.
      const start = spawn as unknown as (logic: AnyActorLogic, options: { id: string; systemId: string; input: unknown }) => AnyActorRef;
      const session = start(charts.session, { id: 'session', systemId: SESSION_SYSTEM_ID, input: charts.sessionInput }) as unknown as SessionActor;
      const notifications = start(charts.notifications, {
        id: 'notifications',
        systemId: 'notifications',
        input: { session, router: context.router },
      }) as unknown as NotificationsActor;
      return { session, notifications };
    }),
    keepForSession: assign(({ context, event }) => (event.type === 'session.send' ? { waiting: [...context.waiting, event.event] } : {})),
    passWaitingOn: enqueueActions(({ context, enqueue }) => {
      for (const event of context.waiting) enqueue.sendTo(context.session!, event);
      enqueue.assign({ waiting: [] });
    }),
    passOn: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'session.send') enqueue.sendTo(context.session!, event.event);
    }),
    assignLanguage: assign((_, params: { language: Locale }) => ({ language: params.language })),
    assignDestination: assign((_, params: { destination: string }) => ({ destination: params.destination })),
    /** Edge: keeps the visitor's choice of language (the `language` cookie the server reads). */
    rememberLanguage: (_, _params: { language: Locale }) => {},
    goToDestination: ({ context }) => {
      if (context.destination) context.router.go(context.destination);
    },
    /** A page is done with a flow it started in the site's system (`useSiteActorRef`): stopped if it is the site's child, else nothing. */
    stopFlow: enqueueActions(({ event, self, enqueue }) => {
      if (event.type === 'flow.ended' && event.actor?._parent === self) enqueue.stopChild(event.actor);
    }),
    /** A flow of the tab failed: said where errors are heard, never swallowed. */
    reportFlowError: (_, params: { error: unknown }) => {
      setTimeout(() => {
        throw params.error;
      });
    },
  },
  guards: {
    isOtherLanguage: ({ context }, params: { language: Locale }) => params.language !== context.language,
  },
}).createMachine({
  id: 'site',
  context: ({ input }) => ({
    router: input.router,
    language: input.router.locale(),
    session: null,
    notifications: null,
    waiting: [],
    destination: null,
  }),
  type: 'parallel',
  on: {
    // A child that fails (the session, the counts, a page's flow) is reported; the site and its other children go on.
    'xstate.error.actor.*': { actions: { type: 'reportFlowError', params: ({ event }) => ({ error: 'error' in event ? event.error : undefined }) } },
    'flow.ended': { actions: 'stopFlow' },
  },
  states: {
    session: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadSessionCharts',
            src: 'loadSessionCharts',
            onDone: { target: 'running', actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'passWaitingOn'] },
            onError: 'unavailable',
          },
          on: { 'session.send': { actions: 'keepForSession' } },
        },
        unavailable: {
          after: { sessionReloadDelay: 'loading' },
          on: { 'session.send': { actions: 'keepForSession' } },
        },
        running: {
          on: { 'session.send': { actions: 'passOn' } },
        },
      },
    },
    language: {
      invoke: { id: 'routerLanguage', src: 'routerLanguage', input: ({ context }) => ({ router: context.router }) },
      on: {
        'language.changed': {
          guard: { type: 'isOtherLanguage', params: ({ event }) => ({ language: event.language }) },
          actions: { type: 'assignLanguage', params: ({ event }) => ({ language: event.language }) },
        },
      },
      initial: 'settled',
      states: {
        settled: {
          on: { 'language.switch': 'switching' },
        },
        switching: {
          type: 'parallel',
          entry: assign({ destination: null }),
          states: {
            path: {
              initial: 'finding',
              states: {
                finding: {
                  invoke: {
                    id: 'findLanguagePath',
                    src: 'findLanguagePath',
                    input: ({ context }) => ({ path: context.router.location().path, from: context.language, to: otherLanguage(context.language) }),
                    onDone: {
                      target: 'found',
                      // The same page keeps its query (a booking's postal code and step).
                      actions: { type: 'assignDestination', params: ({ context, event }) => ({ destination: `${event.output}${queryOf(context.router.location().query)}` }) },
                    },
                    onError: {
                      target: 'found',
                      // No such page in the other language: its home page, with no query, is the honest fallback.
                      actions: { type: 'assignDestination', params: ({ context }) => ({ destination: withLocalePrefix('/', otherLanguage(context.language)) }) },
                    },
                  },
                },
                found: { type: 'final' },
              },
            },
            texts: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadLanguageTexts',
                    src: 'loadLanguageTexts',
                    input: ({ context }) => ({ language: otherLanguage(context.language) }),
                    // Without them the page still changes language, its texts a moment later.
                    onDone: 'loaded',
                    onError: 'loaded',
                  },
                },
                loaded: { type: 'final' },
              },
            },
          },
          onDone: {
            target: 'settled',
            actions: [{ type: 'rememberLanguage', params: ({ context }) => ({ language: otherLanguage(context.language) }) }, 'goToDestination'],
          },
        },
      },
    },
  },
});

export type SiteMachine = typeof siteMachine;
