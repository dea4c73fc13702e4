import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { HEADERS } from '../../../api/contract/headers';
import { currentQr, logIn, withSession, type Browser, type EidTestServer } from '../eidHelpers';

/**
 * Users and invitations over HTTP as a person's browser makes the calls:
 * each person has their own browser (the binding cookie of their e-ID
 * orders) and session; the simulator's phone scans the QR code the
 * browser shows and signs.
 */

export const USERS = '/api/v2/customer/users';
export const INVITE = '/api/v2/customer/users/invitation';
const INVITE_POLL = '/api/v2/customer/users/invitation/poll';
const APPROVE_POLL = '/api/v2/customer/users/invitation/approve/poll';
export const inviterPath = (id: string) => `/api/v2/customer/users/invitation/${id}/inviter`;
export const approvePath = (id: string) => `/api/v2/customer/users/invitation/${id}/approve`;
export const rejectPath = (id: string) => `/api/v2/customer/users/invitation/${id}/reject`;

export const OSKAR_ACCOUNT = 'cust-oskar-lindqvist';

/** A person at their own browser with a live session. */
export interface Person {
  browser: Browser;
  session: Record<string, string>;
}

/** Logs `ssn` in in a browser of their own; a person with several accounts picks `account`. */
export async function personAt(server: EidTestServer, ssn: string, account?: string): Promise<Person> {
  const browser = server.browser();
  const done = await logIn(server, browser, ssn);
  if (done.status === 'choice') {
    const chosen = await browser.post('/api/v2/auth/choose-account', { account: account ?? done.data.accounts[0].id, sessionKey: done.sessionKey });
    if (chosen.status !== 200) throw new Error(`choose-account refused: ${JSON.stringify(chosen.body)}`);
    return { browser, session: withSession(chosen.body.sessionToken) };
  }
  if (!done.sessionToken) throw new Error(`no session for ${ssn}: ${JSON.stringify(done)}`);
  return { browser, session: withSession(done.sessionToken) };
}

export const mayaForm = { firstName: 'Maja', lastName: 'Holm', email: 'maja.holm@kund.example', phone: '070-174 06 09', role: 'user' as const };

export function invite(person: Person, ssn: string, form: Record<string, unknown> = mayaForm, key: string = randomUUID()) {
  return person.browser.post(INVITE, { form, ssn }, { ...person.session, [HEADERS.idempotencyKey]: key });
}

export const pollInvite = (person: Person, orderRef: string) => person.browser.post(INVITE_POLL, { data: orderRef }, person.session);
export const pollApprove = (person: Person, orderRef: string) => person.browser.post(APPROVE_POLL, { data: orderRef }, person.session);

export const removeUser = (person: Person, contactId: string) => person.browser.send('DELETE', USERS, { contactId }, person.session);
export const setContact = (person: Person, contactPersonId: string) => person.browser.send('PATCH', `${USERS}/contact-user`, { contactPersonId }, person.session);

/**
 * The phone signs the order the browser shows: the browser asks for the
 * current QR code, the phone scans it, checks it is a sign order, and
 * `ssn` signs. Answers the order as the phone showed it before signing.
 */
export async function signOnPhone(server: EidTestServer, browser: Browser, qrToken: string, ssn: string) {
  const qr = await currentQr(browser, qrToken);
  expect(qr.status, JSON.stringify(qr.body)).toBe(200);
  const scanned = await server.phone.scan({ qr: qr.body.qrCode });
  expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
  const signed = await server.phone.sign(scanned.body.handle, ssn);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  expect(signed.body.order.status).toBe('complete');
  return scanned.body.order as { kind: string; userVisibleData: string; requiredPersonalNumber: string | null };
}

/** The inviter invites `ssn`, signs, and the poll completes: answers the invitation's id. */
export async function invited(server: EidTestServer, inviter: Person, inviterSsn: string, ssn: string, form: Record<string, unknown> = mayaForm): Promise<string> {
  const started = await invite(inviter, ssn, form);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await signOnPhone(server, inviter.browser, started.body.qrToken, inviterSsn);
  const done = await pollInvite(inviter, started.body.orderRef);
  expect(done.body).toMatchObject({ status: 'complete', invitationId: expect.any(String) });
  return done.body.invitationId as string;
}

/** The invited person approves by signing: answers the final poll. */
export async function approved(server: EidTestServer, invitee: Person, inviteeSsn: string, invitationId: string) {
  const started = await invitee.browser.post(approvePath(invitationId), { ssn: inviteeSsn }, invitee.session);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await signOnPhone(server, invitee.browser, started.body.qrToken, inviteeSsn);
  return pollApprove(invitee, started.body.orderRef);
}
