import { fromPromise } from 'xstate';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import type { AccountUsers, RemoveUserInput, SetContactInput } from './accountUsers.types';

/**
 * The users page's actors, calling with `api` (the page's client, which
 * sends the customer's session):
 * - `loadUsers`: GET `/v2/customer/users` and `/v2/customer/users/contact-user/options`, read fresh (a change was just made);
 * - `removeUser`: DELETE `/v2/customer/users` `{ contactId }`, removes a user, or withdraws an open invitation;
 * - `setContactUser`: PATCH `/v2/customer/users/contact-user` `{ contactPersonId }`.
 */
export function createAccountUsersActors(api: ApiClient) {
  return {
    loadUsers: fromPromise<AccountUsers, void>(async () => {
      const [users, options] = await Promise.all([api.call(customer.users, { fresh: true }), api.call(customer.contactUserOptions, { fresh: true })]);
      return { users: users.items, contactOptions: options.items };
    }),
    removeUser: fromPromise<void, RemoveUserInput>(async ({ input }) => {
      await api.call(customer.removeUser, { body: { contactId: input.userId } });
    }),
    setContactUser: fromPromise<void, SetContactInput>(async ({ input }) => {
      await api.call(customer.setContactUser, { body: { contactPersonId: input.contactPersonId } });
    }),
  };
}
