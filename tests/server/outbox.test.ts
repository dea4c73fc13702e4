import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ELKS_SMS_URL, readConfig, readOutboxSettings, SMS_TIMEOUT_MS, SMTP_TIMEOUT_MS } from '../../server/config';
import { createOutbox, OutboxError } from '../../server/domain/outbox';
import { elksSmsSender } from '../../server/domain/outbox/elks';
import { OUTBOX_LIST_LIMIT } from '../../server/domain/outbox/store';
import { startBookingApi, type BookingApi } from './booking-api/support';
import { latestCode, outboxTo, send } from './customer-api/account';
import { OSKAR } from './people';

/**
 * The outbox: its configuration, the 46elks client against a real HTTP
 * server on 127.0.0.1 that also fails and hangs, the development outbox
 * (table, log line, `/outbox` page and JSON), and a whole server sending
 * the phone code through the provider.
 */

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
const ELKS = { SMS_PROVIDER: '46elks', SMS_API_USER: 'u0123456789abcdef', SMS_API_PASSWORD: 'secret-password', SMS_FROM: 'Hemservice' };

describe('e-mail settings', () => {
  it('has no SMTP server unless SMTP_URL is set: e-mail goes to the development outbox', () => {
    expect(readOutboxSettings(env({ SMTP_FROM: 'bokning@hemglans.example' })).email).toBeUndefined();
  });

  it('reads an smtp(s) URL with its sender; anything else stops the start', () => {
    expect(readOutboxSettings(env({ SMTP_URL: 'smtps://u:p@mail.example:465', SMTP_FROM: 'Hemglans <bokning@hemglans.example>' })).email).toEqual({
      url: 'smtps://u:p@mail.example:465',
      from: 'Hemglans <bokning@hemglans.example>',
      timeoutMs: SMTP_TIMEOUT_MS,
    });
    expect(() => readOutboxSettings(env({ SMTP_URL: 'http://mail.example', SMTP_FROM: 'bokning@hemglans.example' }))).toThrow(/SMTP_URL must be an smtp/);
    expect(() => readOutboxSettings(env({ SMTP_URL: 'not a url', SMTP_FROM: 'bokning@hemglans.example' }))).toThrow(/SMTP_URL must be an smtp/);
    expect(() => readOutboxSettings(env({ SMTP_URL: 'smtp://127.0.0.1:2525' }))).toThrow(/SMTP_FROM/);
    expect(() => readOutboxSettings(env({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'Hemglans <bokning@hemglans.example>\r\nBcc: x@y.example' }))).toThrow(/SMTP_FROM/);
  });
});

describe('SMS settings', () => {
  it('has no provider unless SMS_PROVIDER is set: SMS go to the development outbox', () => {
    expect(readOutboxSettings(env({}))).toEqual({ sms: undefined, email: undefined });
    expect(readOutboxSettings(env({ SMS_PROVIDER: ' ', SMS_API_USER: 'x' }))).toEqual({ sms: undefined, email: undefined });
    expect(readConfig(env({})).outbox.sms).toBeUndefined();
  });

  it('reads 46elks with its settings, the official endpoint by default', () => {
    expect(readOutboxSettings(env(ELKS)).sms).toEqual({
      provider: '46elks',
      apiUrl: ELKS_SMS_URL,
      user: ELKS.SMS_API_USER,
      password: ELKS.SMS_API_PASSWORD,
      from: 'Hemservice',
      timeoutMs: SMS_TIMEOUT_MS,
    });
    expect(ELKS_SMS_URL).toBe('https://api.46elks.com/a1/sms');
    expect(readOutboxSettings(env({ ...ELKS, SMS_FROM: '+46701740699', SMS_API_URL: 'http://127.0.0.1:9/sms' })).sms).toMatchObject({
      from: '+46701740699',
      apiUrl: 'http://127.0.0.1:9/sms',
    });
  });

  it('stops the start with a clear message when a setting is missing or wrong', () => {
    expect(() => readOutboxSettings(env({ SMS_PROVIDER: '46elks' }))).toThrow('SMS_PROVIDER=46elks needs SMS_API_USER, SMS_API_PASSWORD, SMS_FROM');
    expect(() => readOutboxSettings(env({ ...ELKS, SMS_API_PASSWORD: '' }))).toThrow('SMS_PROVIDER=46elks needs SMS_API_PASSWORD');
    expect(() => readOutboxSettings(env({ ...ELKS, SMS_PROVIDER: 'twilio' }))).toThrow(/SMS_PROVIDER must be "46elks"/);
    expect(() => readOutboxSettings(env({ ...ELKS, SMS_FROM: 'A sender name that is far too long' }))).toThrow(/SMS_FROM/);
    expect(() => readOutboxSettings(env({ ...ELKS, SMS_API_URL: 'not a url' }))).toThrow(/SMS_API_URL/);
    expect(() => readOutboxSettings(env({ ...ELKS, SMS_API_URL: 'ftp://example.com/sms' }))).toThrow(/SMS_API_URL/);
    expect(() => readConfig(env({ SMS_PROVIDER: '46elks' }))).toThrow(/SMS_API_USER/);
  });
});

