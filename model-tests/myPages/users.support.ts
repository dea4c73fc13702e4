import type { EidOrder } from '../../api/contract/common';
import type { AccountUser, AccountUsers } from '../../machines/myPages/accountUsers/accountUsers.types';
import type { InvitationSummary } from '../../machines/myPages/answerInvitation/answerInvitation.types';
import type { InviteRequest } from '../../machines/myPages/inviteUser/inviteUser.types';
import type { EidLoginResult } from '../../machines/eidLogin/eidLogin.types';
import type { SignSnapshotLike } from '../../machines/eidLogin/eidSign';
import { ApiRequestError } from '../../api/errors';
import { badRequest, conflict } from './myPages.support';

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

/** Maja invited as a user (personal number of the test people, `content/shared/customers.ts`). */
export const REQUEST: InviteRequest = {
  form: { firstName: 'Maja', lastName: 'Lind', email: 'maja@example.se', role: 'user' },
  ssn: '19860923-9846',
};

export const SIGN_ORDER: EidOrder = { orderRef: 'sign-1', autoStartToken: 'sign-autostart-1', qrToken: 'sign-qr-1' };
/** A completed signing of an invitation, and one that names none. */
export const SIGNED: EidLoginResult = { status: 'complete', orderRef: 'sign-1', invitationId: 'inv-1' } as EidLoginResult;
export const SIGNED_WITHOUT_ID: EidLoginResult = { status: 'complete', orderRef: 'sign-1' };

/** The e-ID chart's snapshots as the flows read them (`onSnapshot`). */
export const signSnapshot = (value: unknown, failureKey: SignSnapshotLike['context']['failureKey'] = null): SignSnapshotLike => ({
  value,
  context: { failureKey },
});
export const SIGN_CANCELLED = { type: 'xstate.snapshot.signOrder', snapshot: signSnapshot('failed', 'eid.rfa.rfa6') };
export const SIGN_ERROR = { type: 'xstate.snapshot.signOrder', snapshot: signSnapshot('error', 'eid.rfa.rfa5') };
export const SIGN_PENDING = { type: 'xstate.snapshot.signOrder', snapshot: signSnapshot({ polling: { status: 'waiting', qr: 'waiting' } }) };

export const INVITATION: InvitationSummary = {
  id: 'inv-1',
  inviter: { firstName: 'Karin', lastName: 'Berg' },
  companyName: 'Bergs Bageri AB',
  role: 'admin',
  expiresAt: '2026-12-08T10:00:00.000Z',
};

// Refusals as the server answers them (message keys of `server/domain/users/refusals.ts`).
export const forbidden = (message: string) => new ApiRequestError({ status: 403, data: { message } });
export const gone = (message: string) => new ApiRequestError({ status: 410, data: { message } });
export const ssnConflict = (message: string) => conflict(message, { errors: [{ field: 'body.ssn', message }] });
export const ssnRefused = (message: string) => badRequest('body.ssn', message);
/** BankID refuses a second order for the same person: RFA4. */
export const inProgress = () => conflict('alreadyInProgress');
