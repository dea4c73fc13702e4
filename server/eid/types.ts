/**
 * The BankID Relying Party API v6 as the site uses it: `auth`, `sign`,
 * `collect` and `cancel`. Both providers (the real BankID client and the embedded
 * simulator) implement this interface with the same semantics, so the site's
 * login calls do not know which one answers.
 */

/** Body of `POST /rp/v6.0/auth` (the fields the site uses). */
export interface AuthRequest {
  /** The user's IP address as the RP sees it (IPv4 or IPv6). */
  endUserIp: string;
  /** Only the person with this personal number (12 digits, `YYYYMMDDNNNC`) may complete the order. */
  requirement?: { personalNumber?: string };
  /** Text shown on the phone, base64 (UTF-8), at most 1 500 characters encoded. */
  userVisibleData?: string;
}

/**
 * Body of `POST /rp/v6.0/sign`: as `auth`, but the text to sign is required
 * (the person sees it in the app and the signature covers it).
 */
export interface SignRequest extends AuthRequest {
  /** The text the person signs, base64 (UTF-8), at most 40 000 characters encoded. */
  userVisibleData: string;
}

/**
 * Body of `POST /rp/v6.0/phone/auth`: an identification over the phone, for
 * one person, who the relying party is talking to; `callInitiator` says who
 * called (`user`: the person called the relying party; `RP`: the other way).
 */
export interface PhoneAuthRequest {
  /** 12 digits, `YYYYMMDDNNNC`. */
  personalNumber: string;
  callInitiator: 'user' | 'RP';
  /** Text shown on the phone, base64 (UTF-8). */
  userVisibleData?: string;
}

/** Body of `POST /rp/v6.0/phone/sign`: as `phone/auth`, with the text to sign required. */
export interface PhoneSignRequest extends PhoneAuthRequest {
  userVisibleData: string;
}

/** Answer of `phone/auth` and `phone/sign`: no QR code nor autostart, the person's app shows the order. */
export interface PhoneOrderResponse {
  orderRef: string;
}

/** Answer of `auth` and `sign`. `qrStartSecret` stays on the server: it signs the animated QR codes. */
export interface AuthResponse {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
}

/** Hint codes of a pending order. */
type PendingHintCode = 'outstandingTransaction' | 'noClient' | 'started' | 'userSign' | (string & {});
/** Hint codes of a failed order. */
type FailedHintCode =
  | 'expiredTransaction'
  | 'certificateErr'
  | 'userCancel'
  | 'cancelled'
  | 'startFailed'
  | 'userDeclinedCall'
  | (string & {});

/** What a completed order tells about the person and the signature. */
export interface CompletionData {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device: { ipAddress: string; uhi?: string };
  /** `YYYY-MM-DD`. */
  bankIdIssueDate: string;
  stepUp?: { mrtd: boolean };
  /** Base64 XML signature. */
  signature: string;
  /** Base64 OCSP response. */
  ocspResponse: string;
  risk?: 'low' | 'moderate' | 'high';
}

/** Answer of `collect`. */
export type CollectResponse =
  | { orderRef: string; status: 'pending'; hintCode: PendingHintCode }
  | { orderRef: string; status: 'failed'; hintCode: FailedHintCode }
  | { orderRef: string; status: 'complete'; completionData: CompletionData };

/** Error codes BankID answers in `{ errorCode, details }` (plus `unavailable` for a provider that cannot be reached). */
type EidErrorCode =
  | 'alreadyInProgress'
  | 'invalidParameters'
  | 'unauthorized'
  | 'notFound'
  | 'methodNotAllowed'
  | 'requestTimeout'
  | 'unsupportedMediaType'
  | 'internalError'
  | 'maintenance'
  | 'unavailable'
  | (string & {});

/** An error answer of the RP API: HTTP status plus BankID's `{ errorCode, details }`. */
export class EidError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: EidErrorCode,
    readonly details: string,
  ) {
    super(`${errorCode}: ${details}`);
    this.name = 'EidError';
  }

  /** The error body as BankID sends it. */
  toJSON() {
    return { errorCode: this.errorCode, details: this.details };
  }
}

/** One e-ID provider: the real BankID RP API or the embedded simulator. */
export interface EidProvider {
  readonly name: 'bankid' | 'simulator';
  auth(request: AuthRequest): Promise<AuthResponse>;
  /** Starts a signature order: the person signs `userVisibleData`; collected like an `auth` order. */
  sign(request: SignRequest): Promise<AuthResponse>;
  collect(orderRef: string): Promise<CollectResponse>;
  /** Cancels a pending order; cancelling an order that is already over does nothing. */
  cancel(orderRef: string): Promise<void>;
}
