import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { BankIdClientV6, BankIdError, QrGenerator } from 'bankid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, readEidSettings } from '../../server/config';
import { BankIdClient, readBankIdTls } from '../../server/eid/bankidClient';
import { startRpService, type RpService } from '../../server/eid/rpService';
import { BankIdSimulator } from '../../server/eid/simulator';
import { ensureTestPki, TEST_CLIENT_PASSPHRASE, TEST_PKI_FILES, type TestPki } from '../../server/eid/testPki';
import { logIn, startEidApi, type EidTestServer } from './eidHelpers';

/**
 * The simulator's RP API v6.0 over mutual TLS, driven by a BankID client
 * that is not ours (the npm package `bankid`, unchanged but for its base URL
 * and certificates), and by the site's own client: identification, sign,
 * cancel and refusals as BankID documents them, the phone being the test
 * app. A client without a certificate of the simulator's CA is refused in
 * the handshake.
 */

const IP = '192.0.2.20';
const OSKAR = '198112189876';
/** A `requirement` as BankID's v6 API takes it (the package's types ask for every field). */
const onlyPerson = (personalNumber: string) => ({ personalNumber, pinCode: false, mrtd: false });

let server: EidTestServer;
let pkiDir: string;
let pki: TestPki;
let rp: RpService;
const refusedHandshakes: string[] = [];

beforeAll(async () => {
  server = await startEidApi();
  pkiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankid-pki-'));
  pki = ensureTestPki(path.join(pkiDir, 'simulator'));
  const simulator = new BankIdSimulator(server.database.db, server.clock, readConfig({} as NodeJS.ProcessEnv).eid.simulator);
  rp = await startRpService(simulator, pki, { host: '127.0.0.1', port: 0, onRefusedHandshake: (reason) => refusedHandshakes.push(reason) });
}, 60_000);
afterAll(async () => {
  await rp?.close();
  await server?.close();
  if (pkiDir) fs.rmSync(pkiDir, { recursive: true, force: true });
});

/** The npm client, pointed at the simulator with `pfx` (the simulator's relying-party certificate unless told). */
function npmClient(pfx: Buffer = pki.clientPfx) {
  const client = new BankIdClientV6({ production: false, pfx, passphrase: TEST_CLIENT_PASSPHRASE, ca: Buffer.from(pki.ca), refreshInterval: 50 });
  // Its only change: the base URL, which the package fixes to BankID's test environment.
  (client as unknown as { axios: { defaults: { baseURL: string } } }).axios.defaults.baseURL = `${rp.url}/rp/v6.0/`;
  return client;
}

