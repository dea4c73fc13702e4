import { assign, enqueueActions, setup } from 'xstate';
import type { EidOrder } from '../../../api/contract/common';
import type { FieldError } from '../../../api/contract/endpoint';
import { eidErrorMessageKey } from '../../eidLogin/eidLogin.messages';
import type { EidMessageKey } from '../../eidLogin/eidLogin.messages';
import type { EidLoginResult } from '../../eidLogin/eidLogin.types';
import { onSigningFailed, signFailureOf, signOrderInputOf, signedInvitationId, unprovidedSignMachine, type SignSnapshotLike } from '../../eidLogin/eidSign';
import { COPIED_LABEL_MS } from '../../shell/constants';
import { isSessionEnded } from '../shared/changes';
import { formRefusalOf, refusalKeyOf } from '../users/answers';
import { unprovided } from '../../unprovided';
import { copyLink } from './inviteUser.actors';
import { invitationLink, INVITE_FORM_FIELDS } from './inviteUser.rules';
import type { InviteRequest, InviteUserContext, InviteUserEvent, InviteUserInput, StartInvitationInput } from './inviteUser.types';

function requireRequest(context: InviteUserContext): InviteRequest {
  if (!context.request) throw new Error('inviteUser: starting without an invitation');
  return context.request;
}

/**
 * Inviting a person to act for the account (power of attorney), signed
 * with BankID by the inviter: the form (name, email, optional phone, role,
 * personal number) → `starting` (the invitation call answers a BankID sign
 * order) → `signing` (the e-ID chart follows the order: QR code on another
 * device or BankID here, polled every 2 s) → `done` with the invitation's
 * link to copy. The invitation counts as sent only once the signature is
 * complete. A refusal of the form's fields shows on them (`editing.refused`),
 * another refusal (not the owner) is `refused`; a failed start or signing
 * offers a retry, which is a new invitation call and a new order. Cancelling,
 * or leaving the flow, stops the e-ID chart, which cancels an open order.
 * A 401 ends the flow (the session shows its modal).
 *
 * Its call is provided at the edge (`createInviteUserActors(api)`):
 * `startInvitation({ request })` → `EidOrder`; actors `signOrder` (the e-ID
 * chart, `eidSign.ts`, given the order and the client of the flow's input),
 * `copyLink({ link })`;
 * action `announceInvitation` tells `changesTo` `users.changed`; delay
 * `copiedLabel` (1000 ms, spec §9).
 */
