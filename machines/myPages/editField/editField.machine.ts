import { assign, setup } from 'xstate';
import { isApiError } from '../../../api/errors';
import { isSessionEnded } from '../shared/changes';
import { missingSaver } from './editField.actors';
import type { EditFieldContext, EditFieldEvent, EditFieldInput } from './editField.types';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The first field error of a 400, or null for any other failure. */
function fieldErrorKeyOf(error: unknown): string | null {
  return isApiError(error) && error.kind === 'BadRequest' ? (error.fieldErrors[0]?.message ?? null) : null;
}

/**
 * One value of the account the customer edits in place and saves at once
 * (the email; an address's instructions for the staff): shown, edited,
 * saved, confirmed as saved. The form checks the value with the contract's
 * schema; a value the server refuses shows its message on the field
 * (`editing.refused`), a failed save keeps what was typed (`editing.failed`).
 * The shown value changes only when the server saved it. A 401 ends it.
 *
 * Its call is provided at the edge: `editFieldMachine.provide({ actors:
 * createEditFieldActors(api, call) })`, with the call of the value edited.
 */
export const editFieldMachine = setup({
  types: {
    context: {} as EditFieldContext,
    events: {} as EditFieldEvent,
    input: {} as EditFieldInput,
    tags: {} as 'busy',
  },
  actors: { save: missingSaver },
  actions: {
    assignDraft: assign((_, params: { value: string }) => ({ draft: params.value })),
    assignSaved: assign((_, params: { value: string | null }) => ({ value: params.value, draft: null, fieldErrorKey: null })),
    assignFieldError: assign((_, params: { error: unknown }) => ({ fieldErrorKey: fieldErrorKeyOf(params.error) })),
    forgetDraft: assign({ draft: null, fieldErrorKey: null }),
  },
  guards: {
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isRefused: (_, params: { error: unknown }) => fieldErrorKeyOf(params.error) !== null,
  },
}).createMachine({
  id: 'editField',
  context: ({ input }) => ({ targetId: input.targetId ?? null, value: input.value, draft: null, fieldErrorKey: null }),
  initial: 'viewing',
  states: {
    viewing: { on: { 'field.editRequested': 'editing' } },
    editing: {
      initial: 'idle',
      on: {
        'field.submitted': { target: 'saving', actions: { type: 'assignDraft', params: ({ event }) => ({ value: event.value }) } },
        'field.cancelled': { target: 'viewing', actions: 'forgetDraft' },
      },
      states: { idle: {}, refused: {}, failed: {} },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ targetId: context.targetId, value: context.draft ?? '' }),
        onDone: { target: 'saved', actions: { type: 'assignSaved', params: ({ event }) => ({ value: event.output }) } },
        onError: [
          { guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' },
          { guard: { type: 'isRefused', params: errorParams }, target: 'editing.refused', actions: { type: 'assignFieldError', params: errorParams } },
          { target: 'editing.failed' },
        ],
      },
    },
    // Said once, politely; "Change" edits again.
    saved: { on: { 'field.editRequested': 'editing' } },
    ended: {},
  },
});

export type EditFieldMachine = typeof editFieldMachine;
