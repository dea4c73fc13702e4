import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { CustomerCalls } from '../shared/changes';
import type { AccountUsers, RemoveUserInput, SetContactInput } from './accountUsers.types';

/** GET `/v2/customer/users` and `/v2/customer/users/contact-user/options`, read fresh (a change was just made). */
export const loadUsers = fromPromise<AccountUsers, CustomerCalls>(async ({ input }) => {
  const call = { sessionId: input.sessionId, fresh: true };
  const [users, options] = await Promise.all([
    input.api.call(customer.users, call),
    input.api.call(customer.contactUserOptions, call),
  ]);
  return { users: users.items, contactOptions: options.items };
});

/** DELETE `/v2/customer/users` `{ contactId }`: removes a user, or withdraws an open invitation. */
export const removeUser = fromPromise<void, RemoveUserInput>(async ({ input }) => {
  await input.api.call(customer.removeUser, { sessionId: input.sessionId, body: { contactId: input.userId } });
});

/** PATCH `/v2/customer/users/contact-user` `{ contactPersonId }`. */
export const setContactUser = fromPromise<void, SetContactInput>(async ({ input }) => {
  await input.api.call(customer.setContactUser, { sessionId: input.sessionId, body: { contactPersonId: input.contactPersonId } });
});
