import { fromPromise } from 'xstate';
import type { EidOrder } from '../../../api/contract/common';
import { customer } from '../../../api/calls/customer';
import type { ApiClient } from '../../../api/client/types';
import { eidSignMachine } from '../../eidLogin/eidSign';
import type { InvitationCallInput, InvitationSummary, StartApprovalInput } from './answerInvitation.types';

/**
 * Answering an invitation's calls, made with `api` (the page's client,
 * which sends the person's session: a customer's, or the temporary one of a
 * person with no account here yet):
 * - `loadInvitation`: GET `/v2/customer/users/invitation/:id/inviter`, 404 for anyone but the invited person, 410 when expired or withdrawn;
 * - `startApproval`: POST `/v2/customer/users/invitation/:id/approve`, the invited person's BankID sign order;
 * - `rejectInvitation`: POST `/v2/customer/users/invitation/:id/reject` (rejecting twice is harmless).
 */
export function createAnswerInvitationActors(api: ApiClient) {
  return {
    /** The approval's sign order, followed by the e-ID chart, polled with POST `/v2/customer/users/invitation/approve/poll`. */
    signOrder: eidSignMachine(api, (client, orderRef) => client.call(customer.approvePoll, { body: { data: orderRef } })),
    loadInvitation: fromPromise<InvitationSummary, InvitationCallInput>(({ input }) =>
      api.call(customer.invitationInviter, { params: { id: input.invitationId } }),
    ),
    startApproval: fromPromise<EidOrder, StartApprovalInput>(({ input }) =>
      api.call(customer.approveInvitation, { params: { id: input.invitationId }, body: { ssn: input.ssn } }),
    ),
    rejectInvitation: fromPromise<void, InvitationCallInput>(async ({ input }) => {
      await api.call(customer.rejectInvitation, { params: { id: input.invitationId } });
    }),
  };
}
