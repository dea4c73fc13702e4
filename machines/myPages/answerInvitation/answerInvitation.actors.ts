import { fromPromise } from 'xstate';
import type { EidOrder } from '../../../api/contract/common';
import { customer } from '../../../api/calls/customer';
import { eidSignMachine } from '../../eidLogin/eidSign';
import type { InvitationCallInput, InvitationSummary, StartApprovalInput } from './answerInvitation.types';

/** GET `/v2/customer/users/invitation/:id/inviter`: 404 for anyone but the invited person, 410 when expired or withdrawn. */
export const loadInvitation = fromPromise<InvitationSummary, InvitationCallInput>(({ input }) =>
  input.api.call(customer.invitationInviter, { sessionId: input.sessionId, params: { id: input.invitationId } }),
);

/** POST `/v2/customer/users/invitation/:id/approve`: the invited person's BankID sign order. */
export const startApproval = fromPromise<EidOrder, StartApprovalInput>(({ input }) =>
  input.api.call(customer.approveInvitation, { sessionId: input.sessionId, params: { id: input.invitationId }, body: { ssn: input.ssn } }),
);

/** The approval's sign order, followed by the e-ID chart, polled with POST `/v2/customer/users/invitation/approve/poll`. */
export const signApproval = eidSignMachine((api, orderRef) => api.call(customer.approvePoll, { body: { data: orderRef } }));

/** POST `/v2/customer/users/invitation/:id/reject` (rejecting twice is harmless). */
export const rejectInvitation = fromPromise<void, InvitationCallInput>(async ({ input }) => {
  await input.api.call(customer.rejectInvitation, { sessionId: input.sessionId, params: { id: input.invitationId } });
});