/** A stand-in for 46elks on 127.0.0.1: records what it is sent and answers as `mode` says. */
interface FakeElks {
  url: string;
  mode: 'ok' | 'fail' | 'refuse' | 'hang' | 'hangBody';
  received: { method: string; path: string; authorization: string | undefined; contentType: string | undefined; form: Record<string, string> }[];
  close(): Promise<void>;
}

async function startFakeElks(): Promise<FakeElks> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeElks = {
    url: '',
    mode: 'ok',
    received: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      fake.received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(text)),
      });
      if (fake.mode === 'hang') return;
      if (fake.mode === 'hangBody') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"status":');
        return;
      }
      if (fake.mode === 'fail') return res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error\n');
      if (fake.mode === 'refuse') return res.writeHead(403, { 'content-type': 'text/plain' }).end('Not enough credits');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'created', id: 's1', to: fake.received.at(-1)!.form.to }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/a1/sms`;
  return fake;
}

describe('the 46elks client', () => {
  let elks: FakeElks;
  beforeAll(async () => {
    elks = await startFakeElks();
  });
  afterAll(() => elks.close());
  afterEach(() => {
    elks.mode = 'ok';
    elks.received.length = 0;
  });

  const sender = (timeoutMs = 2000) => elksSmsSender({ apiUrl: elks.url, user: 'api-user', password: 'p@ss:word', from: 'Hemservice', timeoutMs });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OutboxError);
    return error as OutboxError;
  };

  it('posts from, to and message form-encoded with basic auth', async () => {
    await sender()('+46701740660', 'Din kod: 123456. Åäö & = + ?');
    expect(elks.received).toEqual([
      {
        method: 'POST',
        path: '/a1/sms',
        authorization: `Basic ${Buffer.from('api-user:p@ss:word').toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { from: 'Hemservice', to: '+46701740660', message: 'Din kod: 123456. Åäö & = + ?' },
      },
    ]);
  });

  it('fails clearly when the provider answers 500 or refuses', async () => {
    elks.mode = 'fail';
    const failed = await failure(sender()('+46701740660', 'x'));
    expect(failed.reason).toBe('providerFailed');
    expect(failed.message).toBe('SMS provider answered 500: Internal error');
    elks.mode = 'refuse';
    const refused = await failure(sender()('+46701740660', 'x'));
    expect(refused.reason).toBe('providerRefused');
    expect(refused.message).toBe('SMS provider answered 403: Not enough credits');
  });

  it('gives up after its timeout when the provider does not answer, or stops half-way', async () => {
    for (const mode of ['hang', 'hangBody'] as const) {
      elks.mode = mode;
      const started = performance.now();
      const timedOut = await failure(sender(300)('+46701740660', 'x'));
      const elapsed = performance.now() - started;
      expect(timedOut.reason, mode).toBe('timeout');
      expect(timedOut.message).toBe('SMS provider did not answer within 300 ms');
      expect(elapsed).toBeGreaterThanOrEqual(250);
      expect(elapsed).toBeLessThan(2000);
    }
  });

  it('fails clearly when nothing listens', async () => {
    const closed = await startFakeElks();
    const url = closed.url;
    await closed.close();
    const unreachable = await failure(elksSmsSender({ apiUrl: url, user: 'u', password: 'p', from: 'Hemservice', timeoutMs: 2000 })('+46701740660', 'x'));
    expect(unreachable.reason).toBe('unreachable');
  });
});

