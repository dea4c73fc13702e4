import type { AccountChoice, AuthStatus } from '../../api/contract/auth';
import type { EidOrder } from '../../api/contract/common';
import { BadRequestError } from '../../api/errors';
import type { FetchQrInput, PollStatusInput, QrCodeResult, StartLoginInput } from '../../machines/eidLogin/eidLogin.types';
import { controllableActor } from '../support/fakeActors';
import type { ControllableActor } from '../support/fakeActors';

/** The order BankID answers to a login, and the statuses its poll answers (spec calls.md §7 Auth). */
export const order: EidOrder = { orderRef: 'order-1', autoStartToken: 'autostart-1', qrToken: 'qr-token-1' };
/** Someone who may act for a private account and a company. */
const accounts: AccountChoice[] = [
  { id: 'private-1', type: 'private', name: 'Anna Andersson' },
  { id: 'company-1', type: 'business', name: 'Städ AB', orgNumber: '556677-8899' },
];
export const pending: AuthStatus = { status: 'pending', orderRef: 'order-1', hintCode: 'outstandingTransaction', qrToken: 'qr-token-2' };
export const signing: AuthStatus = { status: 'pendingUserSign', orderRef: 'order-1', hintCode: 'userSign' };
export const complete: AuthStatus = { status: 'complete', orderRef: 'order-1', sessionToken: 'session-1', data: { newCustomer: false, givenName: 'Anna' } };
export const choice: AuthStatus = { status: 'choice', orderRef: 'order-1', sessionKey: 'key-1', data: { givenName: 'Anna', accounts } };
export const expired: AuthStatus = { status: 'expired', orderRef: 'order-1', hintCode: 'expiredTransaction' };
export const startFailed: AuthStatus = { status: 'startFailed', orderRef: 'order-1', hintCode: 'startFailed' };
export const userCancel: AuthStatus = { status: 'userCancel', orderRef: 'order-1', hintCode: 'userCancel' };
/** BankID refuses a second order for the same personal number. */
export const alreadyInProgress = new BadRequestError([{ field: 'ssn', message: 'alreadyInProgress' }], { status: 400 });

/** The login chart's calls as fake actors the test settles by hand. */
export interface EidCallFakes {
  startLogin: ControllableActor<EidOrder, StartLoginInput>;
  pollStatus: ControllableActor<AuthStatus, PollStatusInput>;
  fetchQr: ControllableActor<QrCodeResult, FetchQrInput>;
}

export function eidCallFakes(): EidCallFakes {
  return { startLogin: controllableActor(), pollStatus: controllableActor(), fetchQr: controllableActor() };
}
