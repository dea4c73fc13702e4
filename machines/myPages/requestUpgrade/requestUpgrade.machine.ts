import { assign, setup } from 'xstate';
import { unprovided } from '../../unprovided';
import { isRefusal, upgradeRequestOf } from './requestUpgrade.rules';
import type { RequestUpgradeContext, RequestUpgradeEvent, RequestUpgradeInput, SendUpgradeRequestInput } from './requestUpgrade.types';

/**
 * Asking for an upgrade of a subscription: choose one of the upgrades it can
 * take, add a comment if wanted, send. `requested` confirms the request is
 * stored; `refused` is the server saying no (not offered, already asked
 * for), where another upgrade may be chosen; `failed` is anything else, and
 * a retry sends the same request again.
 *
 * Its call comes from `createRequestUpgradeActors(api)`.
 */
export const requestUpgradeMachine = setup({
  types: {
    context: {} as RequestUpgradeContext,
    events: {} as RequestUpgradeEvent,
    input: {} as RequestUpgradeInput,
    tags: {} as 'busy',
  },
  actors: { sendUpgradeRequest: unprovided<void, SendUpgradeRequestInput>('requestUpgrade', 'sendUpgradeRequest') },
  actions: {
    assignUpgrade: assign((_, params: { upgradeId: string }) => ({ upgradeId: params.upgradeId })),
    assignComment: assign((_, params: { value: string }) => ({ comment: params.value })),
    forgetChoice: assign({ upgradeId: null, comment: '' }),
  },
  guards: {
    isOffered: ({ context }, params: { upgradeId: string }) => context.upgrades.some((upgrade) => upgrade.id === params.upgradeId),
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
  },
}).createMachine({
  id: 'requestUpgrade',
  context: ({ input }) => ({
    subscriptionId: input.subscriptionId,
    upgrades: input.upgrades,
    upgradeId: null,
    comment: '',
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'upgrade.chosen': {
          guard: { type: 'isOffered', params: ({ event }) => ({ upgradeId: event.upgradeId }) },
          target: 'commenting',
          actions: { type: 'assignUpgrade', params: ({ event }) => ({ upgradeId: event.upgradeId }) },
        },
      },
    },
    commenting: {
      on: {
        'upgrade.chosen': {
          guard: { type: 'isOffered', params: ({ event }) => ({ upgradeId: event.upgradeId }) },
          actions: { type: 'assignUpgrade', params: ({ event }) => ({ upgradeId: event.upgradeId }) },
        },
        'comment.changed': { actions: { type: 'assignComment', params: ({ event }) => ({ value: event.value }) } },
        'request.submitted': 'submitting',
        'request.cancelled': { target: 'choosing', actions: 'forgetChoice' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendUpgradeRequest',
        src: 'sendUpgradeRequest',
        input: ({ context }) => upgradeRequestOf(context),
        onDone: 'requested',
        onError: [
          { guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) }, target: 'refused' },
          { target: 'failed' },
        ],
      },
    },
    refused: {
      on: {
        'upgrade.chosen': {
          guard: { type: 'isOffered', params: ({ event }) => ({ upgradeId: event.upgradeId }) },
          target: 'commenting',
          actions: { type: 'assignUpgrade', params: ({ event }) => ({ upgradeId: event.upgradeId }) },
        },
        'request.cancelled': { target: 'choosing', actions: 'forgetChoice' },
      },
    },
    failed: {
      on: {
        'request.retried': 'submitting',
        'request.cancelled': { target: 'choosing', actions: 'forgetChoice' },
      },
    },
    // The request is stored; customer service takes it from here.
    requested: {},
  },
});

export type RequestUpgradeMachine = typeof requestUpgradeMachine;
