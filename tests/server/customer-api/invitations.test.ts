import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../api/contract/headers';
import { customerNotifications } from '../../../server/db/schema';
import { currentQr, logIn, pollStatus, startEidApi, type EidTestServer } from '../eidHelpers';
import { ALVA, ELLA, GUSTAV, KARIN, LEO, MAJA, OSKAR, PER } from '../people';
import {
  INVITE,
  OSKAR_ACCOUNT,
  USERS,
  approvePath,
  approved,
  invite,
  invited,
  inviterPath,
  mayaForm,
  personAt,
  pollApprove,
  pollInvite,
  rejectPath,
  removeUser,
  signOnPhone,
  type Person,
} from './invitationSupport';

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm.
let server: EidTestServer;
let oskar: Person;

beforeAll(async () => {
  server = await startEidApi();
  oskar = await personAt(server, OSKAR);
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
const notificationsOf = (customerId: string, type: string) =>
  db()
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), eq(customerNotifications.type, type)));

describe('an invitation signed with BankID, approved by signing', () => {
  it('Oskar invites Maja and signs; Maja reads who invited her, approves by signing, and then finds his account in her account choice', async () => {
    const key = randomUUID();
    const started = await invite(oskar, MAJA, mayaForm, key);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({ orderRef: expect.any(String), autoStartToken: expect.any(String), qrToken: expect.any(String) });

    // A retry of the same call (its answer lost) answers the same order and invites once.
    const retried = await invite(oskar, MAJA, mayaForm, key);
    expect(retried.body).toEqual(started.body);

    const pending = await pollInvite(oskar, started.body.orderRef);
    expect(pending.body).toMatchObject({ status: 'pending', hintCode: 'outstandingTransaction', qrToken: started.body.qrToken });

    const onPhone = await signOnPhone(server, oskar.browser, started.body.qrToken, OSKAR);
    expect(onPhone).toMatchObject({
      kind: 'sign',
      requiredPersonalNumber: OSKAR,
      userVisibleData: 'Jag ger Maja Holm (19860923-9846) fullmakt att sköta mitt konto hos Hemglans AB.',
    });
    const done = await pollInvite(oskar, started.body.orderRef);
    expect(done.body).toEqual({ status: 'complete', orderRef: started.body.orderRef, invitationId: expect.stringMatching(/^inv-/) });
    // A repeated poll answers the same.
    expect((await pollInvite(oskar, started.body.orderRef)).body).toEqual(done.body);
    const invitationId = done.body.invitationId as string;
    // The invited person gets the link by e-mail (the development outbox here), in the inviter's language.
    const mail = await oskar.browser.get(`/outbox/api/messages?to=${encodeURIComponent('maja.holm@kund.example')}`);
    expect(mail.body.items[0]).toMatchObject({ channel: 'email', subject: 'Oskar Lindqvist bjuder in dig till Hemglans AB' });
    expect(mail.body.items[0].body).toContain(`/mina-sidor/inbjudan/${invitationId} `);
    expect(mail.body.items[0].body).toContain('Inbjudan gäller till och med 21 mars 2026.');

    const listed = await oskar.browser.get(USERS, oskar.session);
    expect(listed.body.items.filter((user: { status: string }) => user.status === 'invited')).toEqual([
      { id: invitationId, firstName: 'Maja', lastName: 'Holm', email: 'maja.holm@kund.example', phone: '+46 70 174 06 09', role: 'user', isContactPerson: false, status: 'invited' },
    ]);

    const maja = await personAt(server, MAJA);
    const inviter = await maja.browser.get(inviterPath(invitationId), maja.session);
    expect(inviter.status).toBe(200);
    expect(inviter.body).toEqual({ id: invitationId, inviter: { firstName: 'Oskar', lastName: 'Lindqvist' }, role: 'user', expiresAt: '2026-03-21T10:00:00+01:00', invitedSsn: MAJA });

    const approval = await maja.browser.post(approvePath(invitationId), { ssn: MAJA }, maja.session);
    expect(approval.status, JSON.stringify(approval.body)).toBe(200);
    const signing = await signOnPhone(server, maja.browser, approval.body.qrToken, MAJA);
    expect(signing).toMatchObject({ kind: 'sign', requiredPersonalNumber: MAJA, userVisibleData: 'Jag godkänner fullmakten att sköta Oskar Lindqvists konto hos Hemglans AB.' });
    const accepted = await pollApprove(maja, approval.body.orderRef);
    expect(accepted.body).toEqual({ status: 'complete', orderRef: approval.body.orderRef, invitationId });

    const notes = await notificationsOf(OSKAR_ACCOUNT, 'invitationAccepted');
    expect(notes.map((note) => note.data)).toEqual([{ firstName: 'Maja', lastName: 'Holm' }]);

    const majaUser = (await oskar.browser.get(USERS, oskar.session)).body.items.find((user: { firstName: string }) => user.firstName === 'Maja');
    expect(majaUser).toMatchObject({ lastName: 'Holm', email: 'maja.holm@kund.example', role: 'user', status: 'active', isContactPerson: false });
    expect(majaUser.id).toMatch(/^acc-/);

    // The next login offers Oskar's account next to Maja's own, exactly like Karin's accounts.
    const again = await logIn(server, server.browser(), MAJA);
    expect(again.status).toBe('choice');
    expect(again.data.accounts.map((account: { id: string }) => account.id)).toEqual(['cust-maja-holm', OSKAR_ACCOUNT]);

    // Answered: neither approved again nor rejected.
    expect((await maja.browser.post(approvePath(invitationId), { ssn: MAJA }, maja.session)).body).toEqual({ message: 'myPages.refusals.invitationAnswered' });
    const reject = await maja.browser.post(rejectPath(invitationId), undefined, maja.session);
    expect([reject.status, reject.body.message]).toEqual([409, 'myPages.refusals.invitationAnswered']);
    expect((await maja.browser.get(inviterPath(invitationId), maja.session)).status).toBe(409);
    // And Maja cannot be invited to it again.
    const twice = await invite(oskar, MAJA);
    expect([twice.status, twice.body.message, twice.body.errors]).toEqual([409, 'myPages.refusals.alreadyHasAccess', [{ field: 'body.ssn', message: 'myPages.refusals.alreadyHasAccess' }]]);
  });

  it('lets a person with no account approve with the session of their e-ID login; their next login acts for the account', async () => {
    const invitationId = await invited(server, oskar, OSKAR, LEO, { firstName: 'Leo', lastName: 'S', email: 'leo@kund.example', role: 'admin' });
    const leo = await personAt(server, LEO);
    expect((await leo.browser.get('/api/v1/customer', leo.session)).status).toBe(403);
    expect((await approved(server, leo, LEO, invitationId)).body.status).toBe('complete');
    const login = await logIn(server, server.browser(), LEO);
    expect(login).toMatchObject({ status: 'complete', data: { newCustomer: false } });
    const users = (await oskar.browser.get(USERS, oskar.session)).body.items;
    // The name is the one Leo's e-ID signature carried, not the one Oskar typed.
    expect(users.find((user: { role: string; firstName: string }) => user.firstName === 'Leo')).toMatchObject({ lastName: 'Sandberg', role: 'admin', status: 'active', email: 'leo@kund.example' });
  });
});

