import type { ActorRef, Snapshot } from 'xstate';
import type { AuthStatus } from '../../api/contract/auth';
import type { EidOrder } from '../../api/contract/common';
import type { EidMessageKey } from './eidLogin.messages';

/** Where the visitor is: decides the default (mobile: BankID on this device; desktop: QR on another device). */
export type EidDevice = 'desktop' | 'mobile';

/** Who is told of a login that resolved, besides a parent reading the output (the session, from the log-in page). */
export type EidLoginResultReceiver = ActorRef<Snapshot<unknown>, { type: 'login.completed'; result: AuthStatus }>;

/**
 * Input: the visitor's device (the edge detects it) and, optionally, the
 * personal number to identify. The calls are the edge's (`createEidLoginActors(api)`).
 */
export interface EidLoginInput {
  device: EidDevice;
  /** `YYYYMMDD-XXXX`; sent as `ssn` when starting the order. Without it BankID asks for no number. */
  personalNumber?: string;
  /** Start at once (the log-in page on a computer shows the QR code without a click). */
  autoStart?: boolean;
  /** The embedded BankID simulator plays the phone: "open BankID" opens its test app in a new tab. */
  simulator?: boolean;
  /** The tab's session (`system.get('session')`, the site's child) is sent `login.completed` with the result when the login resolves: the log-in page's login. */
  tellsSession?: boolean;
  /**
   * An order already started by the caller (a signing, `eidSign.ts`): the
   * chart follows it at once instead of starting one of its own.
   */
  order?: EidOrder;
  /** BankID on this device (true) or another (false), when the caller already knows; else the device decides. */
  sameDevice?: boolean;
}

/** A login that resolved: `complete` (with `sessionToken`) or `choice` (with `sessionKey` and `data.accounts`). */
export type EidLoginResult = AuthStatus & { status: 'complete' | 'choice' };

/** Context of the e-ID login. */
export interface EidLoginContext {
  device: EidDevice;
  autoStart: boolean;
  simulator: boolean;
  tellsSession: boolean;
  personalNumber: string | null;
  /**
   * True: BankID on this device (autostart token); false: BankID on another
   * device (QR code). Defaults to true on mobile, false on desktop.
   */
  sameDevice: boolean;
  /** The order in progress; a retry replaces it with a fresh one. */
  order: EidOrder | null;
  /** Token of the current QR content: the order's, then the newest a status answer carried. */
  qrToken: string | null;
  /** The QR content to render (the edge draws it); null until fetched. */
  qrCode: string | null;
  /** The last polled status while the order is open; null before the first answer. */
  lastStatus: AuthStatus | null;
  /** Why the login failed (`failed`/`error` states): a BankID recommended-message key. */
  failureKey: EidMessageKey | null;
  /** The resolved status, also the machine's output. */
  result: EidLoginResult | null;
}

/**
 * Events:
 * - `login.started`: the "identify" button; `sameDevice` overrides the device default
 *   (on mobile the user may pick "BankID on another device" → QR).
 * - `login.cancelled`: the cancel button, or the screen is left (stopping the actor does the same).
 * - `login.retried`: "try again" after a failure; starts a fresh order.
 * - `device.changed`: switch between QR on another device (`sameDevice: false`) and BankID on this device,
 *   once a login is started (before that, `login.started` carries the choice).
 */
export type EidLoginEvent =
  | { type: 'login.started'; sameDevice?: boolean }
  | { type: 'login.cancelled' }
  | { type: 'login.retried' }
  | { type: 'device.changed'; sameDevice: boolean };

/** Input of `startLogin` (POST /v1/auth/login). */
export interface StartLoginInput {
  ssn?: string;
}

/** Input of `pollStatus` (POST /v2/auth/status). */
export interface PollStatusInput {
  orderRef: string;
}

/** Input of `fetchQr` (POST /v1/auth/qr with `token: qrToken`). */
export interface FetchQrInput {
  qrToken: string;
}

/** Output of `fetchQr`. */
export interface QrCodeResult {
  qrCode: string;
}

/** Input of `cancelLogin` (POST /v1/auth/cancel). */
export interface CancelLoginInput {
  orderRef: string;
}

/** Params of the `openBankIdApp` action. */
export interface OpenBankIdAppParams {
  autoStartToken: string;
  simulator: boolean;
}

/**
 * Events the `cancelLogin` holder receives from the chart (the exit action
 * `cancelOrder`): cancel now, or the order settled and must not be cancelled.
 */
export type OrderHoldEvent = { type: 'order.cancel' } | { type: 'order.settled' };
