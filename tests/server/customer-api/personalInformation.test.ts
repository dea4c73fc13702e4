import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE_CODE_LIFETIME_MS,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_WINDOW_MS,
  PHONE_CODES_PER_WINDOW,
} from '../../../server/domain/account/phoneVerification';
import { startBookingApi, type BookingApi } from '../booking-api/support';
import { BAGERI_ACCOUNT, latestCode, otherCode, outboxTo, send } from './account';
import { GUSTAV_ACCOUNT, KARIN, KARIN_ACCOUNT, MAJA, OSKAR, sessionAs } from './support';

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm. Each test uses numbers of the documented test range (070-174 06 05 – 99).
let api: BookingApi;
let oskar: Record<string, string>;
let karin: Record<string, string>;
let karinForGustav: Record<string, string>;
let karinForBageri: Record<string, string>;
let maja: Record<string, string>;

const logInAll = async () => {
  [oskar, karin, karinForGustav, karinForBageri, maja] = await Promise.all([
    api.session(OSKAR),
    sessionAs(api, KARIN, KARIN_ACCOUNT),
    sessionAs(api, KARIN, GUSTAV_ACCOUNT),
    sessionAs(api, KARIN, BAGERI_ACCOUNT),
    api.session(MAJA),
  ]);
};

beforeAll(async () => {
  api = await startBookingApi();
  await logInAll();
}, 60_000);
afterAll(() => api.server.close());

const INFO = '/v2/customer/personal-information';
const EMAIL = `${INFO}/email`;
const PHONE = '/v3/customer/personal-information/phone';
const VERIFY = '/v3/customer/personal-information/verify';

const info = (as: Record<string, string>) => api.get(INFO, as);
const changePhone = (phone: string, as: Record<string, string>, lang = 'sv') => send(api, 'PATCH', `${PHONE}?lang=${lang}`, { phone }, as);
const verify = (code: string, as: Record<string, string>) => api.post(VERIFY, { code }, as);
const codeError = (message: string) => [{ field: 'body.code', message }];

describe('GET /v2/customer/personal-information', () => {
  it("answers the active account's names, personal number, e-mail and mobile number", async () => {
    const answer = await info(oskar);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      firstName: 'Oskar',
      lastName: 'Lindqvist',
      ssn: OSKAR,
      email: 'oskar.lindqvist@kund.example',
      phone: '+46 70 174 06 05',
    });
  });

  it('answers no personal number for a company account: its names are the contact person’s', async () => {
    expect((await info(karinForBageri)).body).toEqual({
      firstName: 'Karin',
      lastName: 'Berg',
      ssn: null,
      email: 'info@bergsbageri.example',
      phone: '+46 70 174 06 08',
    });
  });

  it("answers Gustav's information to Karin acting for him", async () => {
    expect((await info(karinForGustav)).body).toMatchObject({ firstName: 'Gustav', ssn: '19380207-9917', email: null, phone: '+46 70 174 06 07' });
  });

  it('answers 401 without a session, on every call', async () => {
    expect((await api.get(INFO)).status).toBe(401);
    expect((await send(api, 'PATCH', EMAIL, { email: 'a@kund.example' })).status).toBe(401);
    expect((await send(api, 'PATCH', PHONE, { phone: '070-174 06 30' })).status).toBe(401);
    expect((await api.post(VERIFY, { code: '123456' })).status).toBe(401);
    expect((await api.get(INFO, { 'X-SessionId': 'D'.repeat(43) })).status).toBe(401);
  });
});

