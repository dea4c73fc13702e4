import type { EidOrder } from '../../api/contract/common';
import type { AccountUser, AccountUsers } from '../../machines/myPages/accountUsers/accountUsers.types';
import type { InvitationSummary } from '../../machines/myPages/answerInvitation/answerInvitation.types';
import type { InviteRequest } from '../../machines/myPages/inviteUser/inviteUser.types';
import { cancelLoginOnLeave } from '../../machines/eidLogin/eidLogin.actors';
import type { EidLoginResult, FetchQrInput, QrCodeResult } from '../../machines/eidLogin/eidLogin.types';
import type { EidSignMachine, SignSnapshotLike } from '../../machines/eidLogin/eidSign';
import { ApiRequestError } from '../../api/errors';
import { controllableActor } from '../support/fakeActors';
import { badRequest, conflict, notFound, unauthorized, unavailable } from './myPages.support';

/** Users, power of attorney and invitations: what the charts of the users page and the invitation page are fed. */

export const OWNER: AccountUser = {
  id: 'u-owner',
  firstName: 'Oskar',
  lastName: 'Nilsson',
  email: 'oskar@example.se',
  phone: '+46 70 123 45 67',
  role: 'owner',
  isContactPerson: true,
  status: 'active',
};
export const ADMIN: AccountUser = {
  id: 'u-karin',
  firstName: 'Karin',
  lastName: 'Berg',
  email: 'karin@example.se',
  phone: null,
  role: 'admin',
  isContactPerson: false,
  status: 'active',
};
export const INVITED: AccountUser = {
  id: 'u-maja',
  firstName: 'Maja',
  lastName: 'Lind',
  email: 'maja@example.se',
  phone: null,
  role: 'user',
  isContactPerson: false,
  status: 'invited',
};

export const USERS: AccountUsers = {
  users: [OWNER, ADMIN, INVITED],
  contactOptions: [
    { id: OWNER.id, name: 'Oskar Nilsson' },
    { id: ADMIN.id, name: 'Karin Berg' },
  ],
};
/** The same after Karin became the contact person. */
export const USERS_KARIN_CONTACT: AccountUsers = {
  ...USERS,
  users: [{ ...OWNER, isContactPerson: false }, { ...ADMIN, isContactPerson: true }, INVITED],
};

/** Maja's personal number (a test person of `content/shared/customers.ts`). */
export const SSN = '19860923-9846';

/** Maja invited as a user. */
export const REQUEST: InviteRequest = {
  form: { firstName: 'Maja', lastName: 'Lind', email: 'maja@example.se', role: 'user' },
  ssn: SSN,
};

export const SIGN_ORDER: EidOrder = { orderRef: 'sign-1', autoStartToken: 'sign-autostart-1', qrToken: 'sign-qr-1' };
/** A completed signing of an invitation, and one that names none. */
export const SIGNED: EidLoginResult = { status: 'complete', orderRef: 'sign-1', invitationId: 'inv-1' } as EidLoginResult;
export const SIGNED_WITHOUT_ID: EidLoginResult = { status: 'complete', orderRef: 'sign-1' };

/** The e-ID chart's snapshots as the flows read them (`onSnapshot`). */
const signSnapshot = (value: unknown, failureKey: SignSnapshotLike['context']['failureKey'] = null): SignSnapshotLike => ({
  value,
  context: { failureKey },
});
export const SIGN_CANCELLED = { type: 'xstate.snapshot.signOrder', snapshot: signSnapshot('failed', 'eid.rfa.rfa6') };
const SIGN_ERROR = { type: 'xstate.snapshot.signOrder', snapshot: signSnapshot('error', 'eid.rfa.rfa5') };
export const SIGN_PENDING = { type: 'xstate.snapshot.signOrder', snapshot: signSnapshot({ polling: { status: 'waiting', qr: 'waiting' } }) };

/**
 * A flow's signing run by the real e-ID chart (`sign`: the flow's `signOrder`)
 * with a fake QR code and its cancels recorded (each order it cancels, in
 * order); `provide` swaps more of its actors (the poll, for a test that
 * answers it itself).
 */
export function signingWithFakes(sign: EidSignMachine, provide: Parameters<EidSignMachine['provide']>[0]['actors'] = {}) {
  const qr = controllableActor<QrCodeResult, FetchQrInput>();
  const cancels: string[] = [];
  const logic = sign.provide({
    actors: { fetchQr: qr.logic, cancelLogin: cancelLoginOnLeave(({ orderRef }) => void cancels.push(orderRef)), ...provide },
  });
  return { logic, qr, cancels };
}

export const INVITATION: InvitationSummary = {
  id: 'inv-1',
  inviter: { firstName: 'Karin', lastName: 'Berg' },
  companyName: 'Bergs Bageri AB',
  role: 'admin',
  expiresAt: '2026-12-08T10:00:00.000Z',
  invitedSsn: '19860923-9846',
};