describe('rejecting an invitation', () => {
  it('marks it rejected, tells the inviting account once, and a repeat answers the same', async () => {
    const invitationId = await invited(server, oskar, OSKAR, ALVA, { firstName: 'Alva', lastName: 'Nyström', email: 'alva@kund.example', role: 'user' });
    const alva = await personAt(server, ALVA);
    expect((await alva.browser.get(inviterPath(invitationId), alva.session)).status).toBe(200);
    const first = await alva.browser.post(rejectPath(invitationId), undefined, alva.session);
    expect([first.status, first.body]).toEqual([200, { ok: true }]);
    const repeat = await alva.browser.post(rejectPath(invitationId), undefined, alva.session);
    expect([repeat.status, repeat.body]).toEqual([200, { ok: true }]);
    expect((await notificationsOf(OSKAR_ACCOUNT, 'invitationRejected')).map((note) => note.data)).toEqual([{ firstName: 'Alva', lastName: 'Nyström' }]);
    expect((await oskar.browser.get(USERS, oskar.session)).body.items.some((user: { id: string }) => user.id === invitationId)).toBe(false);
    const approve = await alva.browser.post(approvePath(invitationId), { ssn: ALVA }, alva.session);
    expect([approve.status, approve.body.message]).toEqual([409, 'myPages.refusals.invitationAnswered']);
    // Alva's next login is still a new customer's.
    expect((await logIn(server, server.browser(), ALVA)).data.newCustomer).toBe(true);
  });
});

