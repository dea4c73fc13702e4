import type { AnyActorRef } from 'xstate';
import type { z } from 'zod';
import type { EidOrder } from '../../../api/contract/common';
import type { Locale } from '../../../api/contract/content.schemas';
import type { customer } from '../../../api/contract/customer';
import type { FieldError } from '../../../api/contract/endpoint';
import type { EidMessageKey } from '../../eidLogin/eidLogin.messages';
import type { EidDevice } from '../../eidLogin/eidLogin.types';

/** What an invitation asks: exactly `customer.invite`'s body (the person's name, email, phone, role, and personal number). */
export type InviteRequest = z.output<typeof customer.invite.body>;

/**
 * Input: where the inviter is (the device decides QR code or BankID here),
 * the page's origin and language (the invitation link is built from them),
 * and who is told `users.changed` once an invitation is sent (the users
 * list). The flow's own call is its actor's (`createInviteUserActors(api)`, with its signing chart).
 */
export interface InviteUserInput {
  device: EidDevice;
  /** The embedded BankID simulator plays the phone. */
  simulator?: boolean;
  /** `https://example.se`: the invitation link's origin. */
  origin: string;
  locale: Locale;
  changesTo?: AnyActorRef;
}

/** Context of the invitation flow. */
export interface InviteUserContext {
  device: EidDevice;
  simulator: boolean;
  origin: string;
  locale: Locale;
  changesTo: AnyActorRef | null;
  /** The invitation being sent (kept for a retry); null until the form is sent. */
  request: InviteRequest | null;
  /** BankID on this device (true) or on another device with the QR code. */
  sameDevice: boolean;
  /** The sign order of the invitation, while signing. */
  order: EidOrder | null;
  /** The server's refusal of fields of the form (`editing.refused`), named as the form names them (`form.email`, `ssn`). */
  fieldErrors: FieldError[];
  /** The server's refusal the form cannot show (not the owner, the person already has access), while `refused`. */
  refusalKey: string | null;
  /** BankID's message when starting or signing failed. */
  failureKey: EidMessageKey | null;
  /** The invitation, once signed. */
  invitationId: string | null;
}

/**
 * Events:
 * - `invite.submitted`: the form, valid, with how to sign (`sameDevice`; the device decides when absent);
 * - `invite.cancelled`: back to the form; an open sign order is cancelled;
 * - `invite.retried`: start a fresh sign order after a failure (a new invitation call);
 * - `link.copied`: the invitation link is to be copied to the clipboard.
 */
export type InviteUserEvent =
  | { type: 'invite.submitted'; request: InviteRequest; sameDevice?: boolean }
  | { type: 'invite.cancelled' }
  | { type: 'invite.retried' }
  | { type: 'link.copied' };

/** Input of `startInvitation` (POST /v2/customer/users/invitation, with a fresh `Idempotency-Key`). */
export interface StartInvitationInput {
  request: InviteRequest;
}

/** Input of `copyLink`: the text to put on the clipboard. */
export interface CopyLinkInput {
  link: string;
}
