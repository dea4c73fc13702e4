import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { AccountUsersMachine } from './accountUsers.machine';
import { isRemovableUser, mayBecomeContact } from './accountUsers.rules';
import type { AccountUser, UsersChange } from './accountUsers.types';

export type AccountUsersSnapshot = SnapshotFrom<AccountUsersMachine>;

/** One row of the list: the person, and what may be done with them. */
export interface UserRow {
  user: AccountUser;
  /** Remove (or withdraw the invitation): anyone but the owner. */
  removable: boolean;
  /** May be made the contact person (an option, and not the contact person already). */
  canBecomeContact: boolean;
}

/** What the users page renders. */
export interface AccountUsersView {
  /** Nothing to show yet: the first read, or it failed. */
  status: 'loading' | 'loadFailed' | 'ready' | 'ended';
  rows: UserRow[];
  /** Asking "remove this person?", for this user. */
  confirmingRemoval: AccountUser | null;
  /** The change just made, to announce. */
  lastChange: UsersChange | null;
  /** The server's refusal of a change (a message key). */
  refusalKey: string | null;
  /** A change failed (`common.errors.default`). */
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  /** A call is under way (reading, removing, saving): the list's buttons wait. */
  busy: boolean;
}

export function selectAccountUsers(snapshot: AccountUsersSnapshot): AccountUsersView {
  const { context } = snapshot;
  const loaded = snapshot.matches('listing') || (snapshot.matches('loading') && context.users.length > 0);
  const status = snapshot.matches('ended') ? 'ended' : loaded ? 'ready' : snapshot.matches('loadFailed') ? 'loadFailed' : 'loading';
  return {
    status,
    rows: context.users.map((user) => ({
      user,
      removable: isRemovableUser(context.users, user.id),
      canBecomeContact: mayBecomeContact(context.users, context.contactOptions, user.id),
    })),
    confirmingRemoval: snapshot.matches({ listing: 'confirmingRemoval' }) || snapshot.matches({ listing: 'removing' }) ? context.removal : null,
    lastChange: context.lastChange,
    refusalKey: snapshot.matches({ listing: 'refused' }) ? context.refusalKey : null,
    errorKey: snapshot.matches({ listing: 'failed' }) ? DEFAULT_ERROR_KEY : null,
    busy: snapshot.hasTag('busy'),
  };
}
