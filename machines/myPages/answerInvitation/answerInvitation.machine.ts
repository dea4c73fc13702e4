import { assign, setup } from 'xstate';
import type { EidOrder } from '../../../api/contract/common';
import type { FieldError } from '../../../api/contract/endpoint';
import { eidErrorMessageKey } from '../../eidLogin/eidLogin.messages';
import type { EidMessageKey } from '../../eidLogin/eidLogin.messages';
import { onSigningFailed, signFailureOf, signOrderInputOf, unprovidedSignMachine, type SignSnapshotLike } from '../../eidLogin/eidSign';
import { isNotFound, isSessionEnded } from '../shared/changes';
import { formRefusalOf, isGone, refusalKeyOf } from '../users/answers';
import { unprovided } from '../../unprovided';
import { APPROVAL_FORM_FIELDS, INVITATION_GONE_KEY } from './answerInvitation.rules';
import type {
  AnswerInvitationContext,
  AnswerInvitationEvent,
  AnswerInvitationInput,
  InvitationCallInput,
  InvitationSummary,
  StartApprovalInput,
} from './answerInvitation.types';

const call = (context: AnswerInvitationContext) => ({ invitationId: context.invitationId });

/** The failures every call of the flow shares, before its own: session ended, not this person's, gone. */
const ended = { guard: { type: 'isSessionEnded', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, target: '#answerInvitation.ended' } as const;
const notFound = { guard: { type: 'isNotFound', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, target: '#answerInvitation.notFound' } as const;
const gone = {
  guard: { type: 'isGone', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  target: '#answerInvitation.expired',
  actions: { type: 'assignRefusal', params: ({ event }: { event: { error: unknown } }) => ({ key: refusalKeyOf(event.error) ?? INVITATION_GONE_KEY }) },
} as const;
const refused = {
  guard: { type: 'isRefusal', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  target: '#answerInvitation.refused',
  actions: { type: 'assignRefusal', params: ({ event }: { event: { error: unknown } }) => ({ key: refusalKeyOf(event.error) ?? '' }) },
} as const;

/**
 * The invited person answers an invitation (the link they received): the
 * invitation is read (who invited them, to which account, as what, until
 * when); "Approve with BankID" signs with their own personal number
 * (`starting` → `signing`: the e-ID chart follows the sign order, QR code or
 * BankID here, polled every 2 s) → `approved`, after which they choose the
 * account when they log in; "Decline" (confirmed) → `rejected`. An
 * invitation that is not theirs, or unknown, is `notFound`; one expired or
 * withdrawn is `expired`; one already answered is `refused`. A failed call
 * offers a retry; cancelling or leaving the signing cancels the order. A
 * 401 ends the flow (the session takes over).
 *
 * Its calls are provided at the edge (`createAnswerInvitationActors(api)`):
 * `loadInvitation`, `startApproval` → `EidOrder`, `rejectInvitation`; actor
 * `signOrder` is the e-ID chart (`eidSign.ts`) given the order and the
 * client of the flow's input.
 */
export const answerInvitationMachine = setup({
  types: {
    context: {} as AnswerInvitationContext,
    events: {} as AnswerInvitationEvent,
    input: {} as AnswerInvitationInput,
    tags: {} as 'busy',
  },
  actors: {
    loadInvitation: unprovided<InvitationSummary, InvitationCallInput>('answerInvitation', 'loadInvitation'),
    startApproval: unprovided<EidOrder, StartApprovalInput>('answerInvitation', 'startApproval'),
    signOrder: unprovidedSignMachine,
    rejectInvitation: unprovided<void, InvitationCallInput>('answerInvitation', 'rejectInvitation'),
  },
  actions: {
    assignInvitation: assign((_, params: { invitation: InvitationSummary }) => ({ invitation: params.invitation })),
    assignApproval: assign(({ context, event }) =>
      event.type === 'approval.submitted'
        ? { ssn: event.ssn, sameDevice: event.sameDevice ?? context.device === 'mobile', fieldErrors: [] }
        : {},
    ),
    resetAttempt: assign({ order: null, failureKey: null }),
    assignOrder: assign((_, params: { order: EidOrder }) => ({ order: params.order })),
    assignFieldErrors: assign((_, params: { errors: FieldError[] }) => ({ fieldErrors: params.errors })),
    assignRefusal: assign((_, params: { key: string }) => ({ refusalKey: params.key })),
    assignFailure: assign((_, params: { failureKey: EidMessageKey }) => ({ failureKey: params.failureKey })),
    forgetOrder: assign({ order: null }),
  },
  guards: {
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isGone: (_, params: { error: unknown }) => isGone(params.error),
    isFormRefusal: (_, params: { error: unknown }) => formRefusalOf(params.error, APPROVAL_FORM_FIELDS) !== null,
    isRefusal: (_, params: { error: unknown }) => refusalKeyOf(params.error) !== null,
    signingFailed: (_, params: { snapshot: SignSnapshotLike }) => signFailureOf(params.snapshot) !== null,
  },
}).createMachine({
  id: 'answerInvitation',
  context: ({ input }) => ({
    invitationId: input.invitationId,
    device: input.device,
    simulator: input.simulator ?? false,
    invitation: null,
    ssn: null,
    sameDevice: input.device === 'mobile',
    order: null,
    fieldErrors: [],
    refusalKey: null,
    failureKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInvitation',
        src: 'loadInvitation',
        input: ({ context }) => call(context),
        onDone: { target: 'ready', actions: { type: 'assignInvitation', params: ({ event }) => ({ invitation: event.output }) } },
        onError: [ended, notFound, gone, refused, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { 'load.retried': 'loading' } },
    ready: {
      entry: 'resetAttempt',
      on: {
        'approval.submitted': { target: 'starting', actions: 'assignApproval' },
        'rejection.requested': 'confirmingRejection',
      },
      initial: 'idle',
      // `refused`: the server refused the personal number; it shows on its field until sent again.
      states: { idle: {}, refused: {} },
    },
    // No cancel here: the order does not exist yet (one left behind unpolled is cancelled by the server).
    starting: {
      tags: ['busy'],
      entry: 'resetAttempt',
      invoke: {
        id: 'startApproval',
        src: 'startApproval',
        input: ({ context }) => ({ ...call(context), ssn: context.ssn ?? '' }),
        onDone: { target: 'signing', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          ended,
          notFound,
          gone,
          {
            guard: { type: 'isFormRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'ready.refused',
            actions: { type: 'assignFieldErrors', params: ({ event }) => ({ errors: formRefusalOf(event.error, APPROVAL_FORM_FIELDS) ?? [] }) },
          },
          refused,
          { target: 'startFailed', actions: { type: 'assignFailure', params: ({ event }) => ({ failureKey: eidErrorMessageKey(event.error) }) } },
        ],
      },
    },
    // The e-ID chart follows the order; stopping it (cancel, leaving) cancels an open order.
    signing: {
      invoke: {
        id: 'signOrder',
        src: 'signOrder',
        input: ({ context }) => signOrderInputOf(context, 'answerInvitation'),
        onDone: { target: 'approved', actions: 'forgetOrder' },
        onSnapshot: onSigningFailed,
      },
      on: { 'approval.cancelled': 'ready' },
    },
    signFailed: { on: { 'approval.retried': 'starting', 'approval.cancelled': 'ready' } },
    startFailed: { on: { 'approval.retried': 'starting', 'approval.cancelled': 'ready' } },
    // Declining cannot be undone: asked once more.
    confirmingRejection: { on: { 'rejection.confirmed': 'rejecting', 'rejection.dismissed': 'ready' } },
    rejecting: {
      tags: ['busy'],
      invoke: {
        id: 'rejectInvitation',
        src: 'rejectInvitation',
        input: ({ context }) => call(context),
        onDone: 'rejected',
        onError: [ended, notFound, gone, refused, { target: 'rejectFailed' }],
      },
    },
    rejectFailed: { on: { 'rejection.confirmed': 'rejecting', 'rejection.dismissed': 'ready' } },
    approved: {},
    rejected: {},
    notFound: {},
    // Expired or withdrawn (`refusalKey` says which).
    expired: {},
    // Already answered, or another refusal the server named.
    refused: {},
    ended: {},
  },
});

export type AnswerInvitationMachine = typeof answerInvitationMachine;
