import { assign, setup } from 'xstate';
import type { Customer } from '../../api/contract/customer';
import type { FieldError } from '../../api/contract/endpoint';
import { isApiError } from '../../api/errors';
import { formRefusalOf } from '../myPages/users/answers';
import { watchActingFor } from './staffDesk.actors';
import { unprovided } from '../unprovided';
import { REGISTER_FORM_FIELDS, STAFF_DESK_DEFAULT_ERROR, actingForOf, isNormalisedSsn } from './staffDesk.rules';
import type { ActingForParams, LookUpInput, RegisterInput, RejectedTokenParams, StaffDeskContext, StaffDeskEvent, StaffDeskInput } from './staffDesk.types';

function requireSsn(context: StaffDeskContext): string {
  if (context.ssn === null) throw new Error('staffDesk: no personal number');
  return context.ssn;
}

function requireRequest(event: StaffDeskEvent, context: StaffDeskContext) {
  if (event.type === 'registration.submitted') return event.request;
  throw new Error(`staffDesk: no registration in ${event.type} (${context.ssn ?? 'no ssn'})`);
}

type ErrorGuard = 'isUnauthorized' | 'isNotFound' | 'isAlreadyRegistered' | 'isFormRefusal';
const errorGuard = <G extends ErrorGuard>(type: G) => ({ type, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) });

/** Nothing looked up, nothing shown. */
const empty = (): Pick<StaffDeskContext, 'ssn' | 'customer' | 'fieldErrors' | 'errorKey'> => ({ ssn: null, customer: null, fieldErrors: [], errorKey: null });

/**
 * Customer service's desk (site.md §6, calls.md §7 Staff): the staff
 * member looks up a personal number (the form validates and normalises it,
 * §5) → `lookingUp` (`staff.customer` with the number as `X-Ssn`) → `found`:
 * the customer is acted for (stored in the tab) and shown. A 404 is
 * `notCustomer`: the register form (`staff.registerCustomer`); a refusal of
 * its fields shows on them (`notCustomer.refused`), a 409 (a customer
 * already, registered meanwhile) looks the number up again, success is
 * `found`. Other failures offer a retry. A 401 tells the sign-on that the
 * token was refused and ends here (`signOnEnded`): the sign-on decides what
 * follows. "Switch customer" forgets the customer and empties the look-up;
 * so does the tab forgetting them elsewhere (`actingFor.cleared`). A stored
 * customer (a reload) is looked up again at start.
 *
 * Runs with the calls the edge provides (`createStaffDeskActors(api)`): actors
 * `lookUpCustomer({ ssn, accessToken })`, `registerCustomer({ …, request })`,
 * listener `watchActingFor`. Edge actions (no-ops here, provided by
 * `ui/staff`): `storeActingFor({ customer })`, `forgetActingFor()`,
 * `rejectToken({ accessToken })` (tells the sign-on `token.rejected`).
 */
