import { assign, setup } from 'xstate';
import { unprovided } from '../../unprovided';
import { emailErrorOf, interestRequest, refusedEmailMessage } from './areaInterest.rules';
import type { AreaInterestContext, AreaInterestEvent, AreaInterestInput, InterestRequest } from './areaInterest.types';

/**
 * "Tell me when you come here": the small form under the postal-code form's
 * "not offered at this postal code" message. The visitor leaves an e-mail
 * address for the code they typed; it is checked with the shared validators
 * (empty: `required`, malformed: `email`), then sent. Sending again is
 * harmless (the server keeps one entry per address and code), so a failure
 * can simply be retried. Errors are the substates of `editing`; typing
 * clears them. `registered` is the confirmation and stays until the
 * postal-code form leaves its message (which stops this chart).
 *
 * Runs with the call the edge provides (`createAreaInterestActors(api)`): actor `registerInterest({ areaCode, email, productId? })` (the call's body).
 */
export const areaInterestMachine = setup({
  types: {
    context: {} as AreaInterestContext,
    events: {} as AreaInterestEvent,
    input: {} as AreaInterestInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Edge (`createAreaInterestActors(api)`). */
    registerInterest: unprovided<void, InterestRequest>('areaInterest', 'registerInterest'),
  },
  actions: {
    assignEmail: assign((_, params: { value: string }) => ({ email: params.value, emailError: null })),
    assignEmailError: assign(({ context }) => ({ emailError: emailErrorOf(context.email) })),
    assignRefusal: assign((_, params: { error: unknown }) => ({ emailError: refusedEmailMessage(params.error) })),
  },
  guards: {
    isEmailInvalid: ({ context }) => emailErrorOf(context.email) !== null,
    isEmailRefused: (_, params: { error: unknown }) => refusedEmailMessage(params.error) !== null,
  },
}).createMachine({
  id: 'areaInterest',
  context: ({ input }) => ({ postalCode: input.postalCode, productId: input.productId, email: '', emailError: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'email.changed': { target: '.idle', actions: { type: 'assignEmail', params: ({ event }) => ({ value: event.value }) } },
        'interest.submitted': [
          { guard: 'isEmailInvalid', target: '.invalid', actions: 'assignEmailError' },
          { target: 'submitting' },
        ],
      },
      // One substate per message; typing clears it.
      states: {
        idle: {},
        invalid: {},
        failed: {},
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'registerInterest',
        src: 'registerInterest',
        input: ({ context }) => interestRequest(context),
        onDone: { target: 'registered' },
        onError: [
          {
            guard: { type: 'isEmailRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.invalid',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing.failed' },
        ],
      },
    },
    registered: {},
  },
});

export type AreaInterestMachine = typeof areaInterestMachine;