export const inviteUserMachine = setup({
  types: {
    context: {} as InviteUserContext,
    events: {} as InviteUserEvent,
    input: {} as InviteUserInput,
    tags: {} as 'busy',
  },
  actors: { startInvitation: unprovided<EidOrder, StartInvitationInput>('inviteUser', 'startInvitation'), signOrder: unprovidedSignMachine, copyLink },
  actions: {
    assignRequest: assign(({ context, event }) =>
      event.type === 'invite.submitted'
        ? { request: event.request, sameDevice: event.sameDevice ?? context.device === 'mobile', fieldErrors: [], refusalKey: null }
        : {},
    ),
    resetAttempt: assign({ order: null, failureKey: null }),
    assignOrder: assign((_, params: { order: EidOrder }) => ({ order: params.order })),
    assignFieldErrors: assign((_, params: { errors: FieldError[] }) => ({ fieldErrors: params.errors })),
    assignRefusal: assign((_, params: { key: string }) => ({ refusalKey: params.key })),
    assignFailure: assign((_, params: { failureKey: EidMessageKey }) => ({ failureKey: params.failureKey })),
    assignInvitation: assign((_, params: { invitationId: string }) => ({ invitationId: params.invitationId, order: null })),
    /** Tells the users list (when there is one) to read the people again: the invited person shows as invited. */
    announceInvitation: enqueueActions(({ context, enqueue }) => {
      if (context.changesTo) enqueue.sendTo(context.changesTo, { type: 'users.changed' });
    }),
  },
  guards: {
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isFormRefusal: (_, params: { error: unknown }) => formRefusalOf(params.error, INVITE_FORM_FIELDS) !== null,
    isRefusal: (_, params: { error: unknown }) => refusalKeyOf(params.error) !== null,
    signingFailed: (_, params: { snapshot: SignSnapshotLike }) => signFailureOf(params.snapshot) !== null,
    namesInvitation: (_, params: { result: EidLoginResult }) => signedInvitationId(params.result) !== null,
  },
  delays: { copiedLabel: COPIED_LABEL_MS },
}).createMachine({
  id: 'inviteUser',
  context: ({ input }) => ({
    device: input.device,
    simulator: input.simulator ?? false,
    origin: input.origin,
    locale: input.locale,
    changesTo: input.changesTo ?? null,
    request: null,
    sameDevice: input.device === 'mobile',
    order: null,
    fieldErrors: [],
    refusalKey: null,
    failureKey: null,
    invitationId: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      entry: 'resetAttempt',
      on: { 'invite.submitted': { target: 'starting', actions: 'assignRequest' } },
      initial: 'idle',
      // `refused`: the server refused fields of the form; they show on those fields until sent again.
      states: { idle: {}, refused: {} },
    },
    // No cancel here: the order does not exist yet (one left behind unpolled is cancelled by the server).
    starting: {
      tags: ['busy'],
      entry: 'resetAttempt',
      invoke: {
        id: 'startInvitation',
        src: 'startInvitation',
        input: ({ context }) => ({ request: requireRequest(context) }),
        onDone: { target: 'signing', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          { guard: { type: 'isSessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'ended' },
          {
            guard: { type: 'isFormRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.refused',
            actions: { type: 'assignFieldErrors', params: ({ event }) => ({ errors: formRefusalOf(event.error, INVITE_FORM_FIELDS) ?? [] }) },
          },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ key: refusalKeyOf(event.error) ?? '' }) },
          },
          {
            target: 'startFailed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ failureKey: eidErrorMessageKey(event.error) }) },
          },
        ],
      },
    },
    // The e-ID chart follows the order; stopping it (cancel, leaving) cancels an open order.
    signing: {
      invoke: {
        id: 'signOrder',
        src: 'signOrder',
        input: ({ context }) => signOrderInputOf(context, 'inviteUser'),
        onDone: [
          {
            guard: { type: 'namesInvitation', params: ({ event }) => ({ result: event.output }) },
            target: 'done',
            actions: [
              { type: 'assignInvitation', params: ({ event }) => ({ invitationId: signedInvitationId(event.output) ?? '' }) },
              'announceInvitation',
            ],
          },
          // A signature without an invitation is no invitation sent.
          { target: 'signFailed', actions: { type: 'assignFailure', params: { failureKey: 'eid.rfa.rfa22' } } },
        ],
        onSnapshot: onSigningFailed,
      },
      on: { 'invite.cancelled': 'editing' },
    },
    signFailed: { on: { 'invite.retried': 'starting', 'invite.cancelled': 'editing' } },
    startFailed: { on: { 'invite.retried': 'starting', 'invite.cancelled': 'editing' } },
    refused: { on: { 'invite.cancelled': 'editing' } },
    done: {
      initial: 'idle',
      states: {
        idle: { on: { 'link.copied': 'copying' } },
        copying: {
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            input: ({ context }) => ({ link: invitationLink(context) }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        // "Copied" shows for a moment (spec §9), then the button is back.
        copied: { after: { copiedLabel: 'idle' }, on: { 'link.copied': 'copying' } },
        // The link stays on screen to select and copy by hand.
        copyFailed: { on: { 'link.copied': 'copying' } },
      },
    },
    ended: {},
  },
});

export type InviteUserMachine = typeof inviteUserMachine;