describe('who may see and answer an invitation', () => {
  let invitationId: string;
  beforeAll(async () => {
    invitationId = await invited(server, oskar, OSKAR, PER, { firstName: 'Per', lastName: 'Ström', email: 'per@kund.example', role: 'user' });
  });

  it('answers 401 without a session, on every invitation call', async () => {
    const anonymous = server.browser();
    expect((await anonymous.get(inviterPath(invitationId))).status).toBe(401);
    expect((await anonymous.post(approvePath(invitationId), { ssn: PER })).status).toBe(401);
    expect((await anonymous.post(rejectPath(invitationId))).status).toBe(401);
    expect((await anonymous.post('/api/v2/customer/users/invitation/approve/poll', { data: 'x' })).status).toBe(401);
    expect((await anonymous.post(INVITE, { form: mayaForm, ssn: MAJA }, { [HEADERS.idempotencyKey]: randomUUID() })).status).toBe(401);
    expect((await anonymous.post('/api/v2/customer/users/invitation/poll', { data: 'x' })).status).toBe(401);
    expect((await anonymous.get(USERS)).status).toBe(401);
  });

  it('is a 404 to anyone but the invited person, the inviter too, and for unknown ids', async () => {
    const maja = await personAt(server, MAJA);
    for (const person of [maja, oskar]) {
      expect((await person.browser.get(inviterPath(invitationId), person.session)).body).toEqual({
        message: 'Not Found',
        errors: [{ field: 'params.id', message: 'common.errors.notFound' }],
      });
      expect((await person.browser.post(approvePath(invitationId), { ssn: MAJA }, person.session)).status).toBe(404);
      expect((await person.browser.post(rejectPath(invitationId), undefined, person.session)).status).toBe(404);
    }
    const per = await personAt(server, PER);
    expect((await per.browser.get(inviterPath('inv-unknown'), per.session)).status).toBe(404);
  });

  it('accepts only with the session’s own personal number, and the approval poll only from its signer', async () => {
    const per = await personAt(server, PER);
    const other = await per.browser.post(approvePath(invitationId), { ssn: MAJA }, per.session);
    expect([other.status, other.body]).toEqual([400, [{ field: 'body.ssn', message: 'myPages.refusals.ssnNotYours' }]]);
    const malformed = await per.browser.post(approvePath(invitationId), { ssn: '1955-01-01' }, per.session);
    expect(malformed.status).toBe(400);
    expect(malformed.body[0].field).toBe('body.ssn');

    const started = await per.browser.post(approvePath(invitationId), { ssn: PER }, per.session);
    expect(started.status).toBe(200);
    // The login's status call never answers a signature (and so never gives a session for one).
    expect((await pollStatus(per.browser, started.body.orderRef)).status).toBe(404);
    // Another person's session in the same browser does not poll it; another browser is refused.
    const maja = await personAt(server, MAJA);
    expect((await per.browser.post('/api/v2/customer/users/invitation/approve/poll', { data: started.body.orderRef }, maja.session)).status).toBe(404);
    expect((await maja.browser.post('/api/v2/customer/users/invitation/approve/poll', { data: started.body.orderRef }, per.session)).status).toBe(403);
    // Nor as the inviter's signature.
    expect((await pollInvite(per, started.body.orderRef)).status).toBe(404);
    // The QR code and cancel are the login's: cancelled, the poll says userCancel.
    expect((await currentQr(per.browser, started.body.qrToken)).status).toBe(200);
    expect((await per.browser.post('/api/v1/auth/cancel', { orderRef: started.body.orderRef })).status).toBe(200);
    expect((await pollApprove(per, started.body.orderRef)).body).toEqual({ status: 'userCancel', orderRef: started.body.orderRef, hintCode: 'cancelled' });
  });
});