const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('the RP API over mutual TLS, to the npm bankid client', () => {
  it('identifies by the QR code the client makes itself: outstandingTransaction → started → userSign → complete', async () => {
    const client = npmClient();
    const order = await client.authenticate({ endUserIp: IP });
    expect(order.orderRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(await client.collect({ orderRef: order.orderRef })).toEqual({ orderRef: order.orderRef, status: 'pending', hintCode: 'outstandingTransaction' });

    const qr = await QrGenerator.latestQrFromCache(order.orderRef);
    const scanned = await server.phone.scan({ qr });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    expect(await client.collect({ orderRef: order.orderRef })).toMatchObject({ status: 'pending', hintCode: 'started' });
    await server.phone.identify(scanned.body.handle, '19811218-9876');
    expect(await client.collect({ orderRef: order.orderRef })).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    await server.phone.sign(scanned.body.handle);

    const done = await client.awaitPendingCollect(order.orderRef);
    expect(done).toMatchObject({ status: 'complete', completionData: { user: { personalNumber: OSKAR, name: 'Oskar Lindqvist', givenName: 'Oskar' } } });
    // A completed order is handed out once.
    const again = await errorOf(client.collect({ orderRef: order.orderRef }));
    expect(again).toBeInstanceOf(BankIdError);
    expect(again).toMatchObject({ code: 'invalidParameters' });
  });

  it('signs a text for the required person, who sees it on the phone', async () => {
    const client = npmClient();
    const order = await client.sign({ endUserIp: IP, userVisibleData: 'Jag godkänner fullmakten.', requirement: onlyPerson(OSKAR) } as never);
    const scanned = await server.phone.scan({ autoStartToken: order.autoStartToken });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    expect(scanned.body.order).toMatchObject({ kind: 'sign', userVisibleData: 'Jag godkänner fullmakten.', requiredPersonalNumber: '19811218-9876' });
    await server.phone.sign(scanned.body.handle, '19811218-9876');
    expect(await client.collect({ orderRef: order.orderRef })).toMatchObject({ status: 'complete', completionData: { user: { personalNumber: OSKAR } } });
  });

  it('cancels an order, refuses a second order for the same person and a malformed personal number', async () => {
    const client = npmClient();
    const first = await client.authenticate({ endUserIp: IP, requirement: onlyPerson(OSKAR) });
    // A second order for a person with one in progress: both are over, no new one.
    const second = await errorOf(client.authenticate({ endUserIp: IP, requirement: onlyPerson(OSKAR) }));
    expect(second).toMatchObject({ code: 'alreadyInProgress' });
    expect(await client.collect({ orderRef: first.orderRef })).toMatchObject({ status: 'failed', hintCode: 'cancelled' });

    const open = await client.authenticate({ endUserIp: IP });
    expect(await client.cancel({ orderRef: open.orderRef })).toEqual({});
    await expect(client.awaitPendingCollect(open.orderRef)).rejects.toMatchObject({ status: 'failed', hintCode: 'cancelled' });

    for (const personalNumber of ['198112189875', '19811218-9876', '1981121898']) {
      const refused = await errorOf(client.authenticate({ endUserIp: IP, requirement: onlyPerson(personalNumber) }));
      expect(refused, personalNumber).toBeInstanceOf(BankIdError);
      expect(refused, personalNumber).toMatchObject({ code: 'invalidParameters' });
    }
  });

  it('refuses a client whose certificate another CA issued, in the handshake, and answers nothing', async () => {
    const handshakes = rp.handshakes();
    const before = refusedHandshakes.length;
    const stranger = ensureTestPki(path.join(pkiDir, 'another-ca'));
    expect(stranger.ca).not.toBe(pki.ca);
    const refused = await errorOf(npmClient(stranger.clientPfx).authenticate({ endUserIp: IP }));
    expect(refused).toBeDefined();
    expect(refused).not.toBeInstanceOf(BankIdError);
    // Nor is a client with no certificate at all.
    const bare = await errorOf(
      new Promise((resolve, reject) => {
        const request = https.request(`${rp.url}/rp/v6.0/auth`, { method: 'POST', ca: pki.ca, headers: { 'Content-Type': 'application/json' } }, resolve);
        request.on('error', reject);
        request.end(JSON.stringify({ endUserIp: IP }));
      }),
    );
    expect(bare).toBeInstanceOf(Error);
    expect(refusedHandshakes.length).toBeGreaterThanOrEqual(before + 2);
    expect(rp.handshakes()).toBe(handshakes);
  });
});

/** A raw request with the simulator's relying-party certificate. */
function rawRequest(method: string, pathname: string, body: string, contentType = 'application/json') {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = https.request(
      `${rp.url}${pathname}`,
      { method, pfx: pki.clientPfx, passphrase: TEST_CLIENT_PASSPHRASE, ca: pki.ca, headers: { 'Content-Type': contentType } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the RP API, as BankID answers what it does not serve', () => {
  it('answers an unknown method 404, another verb 405, another media type 415 and broken JSON 400, as { errorCode, details }', async () => {
    expect(await rawRequest('POST', '/rp/v6.0/nosuch', '{}')).toEqual({ status: 404, body: { errorCode: 'notFound', details: 'Unknown method' } });
    expect(await rawRequest('POST', '/rp/v5.1/auth', '{}')).toMatchObject({ status: 404, body: { errorCode: 'notFound' } });
    expect(await rawRequest('GET', '/rp/v6.0/auth', '')).toMatchObject({ status: 405, body: { errorCode: 'methodNotAllowed' } });
    expect(await rawRequest('POST', '/rp/v6.0/auth', `{"endUserIp":"${IP}"}`, 'text/plain')).toMatchObject({ status: 415, body: { errorCode: 'unsupportedMediaType' } });
    expect(await rawRequest('POST', '/rp/v6.0/auth', '{"endUserIp":')).toMatchObject({ status: 400, body: { errorCode: 'invalidParameters' } });
    expect(await rawRequest('POST', '/rp/v6.0/collect', '{"orderRef":7}')).toMatchObject({ status: 400, body: { errorCode: 'invalidParameters' } });
    // Text the database cannot store, and a body past 64 kB: refused as bad parameters, never a 500 nor a reset.
    expect(await rawRequest('POST', '/rp/v6.0/collect', JSON.stringify({ orderRef: 'a\u0000b' }))).toEqual({ status: 400, body: { errorCode: 'invalidParameters', details: 'Invalid orderRef' } });
    expect(await rawRequest('POST', '/rp/v6.0/cancel', JSON.stringify({ orderRef: '\ud800' }))).toMatchObject({ status: 400, body: { errorCode: 'invalidParameters' } });
    expect(await rawRequest('POST', '/rp/v6.0/auth', JSON.stringify({ endUserIp: IP, userVisibleData: 'A'.repeat(70_000) }))).toEqual({
      status: 400,
      body: { errorCode: 'invalidParameters', details: 'Body too large' },
    });
  });
});

describe('phone orders (phone/auth, phone/sign): the person confirms the call in the app', () => {
  const json = (body: unknown) => JSON.stringify(body);
  const app = (path: string, body: unknown) => server.browser().post(`/eid-simulator/api/${path}`, body);

  it('identifies: the app shows the call, the person confirms it, then identifies; BankID says userCallConfirm until then', async () => {
    const started = await rawRequest('POST', '/rp/v6.0/phone/auth', json({ personalNumber: OSKAR, callInitiator: 'RP' }));
    expect(started.status).toBe(200);
    // No QR code and no autostart: the order is the person's, shown in their app.
    expect(Object.keys(started.body as object)).toEqual(['orderRef']);
    const { orderRef } = started.body as { orderRef: string };
    const collect = async () => (await rawRequest('POST', '/rp/v6.0/collect', json({ orderRef }))).body;
    expect(await collect()).toEqual({ orderRef, status: 'pending', hintCode: 'outstandingTransaction' });

    const answered = await app('call', { personalNumber: '19811218-9876' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.order).toMatchObject({ kind: 'auth', startedVia: 'call', callInitiator: 'RP', hintCode: 'userCallConfirm', requiredPersonalNumber: '19811218-9876' });
    expect(await collect()).toMatchObject({ status: 'pending', hintCode: 'userCallConfirm' });
    // Not before the call is confirmed.
    expect((await app('sign', { handle: answered.body.handle, personalNumber: '19811218-9876' })).body).toMatchObject({ errorCode: 'callNotConfirmed' });

    expect((await app('confirm-call', { handle: answered.body.handle })).body.order).toMatchObject({ hintCode: 'started' });
    expect(await collect()).toMatchObject({ status: 'pending', hintCode: 'started' });
    await app('sign', { handle: answered.body.handle, personalNumber: '19811218-9876' });
    expect(await collect()).toMatchObject({ status: 'complete', completionData: { user: { personalNumber: OSKAR, givenName: 'Oskar' } } });
  });

  it('signs only with the text, and a declined call fails with userDeclinedCall', async () => {
    expect(await rawRequest('POST', '/rp/v6.0/phone/sign', json({ personalNumber: OSKAR, callInitiator: 'user' }))).toMatchObject({ status: 400, body: { errorCode: 'invalidParameters' } });
    const started = await rawRequest('POST', '/rp/v6.0/phone/sign', json({ personalNumber: OSKAR, callInitiator: 'user', userVisibleData: Buffer.from('Flytt av städning till tisdag').toString('base64') }));
    const { orderRef } = started.body as { orderRef: string };
    const answered = await app('call', { personalNumber: '198112189876' });
    expect(answered.body.order).toMatchObject({ kind: 'sign', callInitiator: 'user', userVisibleData: 'Flytt av städning till tisdag' });
    expect((await app('decline-call', { handle: answered.body.handle })).body.order).toMatchObject({ status: 'failed', hintCode: 'userDeclinedCall' });
    expect((await rawRequest('POST', '/rp/v6.0/collect', json({ orderRef }))).body).toEqual({ orderRef, status: 'failed', hintCode: 'userDeclinedCall' });
    // Nothing waits now: the app says so.
    expect((await app('call', { personalNumber: '19811218-9876' })).status).toBe(404);
  });

  it('refuses a phone order without a valid personal number or caller', async () => {
    for (const body of [{ callInitiator: 'RP' }, { personalNumber: '198112189875', callInitiator: 'RP' }, { personalNumber: OSKAR }, { personalNumber: OSKAR, callInitiator: 'bank' }]) {
      expect(await rawRequest('POST', '/rp/v6.0/phone/auth', json(body)), JSON.stringify(body)).toMatchObject({ status: 400, body: { errorCode: 'invalidParameters' } });
    }
  });
});

describe('the site’s own BankID client, configured by files as for BankID', () => {
  it('starts, collects and cancels an order through the simulator with the certificate files of its folder', async () => {
    const file = (name: keyof typeof TEST_PKI_FILES) => path.join(pki.dir, TEST_PKI_FILES[name]);
    const client = new BankIdClient(
      rp.url,
      readBankIdTls({ url: rp.url, pfxPath: file('clientPfx'), passphrase: TEST_CLIENT_PASSPHRASE, caPath: file('ca'), timeoutMs: 5_000 }),
    );
    try {
      const order = await client.auth({ endUserIp: IP });
      expect(await client.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'outstandingTransaction' });
      await client.cancel(order.orderRef);
      expect(await client.collect(order.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
      // PEM files instead of PKCS#12 serve alike.
      const pem = new BankIdClient(rp.url, readBankIdTls({ url: rp.url, certPath: file('clientCert'), keyPath: file('clientKey'), caPath: file('ca'), timeoutMs: 5_000 }));
      await expect(pem.sign({ endUserIp: IP, userVisibleData: Buffer.from('Ja').toString('base64') })).resolves.toMatchObject({ orderRef: expect.any(String) });
      pem.close();
    } finally {
      client.close();
    }
  });
});

describe('where the RP API listens (EID_SIMULATOR_RP_PORT)', () => {
  it('bound to every address, is reached on loopback, which its certificate names', async () => {
    const simulator = new BankIdSimulator(server.database.db, server.clock, readConfig({} as NodeJS.ProcessEnv).eid.simulator);
    const everywhere = await startRpService(simulator, pki, { host: '0.0.0.0', port: 0 });
    try {
      expect(everywhere.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const client = new BankIdClient(everywhere.url, { pfx: pki.clientPfx, passphrase: TEST_CLIENT_PASSPHRASE, ca: Buffer.from(pki.ca) });
      await expect(client.auth({ endUserIp: IP })).resolves.toMatchObject({ orderRef: expect.any(String) });
      client.close();
    } finally {
      await everywhere.close();
    }
  });

  const settings = (env: Record<string, string>, dataDir = '/srv/site/.data') => readEidSettings(env as unknown as NodeJS.ProcessEnv, dataDir).simulator.rpService;

  it('is on a free port beside a site with a data folder, its certificates in that folder; a port or off when told', () => {
    expect(settings({})).toEqual({ port: 0, certificatesDir: '/srv/site/.data/bankid-simulator' });
    expect(settings({ EID_SIMULATOR_RP_PORT: '4443' })).toEqual({ port: 4443, certificatesDir: '/srv/site/.data/bankid-simulator' });
    expect(settings({ EID_SIMULATOR_RP_PORT: 'off' })).toBeUndefined();
    // A database in memory keeps no certificates, so nothing starts unless a port is asked for.
    expect(settings({}, 'memory://')).toBeUndefined();
    expect(settings({ EID_SIMULATOR_RP_PORT: '0' }, 'memory://')?.port).toBe(0);
    // The real BankID is no simulator.
    expect(settings({ EID_PROVIDER: 'bankid' })).toBeUndefined();
    for (const wrong of ['-1', '65536', '44.3', 'on']) expect(() => settings({ EID_SIMULATOR_RP_PORT: wrong }), wrong).toThrow(/EID_SIMULATOR_RP_PORT/);
  });
});

describe('the site with the simulator and its RP API served (the default with a data folder)', () => {
  it('logs a customer in through its own BankID client over mutual TLS, and the test app counts the handshake', async () => {
    const site = await startEidApi({ env: { EID_SIMULATOR_RP_PORT: '0' } });
    try {
      const rpApi = await site.browser().get('/eid-simulator/api/rp');
      expect(rpApi.status).toBe(200);
      expect(rpApi.body.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/rp\/v6\.0$/);
      const before = rpApi.body.handshakes as number;
      const status = await logIn(site, site.browser(), '19811218-9876');
      expect(status).toMatchObject({ status: 'complete', data: { newCustomer: false, givenName: 'Oskar' } });
      expect((await site.browser().get('/eid-simulator/api/rp')).body.handshakes).toBeGreaterThan(before);
    } finally {
      await site.close();
    }
    // Without it (a database in memory, nothing asked), the phone says so.
    expect((await server.browser().get('/eid-simulator/api/rp')).status).toBe(404);
  });
});
