import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, readEidSettings } from '../../server/config';
import { createEidProvider } from '../../server/eid';
import { BankIdClient, readBankIdTls } from '../../server/eid/bankidClient';
import { EidError } from '../../server/eid/types';
import { FakeClock, startEidApi } from './eidHelpers';

/**
 * The BankID RP API client against a local HTTPS server that speaks the
 * same API and, like BankID, demands a client certificate from the
 * relying-party CA. Certificates are made for the test with openssl.
 */

let dir: string;
const file = (name: string) => path.join(dir, name);
const PASSPHRASE = 'test-passphrase';

function openssl(...args: string[]) {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
}

function makeCa(name: string, subject: string) {
  openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.crt`, '-days', '2', '-subj', subject);
}

function makeLeaf(name: string, subject: string, ca: string, extensions?: string) {
  openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject);
  const ext = extensions ? ['-extfile', `${name}.ext`] : [];
  if (extensions) fs.writeFileSync(file(`${name}.ext`), extensions);
  openssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${ca}.crt`, '-CAkey', `${ca}.key`, '-CAcreateserial', '-out', `${name}.crt`, '-days', '2', ...ext);
}

interface Seen {
  path: string;
  body: any;
  clientCn: string | undefined;
  contentType: string | undefined;
}

let server: https.Server;
let baseUrl: string;
const seen: Seen[] = [];
const orders = new Map<string, number>();
/** Connections that have carried an answer: a kept-alive one is reused for the next call. */
const answered = new WeakSet<object>();