export const staffDeskMachine = setup({
  types: {
    context: {} as StaffDeskContext,
    events: {} as StaffDeskEvent,
    input: {} as StaffDeskInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Edge (`createStaffDeskActors(api)`): the calls. */
    lookUpCustomer: unprovided<Customer, LookUpInput>('staffDesk', 'lookUpCustomer'),
    registerCustomer: unprovided<Customer, RegisterInput>('staffDesk', 'registerCustomer'),
    watchActingFor,
  },
  actions: {
    assignSsn: assign((_, params: { ssn: string }) => ({ ...empty(), ssn: params.ssn })),
    assignCallToken: assign(({ context }) => ({ callToken: context.readToken() })),
    assignCustomer: assign((_, params: { customer: Customer }) => ({ customer: params.customer, fieldErrors: [], errorKey: null })),
    assignFieldErrors: assign((_, params: { errors: FieldError[] }) => ({ fieldErrors: params.errors })),
    assignFailure: assign({ errorKey: STAFF_DESK_DEFAULT_ERROR }),
    clearFailure: assign({ errorKey: null }),
    clearCustomer: assign(() => empty()),
    /** Edge: the tab acts for this customer (the header and the booking pages read it). */
    storeActingFor: (_, _params: ActingForParams) => {},
    /** Edge: the tab acts for nobody. */
    forgetActingFor: () => {},
    /** Edge: tells the sign-on `token.rejected` with the token the refused call carried. */
    rejectToken: (_, _params: RejectedTokenParams) => {},
  },
  guards: {
    hasActingFor: ({ context }) => context.ssn !== null,
    isPersonalNumber: ({ event }) => event.type === 'lookup.submitted' && isNormalisedSsn(event.ssn),
    isUnauthorized: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'Unauthorized',
    isNotFound: (_, params: { error: unknown }) => isApiError(params.error) && params.error.kind === 'NotFound',
    isAlreadyRegistered: (_, params: { error: unknown }) => isApiError(params.error) && params.error.code === 409,
    isFormRefusal: (_, params: { error: unknown }) => formRefusalOf(params.error, REGISTER_FORM_FIELDS) !== null,
  },
}).createMachine({
  id: 'staffDesk',
  context: ({ input }) => ({
    readToken: input.readToken ?? (() => null),
    ...empty(),
    ssn: input.actingFor?.ssn ?? null,
    callToken: null,
  }),
  invoke: { id: 'watchActingFor', src: 'watchActingFor' },
  initial: 'resolving',
  states: {
    // A customer the tab acts for already (a reload): shown again, fresh from the server.
    resolving: {
      always: [{ guard: 'hasActingFor', target: 'lookingUp' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'lookup.submitted': {
          guard: 'isPersonalNumber',
          target: 'lookingUp',
          actions: { type: 'assignSsn', params: ({ event }) => ({ ssn: event.ssn }) },
        },
      },
    },
    lookingUp: {
      tags: ['busy'],
      entry: ['assignCallToken', 'clearFailure'],
      invoke: {
        id: 'lookUpCustomer',
        src: 'lookUpCustomer',
        input: ({ context }) => ({ ssn: requireSsn(context), accessToken: context.callToken }),
        onDone: {
          target: 'found',
          actions: [
            { type: 'assignCustomer', params: ({ event }) => ({ customer: event.output }) },
            { type: 'storeActingFor', params: ({ context, event }) => ({ customer: actingForOf(requireSsn(context), event.output) }) },
          ],
        },
        onError: [
          { guard: errorGuard('isNotFound'), target: 'notCustomer', actions: 'forgetActingFor' },
          {
            guard: errorGuard('isUnauthorized'),
            target: 'signOnEnded',
            actions: { type: 'rejectToken', params: ({ context }) => ({ accessToken: context.callToken }) },
          },
          { target: 'lookupFailed', actions: 'assignFailure' },
        ],
      },
    },
    found: {
      on: {
        'customer.switched': { target: 'idle', actions: ['clearCustomer', 'forgetActingFor'] },
        // The header let the customer go. Only a customer shown is let go this way: the desk
        // hears its own forgetting too, and anywhere else that echo must change nothing
        // (forgetting again here is harmless, and keeps the tab and the desk agreeing).
        'actingFor.cleared': { target: 'idle', actions: ['clearCustomer', 'forgetActingFor'] },
      },
    },
    // Not a customer yet: the register form, or another number.
    notCustomer: {
      initial: 'editing',
      states: { editing: {}, refused: {} },
      on: {
        'registration.submitted': { target: 'registering', actions: assign({ fieldErrors: [] }) },
        'customer.switched': { target: 'idle', actions: 'clearCustomer' },
      },
    },
    registering: {
      tags: ['busy'],
      entry: ['assignCallToken', 'clearFailure'],
      invoke: {
        id: 'registerCustomer',
        src: 'registerCustomer',
        input: ({ context, event }) => ({
          ssn: requireSsn(context),
          accessToken: context.callToken,
          request: requireRequest(event, context),
        }),
        onDone: {
          target: 'found',
          actions: [
            { type: 'assignCustomer', params: ({ event }) => ({ customer: event.output }) },
            { type: 'storeActingFor', params: ({ context, event }) => ({ customer: actingForOf(requireSsn(context), event.output) }) },
          ],
        },
        onError: [
          {
            guard: errorGuard('isFormRefusal'),
            target: 'notCustomer.refused',
            actions: { type: 'assignFieldErrors', params: ({ event }) => ({ errors: formRefusalOf(event.error, REGISTER_FORM_FIELDS) ?? [] }) },
          },
          // Registered meanwhile (another desk, a twin request): the customer is there to be found.
          { guard: errorGuard('isAlreadyRegistered'), target: 'lookingUp' },
          {
            guard: errorGuard('isUnauthorized'),
            target: 'signOnEnded',
            actions: { type: 'rejectToken', params: ({ context }) => ({ accessToken: context.callToken }) },
          },
          { target: 'registerFailed', actions: 'assignFailure' },
        ],
      },
    },
    lookupFailed: {
      on: {
        'lookup.retried': 'lookingUp',
        'customer.switched': { target: 'idle', actions: ['clearCustomer', 'forgetActingFor'] },
      },
    },
    // The answers are kept by the form; sending them again is the retry.
    registerFailed: {
      on: {
        'registration.submitted': { target: 'registering', actions: assign({ fieldErrors: [] }) },
        'customer.switched': { target: 'idle', actions: 'clearCustomer' },
      },
    },
    // The staff token was refused: the sign-on was told and decides (on the staff host it signs on again).
    signOnEnded: {},
  },
});

export type StaffDeskMachine = typeof staffDeskMachine;
