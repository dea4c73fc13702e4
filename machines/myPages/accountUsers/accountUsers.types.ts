import type { z } from 'zod';
import type { customerUserSchema } from '../../../api/contract/customer';

/** A person who may act for the account (or an open invitation: `status: 'invited'`). */
export type AccountUser = z.infer<typeof customerUserSchema>;

/** Someone who may be made the account's contact person. */
export interface ContactOption {
  id: string;
  name: string;
}

/** What the users page reads: the people and who may be the contact person. */
export interface AccountUsers {
  users: AccountUser[];
  contactOptions: ContactOption[];
}

/** Input: none; the page's calls are its actors' (`createAccountUsersActors(api)`). */
export type AccountUsersInput = Record<string, never>;

/** What the last change did, for the page to say so (a status). */
export type UsersChange = 'userRemoved' | 'invitationWithdrawn' | 'contactChanged';

/** Context of the users page. */
export interface AccountUsersContext {
  /** The last list read; kept while it is read again after a change. */
  users: AccountUser[];
  contactOptions: ContactOption[];
  /** The user (or invitation) asked to be removed, while confirming or removing. */
  removal: AccountUser | null;
  /** The person asked to become the contact person, while saving. */
  contactPersonId: string | null;
  /** The change just made; null until one is. */
  lastChange: UsersChange | null;
  /** The server's refusal (a message key), while `listing.refused`. */
  refusalKey: string | null;
}

/**
 * Events:
 * - `removal.requested`: "Remove" (or "Withdraw" an invitation) on a user who is not the owner;
 * - `removal.confirmed` / `removal.dismissed`: the confirmation's answer;
 * - `contact.chosen`: make this person the contact person;
 * - `notice.dismissed`: close a refusal or failure;
 * - `users.changed`: someone was invited (the invitation flow tells it): read the list again;
 * - `load.retried`: read the list again after a failure.
 */
export type AccountUsersEvent =
  | { type: 'removal.requested'; userId: string }
  | { type: 'removal.confirmed' }
  | { type: 'removal.dismissed' }
  | { type: 'contact.chosen'; contactPersonId: string }
  | { type: 'notice.dismissed' }
  | { type: 'users.changed' }
  | { type: 'load.retried' };

/** Input of `removeUser` (DELETE /v2/customer/users). */
export interface RemoveUserInput {
  userId: string;
}

/** Input of `setContactUser` (PATCH /v2/customer/users/contact-user). */
export interface SetContactInput {
  contactPersonId: string;
}