describe('the development outbox', () => {
  let api: BookingApi;
  const lines: string[] = [];
  const log = { info: (line: string) => lines.push(line), error: () => {} };

  beforeAll(async () => {
    api = await startBookingApi({ env: { LOG_LEVEL: 'error' } });
  }, 60_000);
  afterAll(() => api.server.close());

  const outbox = () => createOutbox({ sms: undefined, email: undefined }, api.server.database.db, api.server.clock, log as never);

  it('stores an SMS and an e-mail and writes one line each to the log', async () => {
    await outbox().send({ channel: 'sms', to: '070-174 06 70', body: 'Hej!\nDin kod: 111111' });
    await outbox().send({ channel: 'email', to: ' Test.Person@Kund.example ', subject: 'Välkommen', body: 'Hej och välkommen.' });
    expect(lines).toEqual([
      'Outbox: SMS to +46701740670: Hej! Din kod: 111111',
      'Outbox: E-mail to test.person@kund.example [Välkommen]: Hej och välkommen.',
    ]);
    expect(await outboxTo(api, '+46 70 174 06 70')).toEqual([
      { id: expect.any(Number), channel: 'sms', to: '+46701740670', subject: null, body: 'Hej!\nDin kod: 111111', createdAt: new Date(api.server.clock.now()).toISOString() },
    ]);
    expect(await outboxTo(api, 'test.person@kund.example')).toMatchObject([{ channel: 'email', subject: 'Välkommen', body: 'Hej och välkommen.' }]);
  });

  it('refuses a recipient that cannot get the message', async () => {
    await expect(outbox().send({ channel: 'sms', to: 'not a number', body: 'x' })).rejects.toMatchObject({ reason: 'invalidRecipient' });
    await expect(outbox().send({ channel: 'email', to: 'nobody', subject: 'x', body: 'x' })).rejects.toMatchObject({ reason: 'invalidRecipient' });
  });

  it(`answers JSON newest first, at most ${OUTBOX_LIST_LIMIT}, for a recipient in any spelling`, async () => {
    for (let n = 1; n <= OUTBOX_LIST_LIMIT + 5; n++) await outbox().send({ channel: 'sms', to: '+46701740671', body: `Meddelande ${n}` });
    await outbox().send({ channel: 'sms', to: '+46701740672', body: 'Till någon annan' });
    const items = await outboxTo(api, '070-174 06 71');
    expect(items).toHaveLength(OUTBOX_LIST_LIMIT);
    expect(items[0]!.body).toBe(`Meddelande ${OUTBOX_LIST_LIMIT + 5}`);
    expect(items.at(-1)!.body).toBe('Meddelande 6');
    expect(items.every((item) => item.to === '+46701740671')).toBe(true);
    // A `+` left unencoded in the query reads as a space; it is still the number.
    const raw = await api.browser.get('/outbox/api/messages?to=+46701740671');
    expect(raw.body.items).toHaveLength(OUTBOX_LIST_LIMIT);
    expect(raw.headers.get('cache-control')).toBe('no-store');
    expect(raw.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    // Without a recipient: everyone's, newest first.
    const all = await api.browser.get('/outbox/api/messages');
    expect(all.body.items[0].body).toBe('Till någon annan');
    expect((await api.browser.get(`/outbox/api/messages?to=${'x'.repeat(300)}`)).status).toBe(400);
  });

  it('serves a page in Swedish and English, newest first, with each message’s channel, recipient, time and text', async () => {
    await outbox().send({ channel: 'sms', to: '070-174 06 73', body: 'Första <b>meddelandet</b>' });
    await outbox().send({ channel: 'sms', to: '070-174 06 73', body: 'Andra meddelandet' });
    const page = await api.browser.get('/outbox?to=070-174%2006%2073');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = page.body as string;
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Utkorgen');
    expect(html.indexOf('Andra meddelandet')).toBeLessThan(html.indexOf('Första &lt;b&gt;meddelandet&lt;/b&gt;'));
    expect(html).not.toContain('<b>meddelandet</b>');
    expect(html).toContain('+46701740673');
    expect(html).toContain(`datetime="${new Date(api.server.clock.now()).toISOString()}"`);
    expect(html).not.toContain('Meddelande 1');
    const english = (await api.browser.get('/outbox?lang=en&to=0701740673')).body as string;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('The outbox');
    expect(english).toContain('Andra meddelandet');
    const css = await api.browser.get('/outbox/outbox.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('holds the code of a phone change made over the API', async () => {
    const oskar = await api.session(OSKAR);
    expect((await send(api, 'PATCH', '/v3/customer/personal-information/phone', { phone: '070-174 06 74' }, oskar)).body).toEqual({ verificationRequired: true });
    const code = await latestCode(api, '070-174 06 74');
    expect((await api.post('/v3/customer/personal-information/verify', { code }, oskar)).body.phone).toBe('+46 70 174 06 74');
  });
});

describe('a server with an SMS provider', () => {
  let elks: FakeElks;
  let api: BookingApi;
  beforeAll(async () => {
    elks = await startFakeElks();
    api = await startBookingApi({ env: { ...ELKS, SMS_API_URL: elks.url, LOG_LEVEL: 'fatal' } });
  }, 60_000);
  afterAll(async () => {
    await api.server.close();
    await elks.close();
  });

  const changePhone = (phone: string, as: Record<string, string>) => send(api, 'PATCH', '/v3/customer/personal-information/phone?lang=en', { phone }, as);

  it('sends the code through the provider and serves no development outbox', async () => {
    const oskar = await api.session(OSKAR);
    expect((await changePhone('070-174 06 80', oskar)).body).toEqual({ verificationRequired: true });
    const [sms] = elks.received;
    expect(sms).toMatchObject({ authorization: `Basic ${Buffer.from(`${ELKS.SMS_API_USER}:${ELKS.SMS_API_PASSWORD}`).toString('base64')}` });
    expect(sms!.form).toMatchObject({ from: 'Hemservice', to: '+46701740680' });
    const code = /: (\d{6})\./.exec(sms!.form.message!)![1]!;
    expect((await api.post('/v3/customer/personal-information/verify', { code }, oskar)).body.phone).toBe('+46 70 174 06 80');

    expect((await api.browser.get('/outbox')).status).toBe(404);
    expect((await api.browser.get('/outbox/api/messages?to=0701740680')).status).toBe(404);
  });

  it('answers 503 when the provider fails and leaves no pending change', async () => {
    const oskar = await api.session(OSKAR);
    elks.mode = 'fail';
    const failed = await changePhone('070-174 06 81', oskar);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'myPages.personalInformation.codeNotSent' });
    const info = await api.get('/v2/customer/personal-information', oskar);
    expect(info.body.pendingPhone).toBeUndefined();
    expect(info.body.phone).toBe('+46 70 174 06 80');
    expect((await api.post('/v3/customer/personal-information/verify', { code: '123456' }, oskar)).body).toEqual([
      { field: 'body.code', message: 'common.formErrors.noPendingChange' },
    ]);
    // The failed sends do not count against the hourly limit.
    for (let n = 0; n < 5; n++) expect((await changePhone('070-174 06 81', oskar)).status).toBe(503);
    elks.mode = 'ok';
    expect((await changePhone('070-174 06 81', oskar)).status).toBe(200);
  });
});