describe('PATCH /v2/customer/personal-information/email', () => {
  it('changes the e-mail at once; the customer answer shows it', async () => {
    const answer = await send(api, 'PATCH', EMAIL, { email: ' maja.ny@kund.example ' }, maja);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ verificationRequired: false });
    expect((await info(maja)).body.email).toBe('maja.ny@kund.example');
    const customer = await api.get('/v1/customer', maja);
    expect(customer.body.email).toBe('maja.ny@kund.example');
    expect(customer.body.activeAccount.email).toBe('maja.ny@kund.example');
    // Nothing waits for a code.
    expect((await verify('123456', maja)).body).toEqual(codeError('common.formErrors.noPendingChange'));
  });

  it('refuses what is not an e-mail address with a field error, and changes nothing', async () => {
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(250)}@kund.example`]) {
      const answer = await send(api, 'PATCH', EMAIL, { email }, oskar);
      expect(answer.status, email).toBe(400);
      expect(answer.body.length).toBeGreaterThan(0);
      for (const error of answer.body) expect(error).toEqual({ field: 'body.email', message: 'common.formErrors.email' });
    }
    expect((await send(api, 'PATCH', EMAIL, {}, oskar)).status).toBe(400);
    expect((await info(oskar)).body.email).toBe('oskar.lindqvist@kund.example');
  });

  it("changes only Gustav's e-mail when Karin acts for him", async () => {
    expect((await send(api, 'PATCH', EMAIL, { email: 'gustav.berg@kund.example' }, karinForGustav)).status).toBe(200);
    expect((await info(karinForGustav)).body.email).toBe('gustav.berg@kund.example');
    expect((await info(karin)).body.email).toBe('karin.berg@kund.example');
    const asGustav = await api.get('/v1/customer', karinForGustav);
    expect(asGustav.body.activeAccount.email).toBe('gustav.berg@kund.example');
    // Her own details head the customer answer; they did not change.
    expect(asGustav.body.email).toBe('karin.berg@kund.example');
  });
});

describe('changing the mobile number with a code', () => {
  it('sends a code in the request’s language and changes the number only when the code comes back', async () => {
    expect((await verify('123456', oskar)).body).toEqual(codeError('common.formErrors.noPendingChange'));

    const asked = await changePhone('070-174 06 40', oskar);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ verificationRequired: true });
    expect((await info(oskar)).body).toMatchObject({ phone: '+46 70 174 06 05', pendingPhone: '+46 70 174 06 40' });

    const [sms] = await outboxTo(api, '070-174 06 40');
    expect(sms).toMatchObject({ channel: 'sms', to: '+46701740640', subject: null });
    const code = /^Din kod för att byta mobilnummer: (\d{6})\. Den gäller i 10 minuter\.$/.exec(sms!.body)?.[1];
    expect(code).toBeDefined();

    const wrong = await verify(otherCode(code!), oskar);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(codeError('common.formErrors.wrongCode'));
    expect((await info(oskar)).body.phone).toBe('+46 70 174 06 05');

    const verified = await verify(` ${code} `, oskar);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      firstName: 'Oskar',
      lastName: 'Lindqvist',
      ssn: OSKAR,
      email: 'oskar.lindqvist@kund.example',
      phone: '+46 70 174 06 40',
    });
    const customer = await api.get('/v1/customer', oskar);
    expect(customer.body.mobilePhone).toBe('+46 70 174 06 40');
    expect(customer.body.activeAccount.mobilePhone).toBe('+46 70 174 06 40');
    // Used: the same code again finds nothing pending.
    expect((await verify(code!, oskar)).body).toEqual(codeError('common.formErrors.noPendingChange'));
  });

  it('replaces the pending code with a new request: the old code no longer works', async () => {
    expect((await changePhone('070-174 06 41', maja)).status).toBe(200);
    const first = await latestCode(api, '070-174 06 41');
    expect((await changePhone('+46 70 174 06 42', maja, 'en')).status).toBe(200);
    const [sms] = await outboxTo(api, '0701740642');
    expect(sms!.body).toMatch(/^Your code for changing your mobile number: \d{6}\. It is valid for 10 minutes\.$/);
    const second = await latestCode(api, '070-174 06 42');
    expect((await info(maja)).body.pendingPhone).toBe('+46 70 174 06 42');
    if (first !== second) expect((await verify(first, maja)).body).toEqual(codeError('common.formErrors.wrongCode'));
    const verified = await verify(second, maja);
    expect(verified.status).toBe(200);
    expect(verified.body.phone).toBe('+46 70 174 06 42');
  });

  it('refuses a code once its 10 minutes are over', async () => {
    const clock = api.server.clock;
    expect((await changePhone('070-174 06 43', karinForGustav)).status).toBe(200);
    const code = await latestCode(api, '070-174 06 43');
    clock.advance(PHONE_CODE_LIFETIME_MS - 1000);
    // A second before the end the code still counts (a wrong one is only wrong).
    expect((await verify(otherCode(code), karinForGustav)).body).toEqual(codeError('common.formErrors.wrongCode'));
    expect((await info(karinForGustav)).body.pendingPhone).toBe('+46 70 174 06 43');
    clock.advance(1000);
    expect((await verify(code, karinForGustav)).body).toEqual(codeError('common.formErrors.codeExpired'));
    const after = (await info(karinForGustav)).body;
    expect(after.phone).toBe('+46 70 174 06 07');
    expect(after.pendingPhone).toBeUndefined();
  });

  it(`voids the pending change after ${PHONE_CODE_MAX_ATTEMPTS} wrong codes, even for the right one after`, async () => {
    expect((await changePhone('070-174 06 44', karin)).status).toBe(200);
    const code = await latestCode(api, '070-174 06 44');
    for (let attempt = 1; attempt < PHONE_CODE_MAX_ATTEMPTS; attempt++) {
      expect((await verify(otherCode(code), karin)).body, `attempt ${attempt}`).toEqual(codeError('common.formErrors.wrongCode'));
    }
    expect((await verify(otherCode(code), karin)).body).toEqual(codeError('common.formErrors.tooManyAttempts'));
    expect((await verify(code, karin)).body).toEqual(codeError('common.formErrors.tooManyAttempts'));
    expect((await info(karin)).body).toEqual(expect.objectContaining({ phone: '+46 70 174 06 06' }));
    expect((await info(karin)).body.pendingPhone).toBeUndefined();
    // A new code starts over.
    expect((await changePhone('070-174 06 44', karin)).status).toBe(200);
    expect((await verify(await latestCode(api, '070-174 06 44'), karin)).body.phone).toBe('+46 70 174 06 44');
  });

  it("changes only Gustav's number when Karin acts for him", async () => {
    expect((await changePhone('070-174 06 45', karinForGustav)).status).toBe(200);
    // The code is Gustav's pending change, not Karin's own.
    expect((await info(karin)).body.pendingPhone).toBeUndefined();
    const code = await latestCode(api, '070-174 06 45');
    expect((await verify(code, karin)).body).toEqual(codeError('common.formErrors.noPendingChange'));
    expect((await verify(code, karinForGustav)).body.phone).toBe('+46 70 174 06 45');
    expect((await api.get('/v1/customer', karinForGustav)).body.activeAccount.mobilePhone).toBe('+46 70 174 06 45');
    expect((await info(karin)).body.phone).toBe('+46 70 174 06 44');
  });

  it('needs no code for the number the account already has, and drops a pending change', async () => {
    expect((await changePhone('070-174 06 46', karinForBageri)).status).toBe(200);
    const before = (await outboxTo(api, '070-174 06 08')).length;
    const same = await changePhone('070-174 06 08', karinForBageri);
    expect(same.body).toEqual({ verificationRequired: false });
    expect(await outboxTo(api, '070-174 06 08')).toHaveLength(before);
    expect((await info(karinForBageri)).body.pendingPhone).toBeUndefined();
    expect((await verify(await latestCode(api, '070-174 06 46'), karinForBageri)).body).toEqual(codeError('common.formErrors.noPendingChange'));
  });

  it('refuses what is not a mobile number and a malformed code with field errors', async () => {
    for (const phone of ['12345', '08-123 456 78', 'abc', '']) {
      const answer = await changePhone(phone, oskar);
      expect(answer.status, phone).toBe(400);
      expect(answer.body).toEqual([{ field: 'body.phone', message: 'common.formErrors.tel' }]);
    }
    for (const code of ['12345', '1234567', '']) {
      const answer = await verify(code, oskar);
      expect(answer.status, code).toBe(400);
      expect(answer.body).toEqual(codeError('common.formErrors.wrongCodeFormat'));
    }
    expect((await api.post(VERIFY, { code: 123456 }, oskar)).status).toBe(400);
  });

  it(`sends at most ${PHONE_CODES_PER_WINDOW} codes an hour per account (429), then again an hour later`, async () => {
    // Bergs Bageri asked for one code above; Maja's other account activity does not count against it.
    const numbers = ['070-174 06 47', '070-174 06 48', '070-174 06 49', '070-174 06 50'];
    for (const phone of numbers) expect((await changePhone(phone, karinForBageri)).status, phone).toBe(200);
    const refused = await changePhone('070-174 06 51', karinForBageri);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: 'myPages.personalInformation.tooManyCodes' });
    expect(await outboxTo(api, '070-174 06 51')).toEqual([]);
    // The refusal left the last pending change as it was.
    expect((await info(karinForBageri)).body.pendingPhone).toBe('+46 70 174 06 50');
    // Another account is not limited by it.
    expect((await changePhone('070-174 06 51', oskar)).status).toBe(200);

    api.server.clock.advance(PHONE_CODE_WINDOW_MS);
    // Sessions end after 30 idle minutes by the same clock.
    await logInAll();
    expect((await changePhone('070-174 06 51', karinForBageri)).status).toBe(200);
    expect((await verify(await latestCode(api, '070-174 06 51'), karinForBageri)).body.phone).toBe('+46 70 174 06 51');
  });
});
