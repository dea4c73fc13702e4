import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { qrContent } from '../../server/eid/qr';
import { BankIdSimulator } from '../../server/eid/simulator';
import { EidError, type AuthResponse } from '../../server/eid/types';
import { startEidApi, type EidTestServer } from './eidHelpers';

/**
 * The embedded BankID against the RP API v6 semantics: the relying-party
 * side is a second simulator instance on the same database (orders live in
 * the database, so any process answers for any order), the phone side is
 * the test app over HTTP.
 */

const settings = readConfig({} as NodeJS.ProcessEnv).eid.simulator;
const PERSON = '198112189876';
const OTHER = '197504129821';
const IP = '192.0.2.10';

let server: EidTestServer;
let rp: BankIdSimulator;
beforeAll(async () => {
  server = await startEidApi();
  rp = new BankIdSimulator(server.database.db, server.clock, settings);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** The QR content of an order `seconds` after it was created, made as a relying party makes it. */
const qrAt = (order: AuthResponse, seconds: number) => qrContent(order.qrStartToken, order.qrStartSecret, seconds);
const secondsSince = (start: number) => Math.floor((server.clock.now() - start) / 1000);

async function refusal(promise: Promise<unknown>): Promise<EidError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EidError);
  return error as EidError;
}

async function pickedUp(order: AuthResponse, start: number) {
  const scan = await server.phone.scan({ qr: qrAt(order, secondsSince(start)) });
  expect(scan.status, JSON.stringify(scan.body)).toBe(200);
  return scan.body.handle as string;
}