// Refusals as the server answers them (message keys of `server/domain/users/refusals.ts`).
export const forbidden = (message: string) => new ApiRequestError({ status: 403, data: { message } });
const gone = (message: string) => new ApiRequestError({ status: 410, data: { message } });
export const ssnConflict = (message: string) => conflict(message, { errors: [{ field: 'body.ssn', message }] });
const ssnRefused = (message: string) => badRequest('body.ssn', message);
/** BankID refuses a second order for the same person: RFA4. */
const inProgress = () => conflict('alreadyInProgress');

export const USERS_EVENTS = [
  { type: 'xstate.done.actor.loadUsers', output: USERS },
  { type: 'xstate.error.actor.loadUsers', error: unavailable() },
  { type: 'xstate.error.actor.loadUsers', error: unauthorized() },
  { type: 'removal.requested', userId: OWNER.id },
  { type: 'removal.requested', userId: ADMIN.id },
  { type: 'removal.requested', userId: INVITED.id },
  { type: 'contact.chosen', contactPersonId: OWNER.id },
  { type: 'contact.chosen', contactPersonId: ADMIN.id },
  { type: 'contact.chosen', contactPersonId: INVITED.id },
  { type: 'xstate.done.actor.removeUser', output: undefined },
  { type: 'xstate.error.actor.removeUser', error: unavailable() },
  { type: 'xstate.error.actor.removeUser', error: unauthorized() },
  { type: 'xstate.error.actor.removeUser', error: conflict('myPages.refusals.ownerCannotBeRemoved') },
  { type: 'xstate.done.actor.setContactUser', output: undefined },
  { type: 'xstate.error.actor.setContactUser', error: unavailable() },
  { type: 'xstate.error.actor.setContactUser', error: unauthorized() },
  { type: 'xstate.error.actor.setContactUser', error: forbidden('myPages.refusals.notAccountOwner') },
];

export const INVITE_EVENTS = [
  { type: 'invite.submitted', request: REQUEST },
  { type: 'invite.submitted', request: REQUEST, sameDevice: true },
  { type: 'xstate.done.actor.startInvitation', output: SIGN_ORDER },
  { type: 'xstate.error.actor.startInvitation', error: unauthorized() },
  { type: 'xstate.error.actor.startInvitation', error: ssnRefused('myPages.refusals.cannotInviteYourself') },
  { type: 'xstate.error.actor.startInvitation', error: ssnConflict('myPages.refusals.alreadyInvited') },
  { type: 'xstate.error.actor.startInvitation', error: forbidden('myPages.refusals.notAccountOwner') },
  { type: 'xstate.error.actor.startInvitation', error: inProgress() },
  { type: 'xstate.error.actor.startInvitation', error: unavailable() },
  { type: 'xstate.done.actor.signOrder', output: SIGNED },
  { type: 'xstate.done.actor.signOrder', output: SIGNED_WITHOUT_ID },
  SIGN_CANCELLED,
  SIGN_ERROR,
  SIGN_PENDING,
  { type: 'xstate.done.actor.copyLink', output: undefined },
  { type: 'xstate.error.actor.copyLink', error: new Error('no clipboard') },
];

export const ANSWER_EVENTS = [
  { type: 'approval.submitted', ssn: SSN },
  { type: 'xstate.done.actor.loadInvitation', output: INVITATION },
  { type: 'xstate.error.actor.loadInvitation', error: unavailable() },
  { type: 'xstate.error.actor.loadInvitation', error: unauthorized() },
  { type: 'xstate.error.actor.loadInvitation', error: notFound() },
  { type: 'xstate.error.actor.loadInvitation', error: gone('myPages.refusals.invitationWithdrawn') },
  { type: 'xstate.error.actor.loadInvitation', error: conflict('myPages.refusals.invitationAnswered') },
  { type: 'xstate.done.actor.startApproval', output: SIGN_ORDER },
  { type: 'xstate.error.actor.startApproval', error: ssnRefused('myPages.refusals.ssnNotYours') },
  { type: 'xstate.error.actor.startApproval', error: ssnConflict('myPages.refusals.alreadyHasAccess') },
  { type: 'xstate.error.actor.startApproval', error: gone('myPages.refusals.invitationExpired') },
  { type: 'xstate.error.actor.startApproval', error: conflict('myPages.refusals.invitationAnswered') },
  { type: 'xstate.error.actor.startApproval', error: notFound() },
  { type: 'xstate.error.actor.startApproval', error: unauthorized() },
  { type: 'xstate.error.actor.startApproval', error: inProgress() },
  { type: 'xstate.done.actor.signOrder', output: SIGNED },
  SIGN_CANCELLED,
  SIGN_ERROR,
  SIGN_PENDING,
  { type: 'xstate.done.actor.rejectInvitation', output: undefined },
  { type: 'xstate.error.actor.rejectInvitation', error: unavailable() },
  { type: 'xstate.error.actor.rejectInvitation', error: unauthorized() },
  { type: 'xstate.error.actor.rejectInvitation', error: notFound() },
  { type: 'xstate.error.actor.rejectInvitation', error: gone('myPages.refusals.invitationExpired') },
  { type: 'xstate.error.actor.rejectInvitation', error: conflict('myPages.refusals.invitationAnswered') },
];
