import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_ERROR_KEY } from '../../../machines/shell/constants';

/**
 * The refusals of users, power of attorney and invitations, by the message
 * keys the server answers with (`server/domain/users/refusals.ts`).
 * Declaring them here puts them in My pages' catalogs.
 */
const usersRefusalMessages: readonly MessageDescriptor[] = [
  msg({ id: 'myPages.refusals.notAccountOwner', message: 'Only the account holder can invite, remove people or change the contact person.' }),
  msg({ id: 'myPages.refusals.ownerCannotBeRemoved', message: 'The account holder cannot be removed.' }),
  msg({ id: 'myPages.refusals.cannotInviteYourself', message: 'You cannot invite yourself.' }),
  msg({ id: 'myPages.refusals.inviteeUnderage', message: 'The person you invite must be at least 18 years old.' }),
  msg({ id: 'myPages.refusals.alreadyHasAccess', message: 'This person can already act for the account.' }),
  msg({ id: 'myPages.refusals.alreadyInvited', message: 'This person already has an open invitation to the account.' }),
  msg({ id: 'myPages.refusals.invitationExpired', message: 'The invitation has expired. Ask the person who invited you to send a new one.' }),
  msg({ id: 'myPages.refusals.invitationWithdrawn', message: 'The invitation has been withdrawn by the account.' }),
  msg({ id: 'myPages.refusals.invitationAnswered', message: 'This invitation has already been answered.' }),
  msg({ id: 'myPages.refusals.ssnNotYours', message: 'Enter your own personal identity number: the one you logged in with.' }),
];

const known = new Map(usersRefusalMessages.map((descriptor) => [descriptor.id, descriptor]));

/**
 * A message key the server answered with, in the active language: its
 * translation when the site knows the key, otherwise the generic error
 * (`common.errors.default`), never the raw key.
 */
export function translateServerKey(i18n: I18n, key: string | null | undefined): string {
  const descriptor = key ? known.get(key) : undefined;
  if (key && (descriptor || Object.hasOwn(i18n.messages, key))) {
    return i18n._(key, undefined, descriptor?.message ? { message: String(descriptor.message) } : undefined);
  }
  return i18n._(DEFAULT_ERROR_KEY);
}
