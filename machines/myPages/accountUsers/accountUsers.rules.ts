import type { AccountUser, ContactOption } from './accountUsers.types';

/** Anyone listed but the owner may be removed (an open invitation is withdrawn); the owner never. */
export function isRemovableUser(users: readonly AccountUser[], userId: string): boolean {
  return users.some((user) => user.id === userId && user.role !== 'owner');
}

/** One of the server's options who is not the contact person already. */
export function mayBecomeContact(users: readonly AccountUser[], options: readonly ContactOption[], userId: string): boolean {
  return options.some((option) => option.id === userId) && !users.some((user) => user.id === userId && user.isContactPerson);
}
