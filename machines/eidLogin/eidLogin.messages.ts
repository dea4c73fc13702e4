import type { AuthStatus } from '../../api/contract/auth';
import { isApiError } from '../../api/errors';
import type { EidDevice } from './eidLogin.types';

/**
 * Message keys of BankID's recommended user messages (RFA = "Recommended
 * Feedback to the user"; the official English and Swedish texts are
 * BankID's, translated under these keys by `ui/`). The machine and the
 * helpers below carry keys only, never text, and never BankID's `details`.
 *
 * - rfa1  Start your BankID app.
 * - rfa3  Action cancelled. Please try again.
 * - rfa4  An identification or signing for this personal number is already started. Please try again.
 * - rfa5  Internal error. Please try again.
 * - rfa6  Action cancelled.
 * - rfa8  The BankID app is not responding. …
 * - rfa9  Enter your security code in the BankID app and select Identify or Sign.
 * - rfa13 Trying to start your BankID app.
 * - rfa15a / rfa15b Searching for BankID … on this computer / on this device.
 * - rfa16 The BankID you are trying to use is blocked or too old. …
 * - rfa17a The BankID app couldn't be found on your computer or mobile device. … (autostart)
 * - rfa17b Failed to scan the QR code. … (QR code)
 * - rfa21 Identification or signing in progress.
 * - rfa22 Unknown error. Please try again.
 */
export const EID_MESSAGE_KEYS = [
  'eid.rfa.rfa1',
  'eid.rfa.rfa3',
  'eid.rfa.rfa4',
  'eid.rfa.rfa5',
  'eid.rfa.rfa6',
  'eid.rfa.rfa8',
  'eid.rfa.rfa9',
  'eid.rfa.rfa13',
  'eid.rfa.rfa15a',
  'eid.rfa.rfa15b',
  'eid.rfa.rfa16',
  'eid.rfa.rfa17a',
  'eid.rfa.rfa17b',
  'eid.rfa.rfa21',
  'eid.rfa.rfa22',
] as const;

export type EidMessageKey = (typeof EID_MESSAGE_KEYS)[number];

/** How the visitor identifies: decides between the autostart and the QR variants of a message. */
export interface EidMessageOptions {
  device: EidDevice;
  /** BankID on this device (autostart) rather than on another device (QR). */
  sameDevice: boolean;
}

/** BankID error codes (RP API `errorCode`) that have a message of their own. */
const ERROR_CODE_KEYS: Readonly<Record<string, EidMessageKey>> = {
  alreadyInProgress: 'eid.rfa.rfa4',
  requestTimeout: 'eid.rfa.rfa5',
  maintenance: 'eid.rfa.rfa5',
  internalError: 'eid.rfa.rfa5',
  cancelled: 'eid.rfa.rfa3',
};

/**
 * The message for a polled status (BankID RP guidelines, "collect"):
 * pending hints `outstandingTransaction` (RFA13 when autostarting, else
 * RFA1), `noClient` (RFA1), `started` (RFA15 A on a computer's own BankID,
 * else B), `userSign` (RFA9), anything else RFA21; failure hints
 * `userCancel` (RFA6), `cancelled` (RFA3), `expiredTransaction` (RFA8),
 * `certificateErr` (RFA16), `startFailed` (RFA17 B with a QR code, A when
 * autostarting), anything else RFA22. A known hint decides; without one the
 * status does. `complete` and `choice` need no message (null).
 */
export function eidStatusMessageKey(
  status: Pick<AuthStatus, 'status' | 'hintCode'>,
  options: EidMessageOptions,
): EidMessageKey | null {
  const hint = status.hintCode;
  switch (status.status) {
    case 'complete':
    case 'choice':
      return null;
    case 'pending':
    case 'pendingUserSign':
      return pendingMessageKey(status.status === 'pendingUserSign' ? 'userSign' : hint, options);
    case 'expired':
      return failureMessageKey(hint ?? 'expiredTransaction', options);
    case 'startFailed':
      return failureMessageKey(hint ?? 'startFailed', options);
    case 'userCancel':
      return failureMessageKey(hint ?? 'userCancel', options);
  }
}

function pendingMessageKey(hint: string | undefined, { device, sameDevice }: EidMessageOptions): EidMessageKey {
  switch (hint) {
    case 'outstandingTransaction':
      return sameDevice ? 'eid.rfa.rfa13' : 'eid.rfa.rfa1';
    case 'noClient':
      return 'eid.rfa.rfa1';
    case 'started':
      return device === 'desktop' && sameDevice ? 'eid.rfa.rfa15a' : 'eid.rfa.rfa15b';
    case 'userSign':
      return 'eid.rfa.rfa9';
    default:
      return 'eid.rfa.rfa21';
  }
}

function failureMessageKey(hint: string, { sameDevice }: EidMessageOptions): EidMessageKey {
  switch (hint) {
    case 'userCancel':
      return 'eid.rfa.rfa6';
    case 'cancelled':
      return 'eid.rfa.rfa3';
    case 'expiredTransaction':
      return 'eid.rfa.rfa8';
    case 'certificateErr':
      return 'eid.rfa.rfa16';
    case 'startFailed':
      return sameDevice ? 'eid.rfa.rfa17a' : 'eid.rfa.rfa17b';
    default:
      return 'eid.rfa.rfa22';
  }
}

/** The message shown while an order is open and no status has been polled yet (as `outstandingTransaction`). */
export function eidWaitingMessageKey(options: EidMessageOptions): EidMessageKey {
  return pendingMessageKey('outstandingTransaction', options);
}

/**
 * The BankID error code a failed call carries: `data.errorCode`, a known
 * code as `data.message` (the server answers `409 { message: 'alreadyInProgress' }`),
 * or a field error whose message is a known code.
 */
function errorCodeOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const { data } = error;
  if (typeof data === 'object' && data !== null) {
    if ('errorCode' in data && typeof data.errorCode === 'string') return data.errorCode;
    if ('message' in data && typeof data.message === 'string' && keyOfErrorCode(data.message)) return data.message;
  }
  if (error.kind === 'BadRequest') return error.fieldErrors.find((field) => keyOfErrorCode(field.message) !== undefined)?.message;
  return undefined;
}

function keyOfErrorCode(code: string | undefined): EidMessageKey | undefined {
  return code !== undefined && Object.hasOwn(ERROR_CODE_KEYS, code) ? ERROR_CODE_KEYS[code] : undefined;
}

/**
 * The message for a call that failed (starting or polling the order): a
 * BankID error code decides (`alreadyInProgress` RFA4; `requestTimeout`,
 * `maintenance`, `internalError` RFA5; `cancelled` RFA3); otherwise a server
 * failure or no answer is RFA5 and anything else RFA22.
 */
export function eidErrorMessageKey(error: unknown): EidMessageKey {
  const byCode = keyOfErrorCode(errorCodeOf(error));
  if (byCode) return byCode;
  if (isApiError(error) && (error.kind === 'UnhandledServerError' || error.isNetworkError || error.code >= 500)) {
    return 'eid.rfa.rfa5';
  }
  return 'eid.rfa.rfa22';
}
