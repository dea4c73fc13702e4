import type { EidOrder } from '../../../api/contract/common';
import type { customer } from '../../../api/contract/customer';
import type { FieldError, ResponseOf } from '../../../api/contract/endpoint';
import type { EidMessageKey } from '../../eidLogin/eidLogin.messages';
import type { EidDevice } from '../../eidLogin/eidLogin.types';

/** The invitation as its person sees it: who invited them, to which account, as what, until when. */
export type InvitationSummary = ResponseOf<typeof customer.invitationInviter>;

/**
 * Input: the invitation's id from the link, and where the person is (QR
 * code or BankID here). The flow's own calls are its actors'
 * (`createAnswerInvitationActors(api)`).
 */
export interface AnswerInvitationInput {
  invitationId: string;
  device: EidDevice;
  /** The embedded BankID simulator plays the phone. */
  simulator?: boolean;
}

/** Context of answering an invitation. */
export interface AnswerInvitationContext {
  invitationId: string;
  device: EidDevice;
  simulator: boolean;
  invitation: InvitationSummary | null;
  /** The personal number the approval is signed for (the person's own). */
  ssn: string | null;
  sameDevice: boolean;
  /** The approval's sign order, while signing. */
  order: EidOrder | null;
  /** The server's refusal of the personal number (`ready.refused`), named `ssn`. */
  fieldErrors: FieldError[];
  /** Why the invitation cannot be answered (a server message key): `expired` (expired or withdrawn), `refused` (already answered). */
  refusalKey: string | null;
  /** BankID's message when starting or signing the approval failed. */
  failureKey: EidMessageKey | null;
}

/**
 * Events:
 * - `approval.submitted`: "Approve with BankID" with the person's own personal number (valid), and how to sign;
 * - `approval.cancelled`: back to the invitation; an open sign order is cancelled;
 * - `approval.retried`: a fresh sign order after a failure;
 * - `rejection.requested` / `rejection.confirmed` / `rejection.dismissed`: "Decline", "Yes, decline", "No";
 * - `load.retried`: read the invitation again after a failure.
 */
export type AnswerInvitationEvent =
  | { type: 'approval.submitted'; ssn: string; sameDevice?: boolean }
  | { type: 'approval.cancelled' }
  | { type: 'approval.retried' }
  | { type: 'rejection.requested' }
  | { type: 'rejection.confirmed' }
  | { type: 'rejection.dismissed' }
  | { type: 'load.retried' };

/** Input of `loadInvitation`, `rejectInvitation`. */
export interface InvitationCallInput {
  invitationId: string;
}

/** Input of `startApproval` (POST /v2/customer/users/invitation/:id/approve). */
export interface StartApprovalInput extends InvitationCallInput {
  ssn: string;
}
