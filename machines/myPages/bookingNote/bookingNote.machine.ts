import { assign, enqueueActions, setup } from 'xstate';
import { isSessionEnded, refusalKeyOrDefault, refusalOf } from '../shared/changes';
import { unprovided } from '../../unprovided';
import { isNoteTooLong } from './bookingNote.rules';
import type { BookingNoteContext, BookingNoteEvent, BookingNoteInput, SaveNoteInput } from './bookingNote.types';

/**
 * A note for the staff of a coming visit ("the key is under the mat"): typed,
 * checked for length, saved. The server refuses once the visit has started
 * (`noteTooLate`). A 401 ends the flow. Tells the booking page (`changesTo`) `booking.changed`
 * once saved. Its call comes from `createBookingNoteActors(api)`.
 */
export const bookingNoteMachine = setup({
  types: {
    context: {} as BookingNoteContext,
    events: {} as BookingNoteEvent,
    input: {} as BookingNoteInput,
    tags: {} as 'busy',
  },
  actors: { saveNote: unprovided<void, SaveNoteInput>('bookingNote', 'saveNote') },
  actions: {
    assignNote: assign((_, params: { value: string }) => ({ note: params.value })),
    assignRefusal: assign((_, params: { error: unknown }) => ({ refusalKey: refusalKeyOrDefault(refusalOf(params.error)) })),
    /** Tells the booking page (when there is one) to read the booking again. */
    announceChange: enqueueActions(({ context, enqueue }) => {
      if (context.changesTo) enqueue.sendTo(context.changesTo, { type: 'booking.changed' });
    }),
  },
  guards: {
    isTooLong: ({ context }) => isNoteTooLong(context.note),
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isRefusal: (_, params: { error: unknown }) => refusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'bookingNote',
  context: ({ input }) => ({ changesTo: input.changesTo ?? null, bookingId: input.booking.id, note: input.booking.note ?? '', refusalKey: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'note.changed': { target: '.idle', actions: { type: 'assignNote', params: ({ event }) => ({ value: event.value }) } },
        'note.submitted': [{ guard: 'isTooLong', target: '.tooLong' }, { target: 'saving' }],
      },
      states: { idle: {}, tooLong: {}, failed: {} },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveNote',
        src: 'saveNote',
        input: ({ context }) => ({ bookingId: context.bookingId, note: context.note.trim() }),
        onDone: { target: 'saved', actions: 'announceChange' },
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended' },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing.failed' },
        ],
      },
    },
    saved: { on: { 'note.edited': 'editing' } },
    refused: {},
    ended: {},
  },
});

export type BookingNoteMachine = typeof bookingNoteMachine;
