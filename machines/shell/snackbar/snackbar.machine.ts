import { assign, setup } from 'xstate';
import { SNACKBAR_HIDE_MS } from '../constants';
import type { SnackbarContext, SnackbarEvent } from './snackbar.types';

/**
 * The snackbar (spec §4): info, success or error with a message key; hides
 * after 5000 ms unless persistent; a new message replaces the current one;
 * explicit close.
 *
 * Named for the edge: delay `hideDelay` (defaults to the notice's
 * `durationMs` or `SNACKBAR_HIDE_MS`).
 */
export const snackbarMachine = setup({
  types: {
    context: {} as SnackbarContext,
    events: {} as SnackbarEvent,
    tags: {} as 'visible',
  },
  actions: {
    assignNotice: assign({
      notice: ({ context, event }) => (event.type === 'snackbar.shown' ? event.notice : context.notice),
    }),
    clearNotice: assign({ notice: null }),
  },
  guards: {
    isPersistent: ({ event }) => event.type === 'snackbar.shown' && event.notice.persistent === true,
    isClosable: ({ context, event }) =>
      event.type === 'snackbar.closed' &&
      (event.messageKey === undefined || event.messageKey === context.notice?.messageKey),
  },
  delays: {
    hideDelay: ({ context }) => context.notice?.durationMs ?? SNACKBAR_HIDE_MS,
  },
}).createMachine({
  id: 'snackbar',
  context: { notice: null },
  initial: 'hidden',
  on: {
    // From any state: the new message replaces the old and restarts the timer.
    'snackbar.shown': [
      { guard: 'isPersistent', target: '.visible.persistent', reenter: true, actions: 'assignNotice' },
      { target: '.visible.timed', reenter: true, actions: 'assignNotice' },
    ],
  },
  states: {
    hidden: {},
    visible: {
      tags: ['visible'],
      initial: 'timed',
      on: {
        'snackbar.closed': { guard: 'isClosable', target: 'hidden', actions: 'clearNotice' },
      },
      states: {
        timed: {
          after: { hideDelay: { target: '#snackbar.hidden', actions: 'clearNotice' } },
        },
        persistent: {},
      },
    },
  },
});

export type SnackbarMachine = typeof snackbarMachine;
