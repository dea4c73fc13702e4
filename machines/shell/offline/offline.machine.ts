import { setup } from 'xstate';
import { CONNECTION_ERROR_KEY } from '../constants';
import type { SnackbarNotice } from '../snackbar/snackbar.types';
import { networkListener } from './offline.actors';
import type { OfflineContext, OfflineEvent, OfflineInput } from './offline.types';

/** The persistent error shown while offline (spec §4, §8). */
export const OFFLINE_NOTICE: SnackbarNotice = {
  type: 'error',
  messageKey: CONNECTION_ERROR_KEY,
  persistent: true,
};

/**
 * The offline notice (spec §4): while the browser is offline an error
 * notice with `common.errors.connectionError` stays; back online it hides.
 * The view reads `selectOfflineNotice`; or the edge forwards the named
 * actions to the snackbar actor.
 *
 * Runs as shipped: `networkListener` (`offline.actors.ts`), invoked for the
 * chart's whole life, sends the browser's `network.*` events.
 *
 * Named for the edge: actions `showOfflineNotice({ notice })` (e.g. send
 * `snackbar.shown`) and `hideOfflineNotice({ messageKey })` (e.g. send
 * `snackbar.closed` with that key).
 */
export const offlineMachine = setup({
  types: {
    context: {} as OfflineContext,
    events: {} as OfflineEvent,
    input: {} as OfflineInput,
    tags: {} as 'noticeVisible',
  },
  actors: {
    networkListener,
  },
  actions: {
    /** Edge: show the persistent notice, e.g. in the snackbar. */
    showOfflineNotice: (_, _params: { notice: SnackbarNotice }) => {},
    /** Edge: hide the notice shown by `showOfflineNotice`. */
    hideOfflineNotice: (_, _params: { messageKey: string }) => {},
  },
  guards: {
    startedOffline: ({ context }) => !context.startedOnline,
  },
}).createMachine({
  id: 'offline',
  context: ({ input }) => ({ startedOnline: input.online }),
  invoke: { id: 'networkListener', src: 'networkListener' },
  initial: 'detecting',
  states: {
    detecting: {
      always: [{ guard: 'startedOffline', target: 'offline' }, { target: 'online' }],
    },
    online: {
      on: { 'network.offline': 'offline' },
    },
    offline: {
      tags: ['noticeVisible'],
      entry: { type: 'showOfflineNotice', params: { notice: OFFLINE_NOTICE } },
      exit: { type: 'hideOfflineNotice', params: { messageKey: OFFLINE_NOTICE.messageKey } },
      on: { 'network.online': 'online' },
    },
  },
});

export type OfflineMachine = typeof offlineMachine;
