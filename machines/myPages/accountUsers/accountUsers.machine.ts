import { assign, setup } from 'xstate';
import { isSessionEnded } from '../shared/changes';
import { unprovided } from '../../unprovided';
import { refusalKeyOf } from '../users/answers';
import { isRemovableUser, mayBecomeContact } from './accountUsers.rules';
import type { AccountUser, AccountUsers, AccountUsersContext, AccountUsersEvent, AccountUsersInput, RemoveUserInput, SetContactInput } from './accountUsers.types';

function requireRemoval(context: AccountUsersContext): AccountUser {
  if (!context.removal) throw new Error('accountUsers: removing nobody');
  return context.removal;
}

const sessionEnded = { guard: { type: 'isSessionEnded', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, target: '#accountUsers.ended' } as const;
const refusal = {
  guard: { type: 'isRefusal', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  target: '#accountUsers.listing.refused',
  actions: { type: 'assignRefusal', params: ({ event }: { event: { error: unknown } }) => ({ key: refusalKeyOf(event.error) ?? '' }) },
} as const;

/**
 * The people who may act for the account (the users page): the list, with
 * the contact person marked and open invitations as such; making another
 * person the contact person; removing a user or withdrawing an invitation
 * (asked once more; the owner is never offered). After a change, or when the
 * invitation flow says someone was invited (`users.changed`), the list is
 * read again; the last list stays on screen meanwhile. A refusal (not the
 * owner, the owner cannot be removed) and a failure are states of the list;
 * a 401 ends the page's flow (the session shows its modal).
 *
 * Its calls are provided at the edge (`createAccountUsersActors(api)`):
 * `loadUsers` → `{ users, contactOptions }`, `removeUser({ userId })`, `setContactUser({ contactPersonId })`.
 */
export const accountUsersMachine = setup({
  types: {
    context: {} as AccountUsersContext,
    events: {} as AccountUsersEvent,
    input: {} as AccountUsersInput,
    tags: {} as 'busy',
  },
  actors: {
    loadUsers: unprovided<AccountUsers, void>('accountUsers', 'loadUsers'),
    removeUser: unprovided<void, RemoveUserInput>('accountUsers', 'removeUser'),
    setContactUser: unprovided<void, SetContactInput>('accountUsers', 'setContactUser'),
  },
  actions: {
    assignUsers: assign((_, params: { answer: AccountUsers }) => ({ users: params.answer.users, contactOptions: params.answer.contactOptions })),
    assignRemoval: assign(({ context, event }) =>
      event.type === 'removal.requested' ? { removal: context.users.find((user) => user.id === event.userId) ?? null } : {},
    ),
    assignContact: assign(({ event }) => (event.type === 'contact.chosen' ? { contactPersonId: event.contactPersonId } : {})),
    noteRemoval: assign(({ context }) => ({ lastChange: context.removal?.status === 'invited' ? ('invitationWithdrawn' as const) : ('userRemoved' as const) })),
    noteContactChange: assign({ lastChange: 'contactChanged' as const }),
    forgetChange: assign({ lastChange: null, removal: null, contactPersonId: null, refusalKey: null }),
    assignRefusal: assign((_, params: { key: string }) => ({ refusalKey: params.key })),
  },
  guards: {
    isRemovable: ({ context, event }) => event.type === 'removal.requested' && isRemovableUser(context.users, event.userId),
    isNewContact: ({ context, event }) =>
      event.type === 'contact.chosen' && mayBecomeContact(context.users, context.contactOptions, event.contactPersonId),
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isRefusal: (_, params: { error: unknown }) => refusalKeyOf(params.error) !== null,
  },
}).createMachine({
  id: 'accountUsers',
  context: () => ({
    users: [],
    contactOptions: [],
    removal: null,
    contactPersonId: null,
    lastChange: null,
    refusalKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        onDone: { target: 'listing', actions: { type: 'assignUsers', params: ({ event }) => ({ answer: event.output }) } },
        onError: [sessionEnded, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { 'load.retried': 'loading' } },
    listing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'removal.requested': { guard: 'isRemovable', target: 'confirmingRemoval', actions: ['forgetChange', 'assignRemoval'] },
            'contact.chosen': { guard: 'isNewContact', target: 'savingContact', actions: ['forgetChange', 'assignContact'] },
            'users.changed': { target: '#accountUsers.loading', actions: 'forgetChange' },
          },
        },
        confirmingRemoval: { on: { 'removal.confirmed': 'removing', 'removal.dismissed': 'idle' } },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeUser',
            src: 'removeUser',
            input: ({ context }) => ({ userId: requireRemoval(context).id }),
            onDone: { target: '#accountUsers.loading', actions: 'noteRemoval' },
            onError: [sessionEnded, refusal, { target: 'failed' }],
          },
        },
        savingContact: {
          tags: ['busy'],
          invoke: {
            id: 'setContactUser',
            src: 'setContactUser',
            input: ({ context }) => ({ contactPersonId: context.contactPersonId ?? '' }),
            onDone: { target: '#accountUsers.loading', actions: 'noteContactChange' },
            onError: [sessionEnded, refusal, { target: 'failed' }],
          },
        },
        // The server refused the change (`refusalKey`); the list is as it was.
        refused: { on: { 'notice.dismissed': 'idle', 'users.changed': '#accountUsers.loading' } },
        // The change failed; the list is as it was, the change can be asked again.
        failed: { on: { 'notice.dismissed': 'idle', 'users.changed': '#accountUsers.loading' } },
      },
    },
    ended: {},
  },
});

export type AccountUsersMachine = typeof accountUsersMachine;
