import type { customer } from '../../../api/contract/customer';
import type { ResponseOf } from '../../../api/contract/endpoint';
import type { CodeErrorKey } from './phoneVerification.rules';

/** Input: the verified number on file, and a change still waiting for its code (from an earlier visit). */
export interface PhoneVerificationInput {
  phone: string | null;
  pendingPhone?: string | null;
}

/** Context of the phone change. */
export interface PhoneVerificationContext {
  /** The verified number: the only one shown as the customer's. Changes only when a code is verified. */
  phone: string | null;
  /** The number as last submitted (normalised); the form starts from it when the customer edits again. */
  requestedPhone: string | null;
  /** Where the last code went; null while no code is outstanding. */
  pendingPhone: string | null;
  /** The code as last submitted. */
  code: string | null;
  /** Tries left after a wrong code, when the server says; null when unknown. */
  attemptsLeft: number | null;
  /** The server's message key for a refused number (`common.formErrors.tel`), shown on the number's field. */
  phoneErrorKey: string | null;
  /** The server's message key for a refused code that can be typed again (`wrongCode`, `wrongCodeFormat`). */
  codeErrorKey: CodeErrorKey | null;
}

/**
 * Events:
 * - `phone.editRequested`: "Change" beside the number (also after a change is done);
 * - `phone.submitted`: the new number, as the form parsed it; a code is sent to it;
 * - `code.submitted`: the code from the text message, as the form parsed it;
 * - `code.resendRequested`: send a new code to the same number;
 * - `change.restarted`: type a number again (after an expired or locked code, a failed send, or to correct the number);
 * - `retry.requested`: send the code again after a failed or refused send;
 * - `flow.cancelled`: give up; the verified number stays.
 */
export type PhoneVerificationEvent =
  | { type: 'phone.editRequested' }
  | { type: 'phone.submitted'; phone: string }
  | { type: 'code.submitted'; code: string }
  | { type: 'code.resendRequested' }
  | { type: 'change.restarted' }
  | { type: 'retry.requested' }
  | { type: 'flow.cancelled' };

export interface SendCodeInput {
  phone: string;
}

/** Whether a code was sent: not for the number already on file. */
export type SendCodeResult = ResponseOf<typeof customer.changePhone>;

export interface VerifyCodeInput {
  code: string;
}

/** What a verified code answers: the personal information with the new number. */
export type VerifiedInformation = ResponseOf<typeof customer.verifyContact>;
