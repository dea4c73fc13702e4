import { assign, setup } from 'xstate';
import { isNotFound, isSessionEnded } from '../shared/changes';
import { unprovided } from '../../unprovided';
import { addressRefusalOf } from './removeAddress.rules';
import type { RemoveAddressContext, RemoveAddressEvent, RemoveAddressInput, RemoveInput } from './removeAddress.types';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * Removing a saved address: "Remove", a confirmation naming the address,
 * then the call. The server keeps an address a coming visit or a subscription
 * uses, and the primary one (409): the reason shows in place and the
 * address stays. A 404 means it is gone already (removed in another tab):
 * removed all the same. A failure offers a retry; a 401 ends the flow.
 *
 * Its call is provided at the edge: `createRemoveAddressActors(api)`.
 */
export const removeAddressMachine = setup({
  types: {
    context: {} as RemoveAddressContext,
    events: {} as RemoveAddressEvent,
    input: {} as RemoveAddressInput,
    tags: {} as 'busy',
  },
  actors: { removeAddress: unprovided<void, RemoveInput>('removeAddress', 'removeAddress') },
  actions: {
    assignRefusal: assign((_, params: { error: unknown }) => ({ refusalKey: addressRefusalOf(params.error) })),
    forgetRefusal: assign({ refusalKey: null }),
  },
  guards: {
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isGoneAlready: (_, params: { error: unknown }) => isNotFound(params.error),
    isRefused: (_, params: { error: unknown }) => addressRefusalOf(params.error) !== null,
  },
}).createMachine({
  id: 'removeAddress',
  context: ({ input }) => ({ addressId: input.address.id, refusalKey: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'removal.requested': 'confirming' } },
    confirming: { on: { 'removal.confirmed': 'removing', 'removal.cancelled': 'idle' } },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeAddress',
        src: 'removeAddress',
        input: ({ context }) => ({ addressId: context.addressId }),
        onDone: 'removed',
        onError: [
          { guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' },
          { guard: { type: 'isGoneAlready', params: errorParams }, target: 'removed' },
          { guard: { type: 'isRefused', params: errorParams }, target: 'refused', actions: { type: 'assignRefusal', params: errorParams } },
          { target: 'failed' },
        ],
      },
    },
    // Removing twice is harmless: a second DELETE finds nothing (404, read as removed).
    failed: { on: { 'retry.requested': 'removing', 'removal.cancelled': 'idle' } },
    refused: { on: { 'removal.cancelled': { target: 'idle', actions: 'forgetRefusal' } } },
    removed: {},
    ended: {},
  },
});

export type RemoveAddressMachine = typeof removeAddressMachine;
