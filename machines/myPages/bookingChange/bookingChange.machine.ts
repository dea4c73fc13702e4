import { assign, enqueueActions, setup, type EventObject, type StateMachine } from 'xstate';
import type { ChangeValidation } from '../../../api/contract/customer';
import { isSessionEnded, refusalKeyOrDefault, refusalOf } from '../shared/changes';
import { unprovided } from '../../unprovided';
import type { BookingChangeActors } from './bookingChange.actors';
import type {
  BookingChangeContext,
  BookingChangeEvent,
  BookingChangeInput,
  BookingChangeKind,
  ChoiceNotice,
  LoadOptionsInput,
} from './bookingChange.types';

/** Tags: `busy` while a call runs, `failed` when one failed (retry offered), `confirmation` where the confirmation shows. */
export type BookingChangeTag = 'busy' | 'failed' | 'confirmation';

/** The leaf states of a change flow: `TConfirms` adds the server's check and the confirmation, `TLoses` the lost choice. */
type BookingChangeStateValue<TConfirms extends boolean, TLoses extends boolean> =
  | 'loading'
  | 'loadFailed'
  | { choosing: 'idle' | 'incomplete' | (TLoses extends true ? 'lost' : never) }
  | (TConfirms extends true ? 'validating' | 'validationFailed' | 'confirming' : never)
  | 'committing'
  | 'commitFailed'
  | 'refused'
  | 'done'
  | 'ended';

type ErasedKind = BookingChangeKind<unknown, unknown, unknown, EventObject>;
type ErasedContext = BookingChangeContext<unknown, unknown, unknown>;

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The choice events in choosing: each changes the choice; in the notices it answers it also takes the notice away. */
function choiceTransitions(kind: ErasedKind, notice: ChoiceNotice | null) {
  const rules = Object.entries(kind.choices).filter(([, rule]) => notice === null || rule.clears.includes(notice));
  return Object.fromEntries(
    rules.map(([type]) => [type, notice === null ? { actions: 'assignChoice' } : { target: 'idle', actions: 'assignChoice' }]),
  ) as Record<string, { actions: 'assignChoice' } | { target: 'idle'; actions: 'assignChoice' }>;
}

