import { assign, setup } from 'xstate';
import { isApiError } from '../../../api/errors';
import { isSessionEnded } from '../shared/changes';
import { noLanguageChanges } from '../shared/languageChanges';
import { missingLoader } from './resource.actors';
import type { ResourceAnswer, ResourceContext, ResourceEvent, ResourceInput } from './resource.types';

/**
 * Loads what a My pages list or card shows, instead of fetching in effects:
 * `loading`, then `loaded` or `empty` (the loader says which), `notFound`
 * (a 404: an unknown id, or one of another customer), `ended` (a 401: the
 * customer's session is over; the session shows its modal) or `failed`
 * (anything else; a retry loads again). A new request (page, order, month) restarts
 * loading from any state; the last answer stays in the context meanwhile,
 * so a list does not blink while it is re-sorted. A language switch reads
 * again what is shown or being loaded (`language.changed`: the server words
 * names and lines in the page's language); not-found and ended stay.
 *
 * Its call is provided at the edge:
 * `resourceMachine.provide({ actors: createResourceActors(api, loader) })`
 * with a loader of `myPages.resources.ts`.
 */
export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as ResourceInput,
    tags: {} as 'busy',
  },
  actors: { load: missingLoader, languageChanges: noLanguageChanges },
  actions: {
    assignRequest: assign((_, params: { request: unknown }) => ({ request: params.request })),
    assignAnswer: assign((_, params: { answer: ResourceAnswer }) => ({ data: params.answer.data })),
    forgetData: assign({ data: null }),
  },
  guards: {
    isEmpty: (_, params: { answer: ResourceAnswer }) => params.answer.empty,
    isNotFound: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'NotFound',
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ request: input.request, data: null }),
  initial: 'loading',
  invoke: { id: 'languageChanges', src: 'languageChanges' },
  on: {
    'request.changed': {
      target: '.loading',
      reenter: true,
      actions: { type: 'assignRequest', params: ({ event }) => ({ request: event.request }) },
    },
    'language.changed': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ request: context.request }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ answer: event.output }) },
            target: 'empty',
            actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'loaded', actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended', actions: 'forgetData' },
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound', actions: 'forgetData' },
          { target: 'failed' },
        ],
      },
    },
    loaded: { on: { 'load.refreshed': 'loading' } },
    empty: { on: { 'load.refreshed': 'loading' } },
    failed: { on: { 'load.retried': 'loading' } },
    // Nothing to retry: the id does not name anything of this customer's, in either language.
    notFound: { on: { 'language.changed': {} } },
    // The session is over: what was read with it is no longer shown, and there is nothing to retry or read again.
    ended: { on: { 'language.changed': {} } },
  },
});

export type ResourceMachine = typeof resourceMachine;
