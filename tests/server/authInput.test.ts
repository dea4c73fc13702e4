import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, pollStatus, startEidApi, startLogin, withSession, type EidTestServer } from './eidHelpers';
import { fieldsOf } from './helpers';

/**
 * Bad input to the login, customer and test-app calls gets a 400 with field
 * errors (or a 401/403/404 for what is not there or not yours), never a 500;
 * the login calls are rate limited per client.
 */

/** More runs locally with `FUZZ_RUNS=500`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

let server: EidTestServer;
let session: string;
beforeAll(async () => {
  server = await startEidApi();
  session = (await logIn(server, server.browser(), '19811218-9876')).sessionToken;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('field errors', () => {
  it('login: malformed personal numbers, wrong types and oversized passwords', async () => {
    const browser = server.browser();
    const cases: [unknown, string, string][] = [
      [{ ssn: '123' }, 'body.ssn', 'common.formErrors.invalidSsnFormat'],
      [{ ssn: '19811218-9875' }, 'body.ssn', 'common.formErrors.invalidSsn'],
      [{ ssn: '198112189876' }, 'body.ssn', 'common.formErrors.invalidSsnFormat'],
      // Numbers that cannot exist, each with a correct check digit: month 13, 31 February, day 99, 29 February of a
      // common year, birth number 000. None is sent on to BankID.
      ...['19811340-9877', '19810231-9871', '19811299-9878', '19810229-9875', '811340-9877', '19000101-0008'].map(
        (ssn) => [{ ssn }, 'body.ssn', 'common.formErrors.invalidSsn'] as [unknown, string, string],
      ),
      [{ ssn: 198112189876 }, 'body.ssn', expect.any(String) as unknown as string],
      [{ password: 'x'.repeat(201) }, 'body.password', expect.any(String) as unknown as string],
      [[], 'body', expect.any(String) as unknown as string],
    ];
    for (const [body, field, message] of cases) {
      const answer = await browser.post('/api/v1/auth/login', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toContainEqual({ field, message });
    }
    const broken = await browser.post('/api/v1/auth/login', '{"ssn":', {});
    expect(broken.status).toBe(400);
    expect(fieldsOf(broken.body)).toEqual(['body']);
  });

  it('status, cancel and QR: missing, empty, long and wrong-typed references; unknown ones are 404', async () => {
    const browser = server.browser();
    for (const path of ['/api/v2/auth/status', '/api/v1/auth/cancel']) {
      for (const body of [{}, { orderRef: '' }, { orderRef: 42 }, { orderRef: 'x'.repeat(101) }, { orderRef: null }]) {
        const answer = await browser.post(path, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(fieldsOf(answer.body)).toEqual(['body.orderRef']);
      }
      expect((await browser.post(path, { orderRef: 'unknown' })).status).toBe(404);
    }
    for (const body of [{}, { token: '' }, { token: ['a'] }, { token: 'x'.repeat(201) }]) {
      const answer = await browser.post('/api/v1/auth/qr', body);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['body.token']);
    }
    expect((await browser.post('/api/v1/auth/qr', { token: 'unknown' })).status).toBe(404);
  });

  it('choose-account, switch-account and is-valid', async () => {
    const browser = server.browser();
    const choose = await browser.post('/api/v2/auth/choose-account', { account: 'bad id!', sessionKey: '' });
    expect(choose.status).toBe(400);
    expect(fieldsOf(choose.body).sort()).toEqual(['body.account', 'body.sessionKey']);
    expect((await browser.post('/api/v2/auth/choose-account', { account: 'cust-karin-berg', sessionKey: 'nope' })).status).toBe(401);
    const switched = await browser.post('/api/v2/auth/switch-account', { account: 5 }, withSession(session));
    expect([switched.status, fieldsOf(switched.body)]).toEqual([400, ['body.account']]);
    const valid = await browser.post('/api/v1/customer/is-valid', { ssn: '19811218-98' }, withSession(session));
    expect(valid.status).toBe(400);
    expect(valid.body).toEqual([{ field: 'body.ssn', message: 'common.formErrors.invalidSsnFormat' }]);
    const impossible = await browser.post('/api/v1/customer/is-valid', { ssn: '19811340-9877' }, withSession(session));
    expect([impossible.status, impossible.body]).toEqual([400, [{ field: 'body.ssn', message: 'common.formErrors.invalidSsn' }]]);
  });

  it('test app: bodies, personal numbers and handles', async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, 'invalidParameters'],
      [{ qr: 123 }, 400, 'invalidParameters'],
      [{ qr: 'bankid.a.0.b', autoStartToken: 'x' }, 400, 'invalidParameters'],
      [{ qr: '   ' }, 400, 'invalidParameters'],
      [{ qr: 'x'.repeat(501) }, 400, 'invalidParameters'],
    ];
    for (const [body, status, errorCode] of cases) {
      const answer = await server.phone.scan(body);
      expect([answer.status, answer.body.errorCode], JSON.stringify(body)).toEqual([status, errorCode]);
    }
    const badNumber = await server.phone.identify('some-handle', '19811218-9875');
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.errors).toEqual([{ field: 'body.personalNumber', message: 'common.formErrors.invalidSsn' }]);
    expect((await server.phone.identify('some-handle', '19811218-9876')).status).toBe(404);
    expect((await server.phone.sign('some-handle')).body.errorCode).toBe('unknownHandle');
    expect((await server.phone.cancel('')).status).toBe(400);
    const broken = await server.browser().post('/eid-simulator/api/scan', '{"qr":');
    expect([broken.status, broken.body.errorCode]).toEqual([400, 'invalidParameters']);
  });

  it('accepts personal numbers in the test app as testers type them', async () => {
    const browser = server.browser();
    for (const typed of ['198112189876', '811218-9876', '8112189876', ' 19811218-9876 ']) {
      const login = await startLogin(browser);
      const opened = await server.phone.scan({ autoStartToken: login.body.autoStartToken });
      const signed = await server.phone.sign(opened.body.handle, typed);
      expect(signed.body.order, typed).toMatchObject({ status: 'complete', personalNumber: '19811218-9876' });
      expect((await pollStatus(browser, login.body.orderRef)).body.status).toBe('complete');
    }
  });
});

describe('no body answers 500 (fuzz)', () => {
  const scalar = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('19811218-9876', '811218-9876', '19811218-9875', 'bankid.x.1.y', '', ' ', 'cust-karin-berg', '../', '%00'),
  );
  const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));
  const body = fc.oneof(
    fc.dictionary(fc.constantFrom('ssn', 'password', 'orderRef', 'token', 'account', 'sessionKey', 'qr', 'autoStartToken', 'handle', 'personalNumber'), value, {
      maxKeys: 4,
    }),
    value,
  );
  const calls: [string, boolean][] = [
    ['/api/v1/auth/login', false],
    ['/api/v2/auth/status', false],
    ['/api/v1/auth/cancel', false],
    ['/api/v1/auth/qr', false],
    ['/api/v2/auth/choose-account', false],
    ['/api/v2/auth/switch-account', true],
    ['/api/v1/auth/logout', false],
    ['/api/v1/customer/is-valid', true],
    ['/api/v1/customer', true],
    ['/eid-simulator/api/scan', false],
    ['/eid-simulator/api/identify', false],
    ['/eid-simulator/api/sign', false],
    ['/eid-simulator/api/cancel', false],
  ];
  for (const [path, withSessionHeader] of calls) {
    it(`POST ${path}`, async () => {
      const browser = server.browser();
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, raw) => {
          const text = raw && typeof payload === 'string' ? payload : JSON.stringify(payload);
          const response = await browser.fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(withSessionHeader ? withSession(session) : {}) },
            body: text,
          });
          await response.arrayBuffer();
          expect(response.status, `${path} ${text}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    }, 60_000);
  }
});

describe('rate limits', () => {
  it('answer 429 with a body past the login limit and past the shared status + QR budget', async () => {
    const limited = await startEidApi({ rateLimits: { loginPerMinute: 3, pollPerMinute: 5 } });
    try {
      const browser = limited.browser();
      const logins = [];
      for (let i = 0; i < 3; i += 1) logins.push(await startLogin(browser));
      expect(logins.map((login) => login.status)).toEqual([200, 200, 200]);
      const refused = await startLogin(browser);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: expect.stringMatching(/Too many requests/) });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      const { orderRef, qrToken } = logins[0]!.body;
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push((await pollStatus(browser, orderRef)).status);
      for (let i = 0; i < 2; i += 1) answers.push((await browser.post('/api/v1/auth/qr', { token: qrToken })).status);
      expect(answers).toEqual([200, 200, 200, 200, 200]);
      expect((await browser.post('/api/v1/auth/qr', { token: qrToken })).status).toBe(429);
      expect((await pollStatus(browser, orderRef)).status).toBe(429);
      // Other calls are not limited.
      expect((await browser.post('/api/v1/auth/cancel', { orderRef })).status).toBe(200);
      expect((await browser.get('/api/v1/customer')).status).toBe(401);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