describe('inviting', () => {
  it('refuses oneself, a minor, someone already invited or with access, with message keys on body.ssn', async () => {
    const self = await invite(oskar, OSKAR);
    expect([self.status, self.body]).toEqual([400, [{ field: 'body.ssn', message: 'myPages.refusals.cannotInviteYourself' }]]);
    const minor = await invite(oskar, ELLA);
    expect([minor.status, minor.body]).toEqual([400, [{ field: 'body.ssn', message: 'myPages.refusals.inviteeUnderage' }]]);
    const gustav = await personAt(server, GUSTAV);
    const karin = await invite(gustav, KARIN);
    expect([karin.status, karin.body.message]).toEqual([409, 'myPages.refusals.alreadyHasAccess']);
    // Per has an open invitation (above).
    const per = await invite(oskar, PER);
    expect([per.status, per.body.message]).toEqual([409, 'myPages.refusals.alreadyInvited']);
  });

  it('checks the form, and requires an Idempotency-Key that is not reused for another request', async () => {
    const bad = await invite(oskar, '19860923-9845', { firstName: '', lastName: 'Holm', email: 'not-an-email', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.body.map((error: { field: string }) => error.field).sort()).toEqual(['body.form.email', 'body.form.firstName', 'body.form.role', 'body.ssn']);
    const keyless = await oskar.browser.post(INVITE, { form: mayaForm, ssn: GUSTAV }, oskar.session);
    expect(keyless.body).toEqual([{ field: 'headers.Idempotency-Key', message: 'idempotencyKeyRequired' }]);

    const key = randomUUID();
    const first = await invite(oskar, GUSTAV, { ...mayaForm, firstName: 'Gustav', lastName: 'Berg' }, key);
    expect(first.status).toBe(200);
    const reused = await invite(oskar, GUSTAV, { ...mayaForm, firstName: 'Gustaf', lastName: 'Berg' }, key);
    expect([reused.status, reused.body.errors]).toEqual([409, [{ field: 'headers.Idempotency-Key', message: 'idempotencyKeyReused' }]]);
    expect((await oskar.browser.post('/api/v1/auth/cancel', { orderRef: first.body.orderRef })).status).toBe(200);
    expect((await pollInvite(oskar, first.body.orderRef)).body.status).toBe('userCancel');
    // An invitation whose inviter never signed is nobody's: not listed, not readable.
    expect((await oskar.browser.get(USERS, oskar.session)).body.items.some((user: { firstName: string }) => user.firstName === 'Gustav')).toBe(false);
  });

  it('is for the account’s owner only: Karin, with power of attorney for Gustav, may not invite for his account', async () => {
    const karinForGustav = await personAt(server, KARIN, 'cust-gustav-berg');
    const refused = await invite(karinForGustav, MAJA);
    expect([refused.status, refused.body]).toEqual([403, { message: 'myPages.refusals.notAccountOwner' }]);
  });

  it('for a company, by its admin representative, names the company in the text to sign', async () => {
    const karinForBakery = await personAt(server, KARIN, 'cust-bergs-bageri');
    const started = await invite(karinForBakery, MAJA, mayaForm);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const qr = await currentQr(karinForBakery.browser, started.body.qrToken);
    const scanned = await server.phone.scan({ qr: qr.body.qrCode });
    expect(scanned.body.order.userVisibleData).toBe('Jag ger Maja Holm (19860923-9846) fullmakt att sköta Bergs Bageri AB:s konto hos Hemglans AB.');
    const english = await karinForBakery.browser.post(`${INVITE}?lang=en`, { form: mayaForm, ssn: MAJA }, { ...karinForBakery.session, [HEADERS.idempotencyKey]: randomUUID() });
    // A second order for Karin cancels the first at BankID, as a second login does.
    expect([english.status, english.body.message]).toEqual([409, 'alreadyInProgress']);
    expect((await pollInvite(karinForBakery, started.body.orderRef)).body).toMatchObject({ status: 'userCancel', hintCode: 'cancelled' });
  });
});

describe('withdrawn and expired invitations', () => {
  it('answer 410 with a message key', async () => {
    const invitationId = await invited(server, oskar, OSKAR, GUSTAV, { firstName: 'Gustav', lastName: 'Berg', email: 'gustav@kund.example', role: 'user' });
    expect((await removeUser(oskar, invitationId)).body).toEqual({ ok: true });
    const gustav = await personAt(server, GUSTAV);
    expect((await gustav.browser.get(inviterPath(invitationId), gustav.session)).body).toEqual({ message: 'myPages.refusals.invitationWithdrawn' });
    expect((await gustav.browser.post(rejectPath(invitationId), undefined, gustav.session)).status).toBe(410);

    const again = await invited(server, oskar, OSKAR, GUSTAV, { firstName: 'Gustav', lastName: 'Berg', email: 'gustav@kund.example', role: 'user' });
    server.clock.advance(7 * 24 * 60 * 60 * 1000);
    const late = await personAt(server, GUSTAV);
    const answer = await late.browser.get(inviterPath(again), late.session);
    expect([answer.status, answer.body]).toEqual([410, { message: 'myPages.refusals.invitationExpired' }]);
    expect((await late.browser.post(approvePath(again), { ssn: GUSTAV }, late.session)).status).toBe(410);
    const owner = await personAt(server, OSKAR);
    expect((await owner.browser.get(USERS, owner.session)).body.items.some((user: { id: string }) => user.id === again)).toBe(false);
  });
});
