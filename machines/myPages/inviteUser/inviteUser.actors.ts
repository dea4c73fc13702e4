import { fromPromise } from 'xstate';
import type { EidOrder } from '../../../api/contract/common';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import { eidSignMachine } from '../../eidLogin/eidSign';
import type { CopyLinkInput, StartInvitationInput } from './inviteUser.types';

/** Puts the invitation link on the clipboard (refused where the browser allows no clipboard). */
export const copyLink = fromPromise<void, CopyLinkInput>(async ({ input }) => {
  if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(input.link);
});

/**
 * The invitation's call, made with `api` (the page's client, which sends the
 * customer's session):
 * - `startInvitation`: POST `/v2/customer/users/invitation`, creates the
 *   invitation and answers the inviter's BankID sign order. Each call gets a
 *   fresh `Idempotency-Key` (the client's), kept on its own retries: a retry
 *   never invites twice, and "try again" after a failed signing is a new
 *   invitation.
 */
export function createInviteUserActors(api: ApiClient) {
  return {
    /** The inviter's sign order, followed by the e-ID chart, polled with POST `/v2/customer/users/invitation/poll`. */
    signOrder: eidSignMachine(api, (client, orderRef) => client.call(customer.invitationPoll, { body: { data: orderRef } })),
    startInvitation: fromPromise<EidOrder, StartInvitationInput>(({ input }) => api.call(customer.invite, { body: input.request })),
  };
}