describe('simulator: auth and collect', () => {
  it('starts an order with UUID tokens and walks outstandingTransaction → started → userSign → complete', async () => {
    const start = server.clock.now();
    const order = await rp.auth({ endUserIp: IP });
    for (const value of Object.values(order)) expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await rp.collect(order.orderRef)).toEqual({ orderRef: order.orderRef, status: 'pending', hintCode: 'outstandingTransaction' });

    server.clock.advance(2_000);
    const handle = await pickedUp(order, start);
    expect(await rp.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'started' });

    const identified = await server.phone.identify(handle, '19811218-9876');
    expect(identified.body.order).toMatchObject({ status: 'pending', hintCode: 'userSign', personalNumber: '19811218-9876', name: 'Oskar Lindqvist' });
    expect(await rp.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });

    const signed = await server.phone.sign(handle);
    expect(signed.body.order).toMatchObject({ status: 'complete' });
    const collected = await rp.collect(order.orderRef);
    expect(collected.status).toBe('complete');
    if (collected.status !== 'complete') return;
    const { completionData } = collected;
    expect(completionData.user).toEqual({ personalNumber: PERSON, name: 'Oskar Lindqvist', givenName: 'Oskar', surname: 'Lindqvist' });
    expect(completionData.device.ipAddress).toBe('127.0.0.1');
    expect(completionData.bankIdIssueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const value of [completionData.signature, completionData.ocspResponse]) {
      expect(value).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(value, 'base64').length).toBeGreaterThan(10);
    }
  });

  it('hands a completed order out once: a second collect is invalidParameters', async () => {
    const start = server.clock.now();
    const order = await rp.auth({ endUserIp: IP });
    const handle = await pickedUp(order, start);
    await server.phone.sign(handle, '19860923-9846');
    expect((await rp.collect(order.orderRef)).status).toBe('complete');
    const again = await refusal(rp.collect(order.orderRef));
    expect(again.httpStatus).toBe(400);
    expect(again.toJSON()).toEqual({ errorCode: 'invalidParameters', details: 'No such order' });
  });

  it('changes the hint to noClient while nobody picks the order up', async () => {
    const order = await rp.auth({ endUserIp: IP });
    server.clock.advance(settings.noClientAfterMs);
    expect(await rp.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'noClient' });
  });

  it('fails with startFailed when nobody picks the order up within 30 s', async () => {
    const start = server.clock.now();
    const order = await rp.auth({ endUserIp: IP });
    server.clock.advance(29_999);
    expect((await rp.collect(order.orderRef)).status).toBe('pending');
    server.clock.advance(1);
    expect(await rp.collect(order.orderRef)).toEqual({ orderRef: order.orderRef, status: 'failed', hintCode: 'startFailed' });
    // A fresh, correctly signed code cannot revive it.
    const late = await server.phone.scan({ qr: qrAt(order, secondsSince(start)) });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ errorCode: 'orderNotPending', order: { status: 'failed', hintCode: 'startFailed' } });
  });

  it('expires a picked-up order 3 minutes after it was created with expiredTransaction', async () => {
    const start = server.clock.now();
    const order = await rp.auth({ endUserIp: IP });
    server.clock.advance(25_000);
    const handle = await pickedUp(order, start);
    await server.phone.identify(handle, '19811218-9876');
    server.clock.advance(180_000 - 25_000 - 1);
    expect(await rp.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    server.clock.advance(1);
    expect(await rp.collect(order.orderRef)).toEqual({ orderRef: order.orderRef, status: 'failed', hintCode: 'expiredTransaction' });
    const sign = await server.phone.sign(handle);
    expect(sign.status).toBe(409);
    expect(sign.body.errorCode).toBe('orderNotPending');
  });

  it('alreadyInProgress: a second order for the same person aborts the first (cancelled) and creates none', async () => {
    const first = await rp.auth({ endUserIp: IP, requirement: { personalNumber: OTHER } });
    const error = await refusal(rp.auth({ endUserIp: IP, requirement: { personalNumber: OTHER } }));
    expect(error.httpStatus).toBe(400);
    expect(error.errorCode).toBe('alreadyInProgress');
    expect(await rp.collect(first.orderRef)).toEqual({ orderRef: first.orderRef, status: 'failed', hintCode: 'cancelled' });
    // Both gone: the next order for the person starts normally.
    const third = await rp.auth({ endUserIp: IP, requirement: { personalNumber: OTHER } });
    expect((await rp.collect(third.orderRef)).status).toBe('pending');
    await rp.cancel(third.orderRef);
  });

  it('alreadyInProgress also when the person identified on an order without requirement', async () => {
    const start = server.clock.now();
    const open = await rp.auth({ endUserIp: IP });
    const handle = await pickedUp(open, start);
    await server.phone.identify(handle, '19860923-9846');
    const error = await refusal(rp.auth({ endUserIp: IP, requirement: { personalNumber: '198609239846' } }));
    expect(error.errorCode).toBe('alreadyInProgress');
    expect(await rp.collect(open.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
  });

  it('enforces requirement.personalNumber: another person’s BankID is refused and the order waits', async () => {
    const start = server.clock.now();
    const order = await rp.auth({ endUserIp: IP, requirement: { personalNumber: PERSON } });
    const handle = await pickedUp(order, start);
    const wrong = await server.phone.sign(handle, '19860923-9846');
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ errorCode: 'requirementNotMet', order: { status: 'pending', requiredPersonalNumber: '19811218-9876' } });
    expect(await rp.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'started' });
    const right = await server.phone.sign(handle, '19811218-9876');
    expect(right.body.order.status).toBe('complete');
    const collected = await rp.collect(order.orderRef);
    expect(collected.status === 'complete' && collected.completionData.user.personalNumber).toBe(PERSON);
  });

  it('cancel: the RP cancels (collect says cancelled), the user cancels (userCancel), a blocked BankID fails (certificateErr)', async () => {
    const byRp = await rp.auth({ endUserIp: IP });
    await rp.cancel(byRp.orderRef);
    expect(await rp.collect(byRp.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
    await rp.cancel(byRp.orderRef); // cancelling an order that is over does nothing

    let start = server.clock.now();
    const byUser = await rp.auth({ endUserIp: IP });
    const handle = await pickedUp(byUser, start);
    expect((await server.phone.cancel(handle)).body.order).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
    expect(await rp.collect(byUser.orderRef)).toMatchObject({ status: 'failed', hintCode: 'userCancel' });

    start = server.clock.now();
    const blocked = await rp.auth({ endUserIp: IP });
    const blockedHandle = await pickedUp(blocked, start);
    expect((await server.phone.identify(blockedHandle, '19700101-9939')).body.order).toMatchObject({ status: 'failed', hintCode: 'certificateErr' });
    expect(await rp.collect(blocked.orderRef)).toMatchObject({ status: 'failed', hintCode: 'certificateErr' });
  });

  it('answers invalidParameters for bad input and unknown orders, as BankID does', async () => {
    for (const request of [
      { endUserIp: 'not-an-ip' },
      { endUserIp: '' },
      { endUserIp: IP, requirement: { personalNumber: '8112189876' } },
      { endUserIp: IP, requirement: { personalNumber: '198112189875' } },
      { endUserIp: IP, userVisibleData: 'not base64!' },
    ]) {
      const error = await refusal(rp.auth(request));
      expect(error.toJSON().errorCode, JSON.stringify(request)).toBe('invalidParameters');
    }
    expect((await refusal(rp.collect(randomUUID()))).toJSON()).toEqual({ errorCode: 'invalidParameters', details: 'No such order' });
    expect((await refusal(rp.cancel(randomUUID()))).errorCode).toBe('invalidParameters');
  });

  it('sign: the phone shows the text to sign and that it signs, only the required person signs, and the signature covers the text', async () => {
    const start = server.clock.now();
    const text = 'Jag ger Maja Holm (19860923-9846) fullmakt att sköta mitt konto hos Hemglans AB.';
    const userVisibleData = Buffer.from(text, 'utf8').toString('base64');
    const order = await rp.sign({ endUserIp: IP, userVisibleData, requirement: { personalNumber: PERSON } });
    const handle = await pickedUp(order, start);
    expect((await server.phone.order(handle)).body.order).toMatchObject({ kind: 'sign', userVisibleData: text, requiredPersonalNumber: '19811218-9876' });
    expect((await server.phone.identify(handle, OTHER)).body.errorCode).toBe('requirementNotMet');
    expect((await server.phone.sign(handle, PERSON)).body.order).toMatchObject({ kind: 'sign', status: 'complete' });
    const collected = await rp.collect(order.orderRef);
    expect(collected.status === 'complete' && collected.completionData.user.personalNumber).toBe(PERSON);
    if (collected.status !== 'complete') return;
    expect(Buffer.from(collected.completionData.signature, 'base64').toString('utf8')).toContain(`<UserVisibleData>${userVisibleData}</UserVisibleData>`);
    // An identification says so.
    const login = await rp.auth({ endUserIp: IP });
    expect((await server.phone.order(await pickedUp(login, start))).body.order.kind).toBe('auth');
    await rp.cancel(login.orderRef);
  });

  it('sign: the text is required (base64, at most 40 000 characters), as BankID wants it', async () => {
    for (const request of [{ endUserIp: IP }, { endUserIp: IP, userVisibleData: '' }, { endUserIp: IP, userVisibleData: 'not base64!' }, { endUserIp: IP, userVisibleData: 'QUFB'.repeat(10_001) }]) {
      const error = await refusal(rp.sign(request as never));
      expect(error.toJSON().errorCode, JSON.stringify(request).slice(0, 80)).toBe('invalidParameters');
    }
    // Longer than an identification's text may be.
    const long = await rp.sign({ endUserIp: IP, userVisibleData: 'QUFB'.repeat(1_000) });
    await rp.cancel(long.orderRef);
    expect((await refusal(rp.auth({ endUserIp: IP, userVisibleData: 'QUFB'.repeat(1_000) }))).errorCode).toBe('invalidParameters');
  });

  it('keeps orders in the database: another instance (process) answers for them', async () => {
    const other = new BankIdSimulator(server.database.db, server.clock, settings);
    const order = await rp.auth({ endUserIp: IP });
    expect(await other.collect(order.orderRef)).toMatchObject({ status: 'pending' });
    await other.cancel(order.orderRef);
    expect(await rp.collect(order.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
  });

  it('honours shortened durations', async () => {
    const quick = new BankIdSimulator(server.database.db, server.clock, { ...settings, pickupTimeoutMs: 2_000, orderLifetimeMs: 5_000 });
    const order = await quick.auth({ endUserIp: IP });
    server.clock.advance(2_000);
    expect(await quick.collect(order.orderRef)).toMatchObject({ status: 'failed', hintCode: 'startFailed' });
  });
});

describe('simulator: QR codes as the phone checks them', () => {
  it('are bankid.<qrStartToken>.<seconds>.<hex HMAC-SHA256 of the seconds under qrStartSecret>', async () => {
    const order = await rp.auth({ endUserIp: IP });
    const content = qrAt(order, 7);
    const expected = createHmac('sha256', order.qrStartSecret).update('7').digest('hex');
    expect(content).toBe(`bankid.${order.qrStartToken}.7.${expected}`);
    expect(content).toMatch(/^bankid\.[0-9a-f-]{36}\.7\.[0-9a-f]{64}$/);
    await rp.cancel(order.orderRef);
  });

  it(`accepts a code up to ${settings.qrMaxAgeSeconds} s behind the order’s second and refuses an older one`, async () => {
    const start = server.clock.now();
    const order = await rp.auth({ endUserIp: IP });
    server.clock.advance(12_000);
    const stale = await server.phone.scan({ qr: qrAt(order, 12 - settings.qrMaxAgeSeconds - 1) });
    expect(stale.status).toBe(410);
    expect(stale.body.errorCode).toBe('qrExpired');
    const oldest = await server.phone.scan({ qr: qrAt(order, 12 - settings.qrMaxAgeSeconds) });
    expect(oldest.status).toBe(200);
    expect(secondsSince(start)).toBe(12);
    await rp.cancel(order.orderRef);
  });

  it('refuses a code from the future, a forged HMAC, an unknown token and a code that is no QR content', async () => {
    const order = await rp.auth({ endUserIp: IP });
    const future = await server.phone.scan({ qr: qrAt(order, 5) });
    expect([future.status, future.body.errorCode]).toEqual([403, 'qrFromTheFuture']);

    const forged = `bankid.${order.qrStartToken}.0.${createHmac('sha256', 'guessed-secret').update('0').digest('hex')}`;
    const forgedAnswer = await server.phone.scan({ qr: forged });
    expect([forgedAnswer.status, forgedAnswer.body.errorCode]).toEqual([403, 'forgedQr']);

    const unknown = await server.phone.scan({ qr: qrContent(randomUUID(), randomUUID(), 0) });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'unknownToken']);

    for (const qr of ['hello', `bankid.${order.qrStartToken}.0`, `bankid.${order.qrStartToken}.x.${'0'.repeat(64)}`]) {
      const answer = await server.phone.scan({ qr });
      expect([answer.status, answer.body.errorCode], qr).toEqual([400, 'invalidQr']);
    }
    // None of these picked the order up.
    expect(await rp.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'outstandingTransaction' });
    await rp.cancel(order.orderRef);
  });

  it('refuses a replayed code: an order is picked up once, by QR or autostart token', async () => {
    const order = await rp.auth({ endUserIp: IP });
    const qr = qrAt(order, 0);
    expect((await server.phone.scan({ qr })).status).toBe(200);
    const replay = await server.phone.scan({ qr });
    expect([replay.status, replay.body.errorCode]).toEqual([409, 'alreadyUsed']);
    const byToken = await server.phone.scan({ autoStartToken: order.autoStartToken });
    expect([byToken.status, byToken.body.errorCode]).toEqual([409, 'alreadyUsed']);
    await rp.cancel(order.orderRef);
  });

  it('picks an order up by autostart token (and then not by QR)', async () => {
    const order = await rp.auth({ endUserIp: IP });
    const opened = await server.phone.scan({ autoStartToken: order.autoStartToken });
    expect(opened.status).toBe(200);
    expect(opened.body.order).toMatchObject({ status: 'pending', hintCode: 'started', startedVia: 'autoStart' });
    expect((await server.phone.scan({ qr: qrAt(order, 0) })).body.errorCode).toBe('alreadyUsed');
    expect((await server.phone.scan({ autoStartToken: randomUUID() })).status).toBe(404);
    await rp.cancel(order.orderRef);
  });
});
