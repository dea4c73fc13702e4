import type { SnapshotFrom } from 'xstate';
import { usesQr } from './eidLogin.machine';
import type { EidLoginMachine } from './eidLogin.machine';
import { eidStatusMessageKey, eidWaitingMessageKey } from './eidLogin.messages';
import type { EidMessageKey } from './eidLogin.messages';
import { eidOpenUrl } from './eidLogin.urls';

export type EidLoginSnapshot = SnapshotFrom<EidLoginMachine>;

/** What the login view shows. */
type EidLoginStatus =
  | 'idle'
  | 'starting'
  /** Waiting for the QR code to be scanned with BankID on another device. */
  | 'waitingForScan'
  /** Waiting for BankID on this device (opened by autostart, or by the button). */
  | 'waitingForApp'
  /** Scanned or opened: the person is entering their security code. */
  | 'signing'
  | 'complete'
  | 'choice'
  /** BankID ended the order (expired, start failed, cancelled in the app). */
  | 'failed'
  /** A call failed. */
  | 'error';

/** The login view's model. */
export interface EidLoginView {
  status: EidLoginStatus;
  /** The QR content to draw while `showQr`; null until the first fetch. */
  qrCode: string | null;
  /** BankID's recommended message for the moment (see `EID_MESSAGE_KEYS`), or none. */
  messageKey: EidMessageKey | null;
  /** BankID on this device (true) or on another device with the QR code (false). */
  sameDevice: boolean;
  /** Show the QR code: on a computer, or on a phone using another device, until the code is scanned. */
  showQr: boolean;
  /** The link behind "Open BankID on this device" while an order is open. */
  autoStartUrl: string | null;
  canRetry: boolean;
  canCancel: boolean;
}

function openStatus(snapshot: EidLoginSnapshot): EidLoginStatus {
  const { lastStatus, sameDevice } = snapshot.context;
  if (lastStatus?.status === 'pendingUserSign' || lastStatus?.hintCode === 'userSign') return 'signing';
  return sameDevice ? 'waitingForApp' : 'waitingForScan';
}

function statusOf(snapshot: EidLoginSnapshot): EidLoginStatus {
  if (snapshot.matches('polling')) return openStatus(snapshot);
  if (snapshot.matches('starting')) return 'starting';
  if (snapshot.matches('complete')) return 'complete';
  if (snapshot.matches('choice')) return 'choice';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('error')) return 'error';
  return 'idle';
}

function messageKeyOf(snapshot: EidLoginSnapshot): EidMessageKey | null {
  const { context } = snapshot;
  if (snapshot.matches('failed') || snapshot.matches('error')) return context.failureKey;
  if (!snapshot.hasTag('orderOpen')) return null;
  return context.lastStatus ? eidStatusMessageKey(context.lastStatus, context) : eidWaitingMessageKey(context);
}

export function selectEidLogin(snapshot: EidLoginSnapshot): EidLoginView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const open = snapshot.hasTag('orderOpen');
  return {
    status,
    qrCode: context.qrCode,
    messageKey: messageKeyOf(snapshot),
    sameDevice: context.sameDevice,
    showQr: open && usesQr(context) && status !== 'signing',
    autoStartUrl: open && context.order ? eidOpenUrl(context.order.autoStartToken, context.simulator) : null,
    canRetry: snapshot.can({ type: 'login.retried' }),
    canCancel: snapshot.can({ type: 'login.cancelled' }),
  };
}
