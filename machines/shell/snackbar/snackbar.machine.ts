import { assign, setup } from 'xstate';
import { SNACKBAR_HIDE_MS } from '../constants';
import type { SnackbarContext, SnackbarEvent } from './snackbar.types';

/**
 * The snackbar (spec §4): info, success or error with a message key; hides
 * after 5000 ms unless persistent; a new message replaces the current one;
 * explicit close. A persistent message (offline) covered by a timed one
 * returns when that one goes, so it stays until its cause is over.
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
    /** A timed message covers the persistent one on screen (or keeps covering an earlier one). */
    coverPersistent: assign({
      covered: ({ context }) => (context.notice?.persistent ? context.notice : context.covered),
    }),
    forgetCovered: assign({ covered: null }),
    uncover: assign({ notice: ({ context }) => context.covered, covered: null }),
    clearNotice: assign({ notice: null }),
  },
  guards: {
    isPersistent: ({ event }) => event.type === 'snackbar.shown' && event.notice.persistent === true,
    isClosable: ({ context, event }) =>
      event.type === 'snackbar.closed' &&
      (event.messageKey === undefined || event.messageKey === context.notice?.messageKey),
    closesCovered: ({ context, event }) =>
      event.type === 'snackbar.closed' && event.messageKey !== undefined && event.messageKey === context.covered?.messageKey,
    hasCovered: ({ context }) => context.covered !== null,
  },
  delays: {
    hideDelay: ({ context }) => context.notice?.durationMs ?? SNACKBAR_HIDE_MS,
  },
}).createMachine({
  id: 'snackbar',
  context: { notice: null, covered: null },
  initial: 'hidden',
  on: {
    // From any state: the new message replaces the old and restarts the timer.
    'snackbar.shown': [
      { guard: 'isPersistent', target: '.visible.persistent', reenter: true, actions: ['forgetCovered', 'assignNotice'] },
      { target: '.visible.timed', reenter: true, actions: ['coverPersistent', 'assignNotice'] },
    ],
  },
  states: {
    hidden: {},
    visible: {
      tags: ['visible'],
      initial: 'timed',
      on: {
        'snackbar.closed': [
          { guard: 'closesCovered', actions: 'forgetCovered' },
          { guard: { type: 'isClosable' }, target: 'returning' },
        ],
      },
      states: {
        timed: {
          after: { hideDelay: { target: '#snackbar.returning' } },
        },
        persistent: {},
      },
    },
    /** The shown message goes: the covered persistent one comes back, else nothing is shown. */
    returning: {
      always: [
        { guard: 'hasCovered', target: 'visible.persistent', actions: 'uncover' },
        { target: 'hidden', actions: 'clearNotice' },
      ],
    },
  },
});

export type SnackbarMachine = typeof snackbarMachine;
