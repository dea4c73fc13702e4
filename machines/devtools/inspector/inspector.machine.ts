import { assign, setup } from 'xstate';
import { loadPanel } from './inspector.actors';
import type { InspectorContext, InspectorEvent } from './inspector.types';

/**
 * The statechart inspector's panel (developers only): closed until toggled;
 * opening loads its code (`loadPanel`), which may fail and be tried again by
 * toggling; open, it shows one actor live, or travels back to one of its
 * recorded snapshots until live is chosen again. Choosing another actor shows
 * it live.
 */
export const inspectorMachine = setup({
  types: {
    context: {} as InspectorContext,
    events: {} as InspectorEvent,
    input: {} as { load: () => Promise<unknown> },
  },
  actors: { loadPanel },
  actions: {
    chooseActor: assign({ actorId: (_, params: { actorId: string }) => params.actorId, index: null }),
    goTo: assign({ index: (_, params: { index: number }) => params.index }),
    goLive: assign({ index: null }),
    noteFailure: assign({ error: (_, params: { error: unknown }) => (params.error instanceof Error ? params.error.message : String(params.error)) }),
    clearFailure: assign({ error: null }),
  },
  guards: {
    hasActor: ({ context }) => context.actorId !== null,
  },
}).createMachine({
  id: 'inspector',
  context: ({ input }) => ({ load: input.load, actorId: null, index: null, error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'inspector.toggled': 'loading' },
    },
    loading: {
      entry: 'clearFailure',
      invoke: {
        id: 'loadPanel',
        src: 'loadPanel',
        input: ({ context }) => ({ load: context.load }),
        onDone: 'open',
        onError: { target: 'failed', actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'inspector.toggled': 'loading' },
    },
    open: {
      initial: 'live',
      on: {
        'inspector.toggled': 'closed',
        'inspector.actorChosen': { target: '.live', actions: { type: 'chooseActor', params: ({ event }) => ({ actorId: event.actorId }) } },
      },
      states: {
        live: {
          on: {
            'inspector.stepped': { guard: 'hasActor', target: 'past', actions: { type: 'goTo', params: ({ event }) => ({ index: event.index }) } },
          },
        },
        past: {
          on: {
            'inspector.stepped': { actions: { type: 'goTo', params: ({ event }) => ({ index: event.index }) } },
            'inspector.liveChosen': { target: 'live', actions: 'goLive' },
          },
        },
      },
    },
  },
});