function buildChart(kind: ErasedKind) {
  const { lost } = kind;
  const choose = kind.confirms ? 'validating' : 'committing';
  return setup({
    types: {
      context: {} as ErasedContext,
      events: {} as BookingChangeEvent<EventObject>,
      input: {} as BookingChangeInput,
      tags: {} as BookingChangeTag,
    },
    actors: {
      loadOptions: unprovided<unknown, LoadOptionsInput>('bookingChange', 'loadOptions'),
      validateChange: unprovided<ChangeValidation, unknown>('bookingChange', 'validateChange'),
      commitChange: unprovided<unknown, unknown>('bookingChange', 'commitChange'),
    },
    actions: {
      assignOptions: assign((_, params: { options: unknown }) => ({
        options: params.options,
        choice: kind.choiceOf ? kind.choiceOf(params.options) : kind.emptyChoice,
      })),
      /** A new choice: whatever was checked for the old one no longer holds. */
      assignChoice: assign(({ context, event }) => {
        const rule = (kind.choices as Record<string, { apply(choice: unknown, event: EventObject): unknown }>)[event.type];
        return rule ? { choice: rule.apply(context.choice, event), validation: null } : {};
      }),
      assignValidation: assign((_, params: { validation: ChangeValidation }) => ({ validation: params.validation })),
      assignRefusal: assign((_, params: { key: unknown }) => ({ refusalKey: refusalKeyOrDefault(params.key) })),
      /** The choice is gone (the time was taken): it is unchosen, the options are the ones the answer carried, and the answer's words show. */
      releaseChoice: assign(({ context }, params: { error: unknown }) => ({
        ...(lost ? lost.release(context.options, context.choice, params.error) : {}),
        validation: null,
        refusalKey: refusalOf(params.error),
      })),
      assignResult: assign((_, params: { result: unknown }) => ({ result: params.result ?? null })),
      /** Tells the booking page (when there is one) to read the booking again. */
      announceChange: enqueueActions(({ context, enqueue }) => {
        if (context.changesTo) enqueue.sendTo(context.changesTo, { type: 'booking.changed' });
      }),
    },
    guards: {
      isDoneOnLoad: (_, params: { options: unknown }) => kind.doneOnLoad?.(params.options) ?? false,
      isComplete: ({ context }) => kind.isComplete(context.choice, context.options),
      isAllowed: (_, params: { validation: ChangeValidation }) => params.validation.allowed,
      isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
      isLost: (_, params: { error: unknown }) => lost?.is(params.error) ?? false,
      isRefusal: (_, params: { error: unknown }) => refusalOf(params.error) !== null,
    },
  }).createMachine({
    id: kind.id,
    context: ({ input }) => ({
      changesTo: input.changesTo ?? null,
      bookingId: input.booking.id,
      options: null,
      choice: kind.emptyChoice,
      validation: null,
      result: null,
      refusalKey: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadOptions',
          src: 'loadOptions',
          input: ({ context }) => ({ bookingId: context.bookingId }),
          onDone: [
            ...(kind.doneOnLoad
              ? [
                  {
                    guard: { type: 'isDoneOnLoad' as const, params: ({ event }: { event: { output: unknown } }) => ({ options: event.output }) },
                    target: 'done' as const,
                    actions: { type: 'assignOptions' as const, params: ({ event }: { event: { output: unknown } }) => ({ options: event.output }) },
                  },
                ]
              : []),
            { target: 'choosing', actions: { type: 'assignOptions', params: ({ event }) => ({ options: event.output }) } },
          ],
          onError: [{ guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' }, { target: 'loadFailed' }],
        },
      },
      loadFailed: { tags: ['failed'], on: { 'retry.requested': 'loading' } },
      choosing: {
        initial: 'idle',
        on: {
          ...choiceTransitions(kind, null),
          'change.requested': [{ guard: 'isComplete', target: choose }, { target: '.incomplete' }],
        },
        states: {
          idle: {},
          // "Continue" with a choice that is not complete says what is missing.
          incomplete: { on: choiceTransitions(kind, 'incomplete') },
          // Someone took the choice meanwhile: the message stays until the customer chooses again what it is about.
          ...(lost ? { lost: { on: choiceTransitions(kind, 'lost') } } : {}),
        },
      },
      ...(kind.confirms
        ? {
            validating: {
              tags: ['busy'] as const,
              invoke: {
                id: 'validateChange',
                src: 'validateChange' as const,
                input: ({ context }: { context: ErasedContext }) => kind.request(context.bookingId, context.choice),
                onDone: [
                  {
                    guard: { type: 'isAllowed' as const, params: ({ event }: { event: { output: ChangeValidation } }) => ({ validation: event.output }) },
                    target: 'confirming' as const,
                    actions: { type: 'assignValidation' as const, params: ({ event }: { event: { output: ChangeValidation } }) => ({ validation: event.output }) },
                  },
                  {
                    target: 'refused' as const,
                    actions: { type: 'assignRefusal' as const, params: ({ event }: { event: { output: ChangeValidation } }) => ({ key: event.output.reasonKey }) },
                  },
                ],
                onError: [
                  { guard: { type: 'isSessionEnded' as const, params: errorParams }, target: 'ended' as const },
                  {
                    guard: { type: 'isRefusal' as const, params: errorParams },
                    target: 'refused' as const,
                    actions: { type: 'assignRefusal' as const, params: ({ event }: { event: { error: unknown } }) => ({ key: refusalOf(event.error) }) },
                  },
                  { target: 'validationFailed' as const },
                ],
              },
            },
            validationFailed: { tags: ['failed'] as const, on: { 'retry.requested': 'validating' as const, 'change.back': 'choosing' as const } },
            // What the change costs is shown; only here can the customer confirm.
            confirming: { tags: ['confirmation'] as const, on: { 'change.confirmed': 'committing' as const, 'change.back': 'choosing' as const } },
          }
        : {}),
      committing: {
        tags: kind.confirms ? ['busy', 'confirmation'] : ['busy'],
        invoke: {
          id: 'commitChange',
          src: 'commitChange',
          input: ({ context }: { context: ErasedContext }) => kind.request(context.bookingId, context.choice),
          onDone: { target: 'done', actions: [{ type: 'assignResult', params: ({ event }) => ({ result: event.output }) }, 'announceChange'] },
          onError: [
            { guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' },
            ...(lost
              ? [{ guard: { type: 'isLost' as const, params: errorParams }, target: 'choosing.lost' as const, actions: { type: 'releaseChoice' as const, params: errorParams } }]
              : []),
            {
              guard: { type: 'isRefusal', params: errorParams },
              target: 'refused',
              actions: { type: 'assignRefusal', params: ({ event }) => ({ key: refusalOf(event.error) }) },
            },
            { target: 'commitFailed' },
          ],
        },
      },
      // Sending again is safe: every commit is idempotent (a cancelled visit stays cancelled, a move lands once, a rating is stored once).
      commitFailed: {
        tags: kind.confirms ? ['failed', 'confirmation'] : ['failed'],
        on: { 'retry.requested': 'committing', 'change.back': 'choosing' },
      },
      refused: kind.refusalsAreFinal ? {} : { on: { 'change.back': 'choosing' } },
      done: {},
      ended: {},
    },
  });
}

type ErasedMachine = ReturnType<typeof buildChart>;

/**
 * The chart of one kind of change, with its own context, events, actors and
 * state value in place of the erased ones the chart is built with.
 */
type BookingChangeMachine<
  TOptions,
  TChoice,
  TRequest,
  TResult,
  TChoiceEvent extends EventObject,
  TConfirms extends boolean,
  TLoses extends boolean,
> =
  ErasedMachine extends StateMachine<
    infer _Context,
    infer _Event,
    infer TChildren,
    infer _Actor,
    infer TAction,
    infer TGuard,
    infer TDelay,
    infer _StateValue,
    infer TTag,
    infer TInput,
    infer TOutput,
    infer TEmitted,
    infer TMeta,
    infer TSchema
  >
    ? StateMachine<
        BookingChangeContext<TOptions, TChoice, TResult>,
        BookingChangeEvent<TChoiceEvent>,
        TChildren,
        ChangeActor<TOptions, TRequest, TResult>,
        TAction,
        TGuard,
        TDelay,
        BookingChangeStateValue<TConfirms, TLoses>,
        TTag,
        TInput,
        TOutput,
        TEmitted,
        TMeta,
        TSchema
      >
    : never;

type ChangeActor<TOptions, TRequest, TResult> = {
  [K in keyof BookingChangeActors<TOptions, TRequest, TResult>]: { src: K; logic: BookingChangeActors<TOptions, TRequest, TResult>[K]; id: string | undefined };
}[keyof BookingChangeActors<TOptions, TRequest, TResult>];

/**
 * A change of a booking on My pages, in one shape: load what the customer
 * chooses from, choose, (the server checks the choice and the customer
 * confirms what it says), commit. Nothing is changed before the server
 * allowed it. A refusal, a failed call and a choice taken meanwhile are
 * states; every failed call offers a retry, and Back to choosing once
 * something was chosen; a 401 ends the flow (the session shows its modal).
 * Tells the booking page (`changesTo`) `booking.changed` once changed.
 *
 * The chart invokes `loadOptions`, `validateChange` and `commitChange`,
 * supplied by the kind's `createXActors(api)` with `.provide()`.
 */
export function createBookingChangeMachine<
  TOptions,
  TChoice,
  TRequest,
  TResult,
  TChoiceEvent extends EventObject,
  TConfirms extends boolean,
  TLoses extends boolean = false,
>(
  kind: BookingChangeKind<TOptions, TChoice, TRequest, TChoiceEvent> & { confirms: TConfirms } & (TLoses extends true ? { lost: object } : { lost?: undefined }),
): BookingChangeMachine<TOptions, TChoice, TRequest, TResult, TChoiceEvent, TConfirms, TLoses> {
  return buildChart(kind as unknown as ErasedKind) as unknown as BookingChangeMachine<TOptions, TChoice, TRequest, TResult, TChoiceEvent, TConfirms, TLoses>;
}
