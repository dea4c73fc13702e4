import { assign, setup } from 'xstate';
import type { FieldError } from '../../../api/contract/endpoint';
import { isApiError } from '../../../api/errors';
import { isSessionEnded } from '../shared/changes';
import { unprovided } from '../../unprovided';
import { isConfirmed, isNotSet } from './securityInstructions.rules';
import type {
  LoadedSecurity,
  LoadSecurityInput,
  SaveSecurityInput,
  SecurityChanges,
  SecurityInstructions,
  SecurityInstructionsContext,
  SecurityInstructionsEvent,
  SecurityInstructionsInput,
} from './securityInstructions.types';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The field errors of a 400, or none for any other failure. */
const fieldErrorsOf = (error: unknown): FieldError[] => (isApiError(error) && error.kind === 'BadRequest' ? error.fieldErrors : []);

type Stored = { instructions: SecurityInstructions | null };

/**
 * Where stored instructions rest: confirmed, never given, or waiting for the
 * customer's confirmation; `stored` names them (a load's answer is judged
 * before it is assigned).
 */
const settle = <TArgs>(stored: (args: TArgs) => Stored) =>
  [
    { guard: { type: 'isConfirmed', params: stored }, target: 'confirmed' },
    { guard: { type: 'isNotSet', params: stored }, target: 'notSet' },
    { target: 'unconfirmed' },
  ] as const;

/**
 * An address's security instructions for the staff: the protection level
 * (from the server's list), how the key is handled, and free instructions
 * (alarm, where the key box is). Saving leaves them unconfirmed; the
 * customer then confirms they are right (`confirmedAt`), a separate step so
 * nothing counts as confirmed by accident. A refused save shows the server's
 * field errors on the form, a failed one keeps what was chosen; a 401 ends it.
 *
 * Its calls are provided at the edge: `createSecurityInstructionsActors(api)`.
 */
export const securityInstructionsMachine = setup({
  types: {
    context: {} as SecurityInstructionsContext,
    events: {} as SecurityInstructionsEvent,
    input: {} as SecurityInstructionsInput,
    tags: {} as 'busy',
  },
  actors: {
    loadSecurity: unprovided<LoadedSecurity, LoadSecurityInput>('securityInstructions', 'loadSecurity'),
    saveSecurity: unprovided<SecurityInstructions, SaveSecurityInput>('securityInstructions', 'saveSecurity'),
    confirmSecurity: unprovided<SecurityInstructions, LoadSecurityInput>('securityInstructions', 'confirmSecurity'),
  },
  actions: {
    assignLoaded: assign((_, params: { loaded: LoadedSecurity }) => ({ instructions: params.loaded.instructions, levels: params.loaded.levels })),
    assignInstructions: assign((_, params: { instructions: SecurityInstructions }) => ({ instructions: params.instructions, draft: null, fieldErrors: [] })),
    assignDraft: assign((_, params: { changes: SecurityChanges }) => ({ draft: params.changes, fieldErrors: [] })),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    forgetDraft: assign({ draft: null, fieldErrors: [] }),
  },
  guards: {
    isConfirmed: (_, params: Stored) => isConfirmed(params.instructions),
    isNotSet: (_, params: Stored) => isNotSet(params.instructions),
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isRefused: (_, params: { error: unknown }) => fieldErrorsOf(params.error).length > 0,
  },
}).createMachine({
  id: 'securityInstructions',
  context: ({ input }) => ({ addressId: input.addressId, instructions: null, levels: [], draft: null, fieldErrors: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        input: ({ context }) => ({ addressId: context.addressId }),
        onDone: settle(({ event }: { event: { output: LoadedSecurity } }) => ({ instructions: event.output.instructions })).map((transition) => ({
          ...transition,
          actions: { type: 'assignLoaded', params: ({ event }: { event: { output: LoadedSecurity } }) => ({ loaded: event.output }) } as const,
        })),
        onError: [{ guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { 'retry.requested': 'loading' } },
    notSet: { on: { 'security.editRequested': 'editing' } },
    // Saved but not yet confirmed as right: the customer is asked to confirm.
    unconfirmed: {
      initial: 'idle',
      on: { 'security.confirmRequested': 'confirming', 'security.editRequested': 'editing' },
      states: { idle: {}, confirmFailed: {} },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmSecurity',
        src: 'confirmSecurity',
        input: ({ context }) => ({ addressId: context.addressId }),
        onDone: { target: 'confirmed', actions: { type: 'assignInstructions', params: ({ event }) => ({ instructions: event.output }) } },
        // Confirming again is harmless: it only sets the date.
        onError: [{ guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' }, { target: 'unconfirmed.confirmFailed' }],
      },
    },
    confirmed: { on: { 'security.editRequested': 'editing' } },
    editing: {
      initial: 'idle',
      on: {
        'security.submitted': { target: 'saving', actions: { type: 'assignDraft', params: ({ event }) => ({ changes: event.changes }) } },
        'security.editCancelled': settle(({ context }: { context: SecurityInstructionsContext }) => ({ instructions: context.instructions })).map((transition) => ({
          ...transition,
          actions: 'forgetDraft' as const,
        })),
      },
      states: { idle: {}, refused: {}, failed: {} },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSecurity',
        src: 'saveSecurity',
        input: ({ context }) => ({ addressId: context.addressId, changes: context.draft ?? {} }),
        // The server leaves saved instructions unconfirmed: the customer confirms them next.
        onDone: { target: 'unconfirmed', actions: { type: 'assignInstructions', params: ({ event }) => ({ instructions: event.output }) } },
        onError: [
          { guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' },
          { guard: { type: 'isRefused', params: errorParams }, target: 'editing.refused', actions: { type: 'assignFieldErrors', params: errorParams } },
          { target: 'editing.failed' },
        ],
      },
    },
    ended: {},
  },
});

export type SecurityInstructionsMachine = typeof securityInstructionsMachine;