/** A tiny BankID: auth, sign, collect (pending, then complete), cancel, maintenance on demand. */
function bankIdHandler(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    const cert = (req.socket as TLSSocket).getPeerCertificate();
    seen.push({ path: req.url ?? '', body, clientCn: cert?.subject?.CN as string | undefined, contentType: req.headers['content-type'] as string | undefined });
    const send = (status: number, payload: unknown) => {
      answered.add(req.socket);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.method !== 'POST') return send(405, { errorCode: 'methodNotAllowed', details: 'POST only' });
    switch (req.url) {
      case '/rp/v6.0/auth': {
        if (body?.endUserIp === '203.0.113.99') return send(503, { errorCode: 'maintenance', details: 'Down for maintenance' });
        if (body?.endUserIp === '203.0.113.98') {
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<h1>oops</h1>');
        }
        // The idle-close race: a kept-alive connection closed as the call arrives on it, or any connection dropped.
        if ((body?.endUserIp === '203.0.113.97' && answered.has(req.socket)) || body?.endUserIp === '203.0.113.96') return req.socket.destroy();
        if (!body?.endUserIp) return send(400, { errorCode: 'invalidParameters', details: 'Invalid endUserIp' });
        const orderRef = `order-${orders.size + 1}`;
        orders.set(orderRef, 0);
        return send(200, { orderRef, autoStartToken: 'auto-1', qrStartToken: 'qr-1', qrStartSecret: 'secret-1' });
      }
      case '/rp/v6.0/sign': {
        if (!body?.endUserIp) return send(400, { errorCode: 'invalidParameters', details: 'Invalid endUserIp' });
        if (!body?.userVisibleData) return send(400, { errorCode: 'invalidParameters', details: 'Invalid userVisibleData' });
        const orderRef = `order-${orders.size + 1}`;
        orders.set(orderRef, 0);
        return send(200, { orderRef, autoStartToken: 'auto-2', qrStartToken: 'qr-2', qrStartSecret: 'secret-2' });
      }
      case '/rp/v6.0/collect': {
        const count = orders.get(body?.orderRef);
        if (count === undefined) return send(400, { errorCode: 'invalidParameters', details: 'No such order' });
        orders.set(body.orderRef, count + 1);
        if (count === 0) return send(200, { orderRef: body.orderRef, status: 'pending', hintCode: 'outstandingTransaction' });
        return send(200, {
          orderRef: body.orderRef,
          status: 'complete',
          completionData: {
            user: { personalNumber: '198112189876', name: 'Oskar Lindqvist', givenName: 'Oskar', surname: 'Lindqvist' },
            device: { ipAddress: '192.0.2.1', uhi: 'abc' },
            bankIdIssueDate: '2024-01-15',
            signature: 'PHNpZz4=',
            ocspResponse: 'b2NzcA==',
          },
        });
      }
      case '/rp/v6.0/cancel':
        if (!orders.delete(body?.orderRef)) return send(400, { errorCode: 'invalidParameters', details: 'No such order' });
        return send(200, {});
      default:
        return send(404, { errorCode: 'notFound', details: 'No such path' });
    }
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bankid-tls-'));
  makeCa('bankid-ca', '/CN=Test BankID Server CA');
  makeLeaf('server', '/CN=localhost', 'bankid-ca', 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  makeCa('rp-ca', '/CN=Test RP CA');
  makeLeaf('client', '/CN=Test Relying Party', 'rp-ca');
  openssl('pkcs12', '-export', '-inkey', 'client.key', '-in', 'client.crt', '-out', 'client.p12', '-passout', `pass:${PASSPHRASE}`);
  makeCa('stranger-ca', '/CN=Stranger CA');
  makeLeaf('stranger', '/CN=Stranger', 'stranger-ca');

  server = https.createServer(
    {
      key: fs.readFileSync(file('server.key')),
      cert: fs.readFileSync(file('server.crt')),
      ca: fs.readFileSync(file('rp-ca.crt')),
      requestCert: true,
      rejectUnauthorized: true,
    },
    bankIdHandler,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const pfxClient = (url = baseUrl) =>
  new BankIdClient(url, { pfx: fs.readFileSync(file('client.p12')), passphrase: PASSPHRASE, ca: fs.readFileSync(file('bankid-ca.crt')) }, 5_000);

async function refusal(promise: Promise<unknown>): Promise<EidError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EidError);
  return error as EidError;
}

describe('BankID RP API client over mutual TLS', () => {
  it('calls /rp/v6.0/auth, collect and cancel with its PKCS#12 certificate', async () => {
    const client = pfxClient();
    try {
      const order = await client.auth({ endUserIp: '192.0.2.1', requirement: { personalNumber: '198112189876' } });
      expect(order).toEqual({ orderRef: expect.stringMatching(/^order-\d+$/), autoStartToken: 'auto-1', qrStartToken: 'qr-1', qrStartSecret: 'secret-1' });
      const request = seen.at(-1)!;
      expect(request).toMatchObject({ path: '/rp/v6.0/auth', clientCn: 'Test Relying Party', contentType: 'application/json' });
      expect(request.body).toEqual({ endUserIp: '192.0.2.1', requirement: { personalNumber: '198112189876' } });

      expect(await client.collect(order.orderRef)).toEqual({ orderRef: order.orderRef, status: 'pending', hintCode: 'outstandingTransaction' });
      const complete = await client.collect(order.orderRef);
      expect(complete.status === 'complete' && complete.completionData.user.personalNumber).toBe('198112189876');
      await client.cancel(order.orderRef);
      expect(seen.at(-1)).toMatchObject({ path: '/rp/v6.0/cancel', body: { orderRef: order.orderRef } });
    } finally {
      client.close();
    }
  });

  it('calls /rp/v6.0/sign with the text to sign and the signer, and collects the order like an auth order', async () => {
    const client = pfxClient();
    try {
      const text = Buffer.from('Jag godkänner fullmakten', 'utf8').toString('base64');
      const order = await client.sign({ endUserIp: '192.0.2.1', userVisibleData: text, requirement: { personalNumber: '198112189876' } });
      expect(order).toEqual({ orderRef: expect.stringMatching(/^order-\d+$/), autoStartToken: 'auto-2', qrStartToken: 'qr-2', qrStartSecret: 'secret-2' });
      expect(seen.at(-1)).toMatchObject({
        path: '/rp/v6.0/sign',
        clientCn: 'Test Relying Party',
        body: { endUserIp: '192.0.2.1', userVisibleData: text, requirement: { personalNumber: '198112189876' } },
      });
      expect(await client.collect(order.orderRef)).toMatchObject({ status: 'pending' });
      expect(await client.collect(order.orderRef)).toMatchObject({ status: 'complete' });
      const refused = await refusal(client.sign({ endUserIp: '192.0.2.1', userVisibleData: '' }));
      expect([refused.httpStatus, refused.errorCode]).toEqual([400, 'invalidParameters']);
    } finally {
      client.close();
    }
  });

  it('reads PEM certificate and key files named by BANKID_CERT/BANKID_KEY/BANKID_CA, and a BANKID_URL ending in /rp/v6.0', async () => {
    const settings = readEidSettings({
      EID_PROVIDER: 'bankid',
      BANKID_URL: `${baseUrl}/rp/v6.0`,
      BANKID_CERT: file('client.crt'),
      BANKID_KEY: file('client.key'),
      BANKID_CA: file('bankid-ca.crt'),
    } as unknown as NodeJS.ProcessEnv);
    const provider = createEidProvider(settings, undefined as never, new FakeClock());
    expect(provider).toBeInstanceOf(BankIdClient);
    try {
      const order = await provider.auth({ endUserIp: '2001:db8::1' });
      expect(seen.at(-1)).toMatchObject({ path: '/rp/v6.0/auth', clientCn: 'Test Relying Party' });
      await provider.cancel(order.orderRef);
    } finally {
      (provider as BankIdClient).close();
    }
  });

  it('turns BankID error bodies into EidError { errorCode, details } with the HTTP status', async () => {
    const client = pfxClient();
    try {
      const unknown = await refusal(client.collect('no-such-order'));
      expect([unknown.httpStatus, unknown.errorCode, unknown.details]).toEqual([400, 'invalidParameters', 'No such order']);
      const maintenance = await refusal(client.auth({ endUserIp: '203.0.113.99' }));
      expect([maintenance.httpStatus, maintenance.errorCode]).toEqual([503, 'maintenance']);
      const html = await refusal(client.auth({ endUserIp: '203.0.113.98' }));
      expect([html.httpStatus, html.errorCode]).toEqual([500, 'internalError']);
      const wrongPath = await refusal(pfxClient(`${baseUrl}/other`).auth({ endUserIp: '192.0.2.1' }));
      expect([wrongPath.httpStatus, wrongPath.errorCode]).toEqual([404, 'notFound']);
    } finally {
      client.close();
    }
  });

  it('sends a call once more when a kept-alive connection was closed under it, and never when a fresh one is', async () => {
    const client = pfxClient();
    try {
      await client.auth({ endUserIp: '192.0.2.1' });
      const before = seen.length;
      const order = await client.auth({ endUserIp: '203.0.113.97' });
      expect(order.orderRef).toMatch(/^order-\d+$/);
      expect(seen.length - before).toBe(2);

      // Two kept-alive connections, both closed under the calls: the resend fails too, and says BankID is out of reach.
      await Promise.all([client.auth({ endUserIp: '192.0.2.1' }), client.auth({ endUserIp: '192.0.2.2' })]);
      const twice = await refusal(client.auth({ endUserIp: '203.0.113.97' }));
      expect(twice.errorCode).toBe('unavailable');

      const fresh = pfxClient();
      try {
        const dropped = await refusal(fresh.auth({ endUserIp: '203.0.113.96' }));
        expect(dropped.errorCode).toBe('unavailable');
        expect(seen.length - before).toBe(7);
      } finally {
        fresh.close();
      }
    } finally {
      client.close();
    }
  });

  it('is refused without a client certificate, or with one from another CA', async () => {
    const ca = fs.readFileSync(file('bankid-ca.crt'));
    const anonymous = new BankIdClient(baseUrl, { ca }, 5_000);
    const stranger = new BankIdClient(baseUrl, { cert: fs.readFileSync(file('stranger.crt')), key: fs.readFileSync(file('stranger.key')), ca }, 5_000);
    try {
      const before = seen.length;
      for (const client of [anonymous, stranger]) {
        const error = await refusal(client.auth({ endUserIp: '192.0.2.1' }));
        expect(error.errorCode).toBe('unavailable');
      }
      expect(seen.length).toBe(before);
    } finally {
      anonymous.close();
      stranger.close();
    }
  });

  it('trusts only the configured CA for the server: a server certificate from another CA is refused', async () => {
    const client = new BankIdClient(
      baseUrl,
      { pfx: fs.readFileSync(file('client.p12')), passphrase: PASSPHRASE, ca: fs.readFileSync(file('stranger-ca.crt')) },
      5_000,
    );
    try {
      const error = await refusal(client.auth({ endUserIp: '192.0.2.1' }));
      expect(error.errorCode).toBe('unavailable');
      expect(error.details).toMatch(/certificate/i);
    } finally {
      client.close();
    }
  });

  it('refuses to start without the CA or a client certificate, and with a plain-http URL', () => {
    const base = readConfig({ EID_PROVIDER: 'bankid' } as unknown as NodeJS.ProcessEnv).eid.bankid;
    expect(() => readBankIdTls(base)).toThrow(/BANKID_CA/);
    expect(() => readBankIdTls({ ...base, caPath: file('bankid-ca.crt') })).toThrow(/BANKID_PFX/);
    expect(() => new BankIdClient('http://127.0.0.1:1', { ca: Buffer.from('') })).toThrow(/https/);
    expect(() => readEidSettings({ EID_PROVIDER: 'freja' } as unknown as NodeJS.ProcessEnv)).toThrow(/EID_PROVIDER/);
  });
});

describe('the site with EID_PROVIDER=bankid', () => {
  it('logs in through the RP client, and serves no simulator test app', async () => {
    const client = pfxClient();
    const api = await startEidApi({ provider: 'bankid', eid: client });
    try {
      const browser = api.browser();
      const login = await browser.post('/api/v1/auth/login', { ssn: '19811218-9876' });
      expect(login.status).toBe(200);
      expect(seen.at(-1)).toMatchObject({ path: '/rp/v6.0/auth', body: { endUserIp: '127.0.0.1', requirement: { personalNumber: '198112189876' } } });
      expect((await browser.post('/api/v2/auth/status', { orderRef: login.body.orderRef })).body).toMatchObject({ status: 'pending' });
      const done = await browser.post('/api/v2/auth/status', { orderRef: login.body.orderRef });
      expect(done.body).toMatchObject({ status: 'complete', sessionToken: expect.any(String) });
      const qr = await browser.post('/api/v1/auth/login', {});
      const code = await browser.post('/api/v1/auth/qr', { token: qr.body.qrToken });
      expect(code.body.qrCode).toMatch(/^bankid\.qr-1\.0\.[0-9a-f]{64}$/);

      for (const target of ['/eid-simulator', '/eid-simulator/app.js', '/eid-simulator/api/identities']) {
        expect((await browser.get(target)).status, target).toBe(404);
      }
      const scan = await browser.post('/eid-simulator/api/scan', { qr: code.body.qrCode });
      expect(scan.status).toBe(404);
    } finally {
      await api.close();
      client.close();
    }
  }, 60_000);
});
