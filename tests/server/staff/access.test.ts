import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '../../../api/contract/customer';
import { DIRECTORY_TOKEN_LIFETIME_SECONDS } from '../../../api/contract/directory';
import { HEADERS } from '../../../api/contract/headers';
import {
  ADDRESS_PATH,
  asStaff,
  BOOK_PATH,
  CUSTOMER_PATH,
  customerHeaders,
  LEO,
  newKey,
  OSKAR,
  OSKAR_ACCOUNT,
  OSKAR_ADDRESS,
  send,
  startStaffApi,
  WINDOW,
  windowForm,
  type StaffTestApi,
} from './support';

/**
 * Who may make customer service's calls: a live directory token of a person
 * with the `staff` role, and the customer's personal number in `X-Ssn`,
 * written any way the forms accept it.
 */

let api: StaffTestApi;
let staffToken: string;
let oskarSession: string;

beforeAll(async () => {
  api = await startStaffApi();
  staffToken = await api.directoryToken(['staff'], { username: 'anna.berg@example.se', name: 'Anna Berg' });
  oskarSession = await api.customerSession(OSKAR);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const lookUp = (headers: Record<string, string>) => api.json(CUSTOMER_PATH, send('GET', headers));

/** Each of the four calls, as valid as it can be but for its credentials. */
const everyCall = (headers: Record<string, string>) => [
  api.json(CUSTOMER_PATH, send('GET', headers)),
  api.json(CUSTOMER_PATH, send('POST', headers, { firstName: 'Ny', lastName: 'Kund', email: 'ny@kund.example', mobilePhone: '0701740610', address: { street: 'Vasagatan 1', zipCode: '11120', city: 'Stockholm' } })),
  api.json(`${ADDRESS_PATH}?checkOnly=true`, send('POST', headers, { street: 'Vasagatan 1', zipCode: '11120', city: 'Stockholm' })),
  api.json(BOOK_PATH, send('POST', { ...headers, ...newKey() }, { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime: '2026-03-18T08:00:00+01:00' })),
];
const statusesOf = async (headers: Record<string, string>) => (await Promise.all(everyCall(headers))).map((answer) => answer.status);

describe('looking a customer up by personal number', () => {
  it('finds Oskar Lindqvist by his number in 12-digit, 10-digit and hyphenated forms, as he sees himself', async () => {
    const own = await api.json('/v1/customer', send('GET', customerHeaders(oskarSession)));
    expect(own.status).toBe(200);
    for (const written of ['19811218-9876', '198112189876', '8112189876', '811218-9876', ' 19811218-9876 ']) {
      const found = await lookUp(asStaff(staffToken, written));
      expect(found.status, written).toBe(200);
      expect(customerSchema.parse(found.body), written).toEqual(own.body);
      expect(found.body).toMatchObject({ id: OSKAR_ACCOUNT, firstName: 'Oskar', lastName: 'Lindqvist', isMainAccount: true, isPowerOfAttorney: false });
      expect(found.body.addresses.map((a: { id: string }) => a.id)).toContain(OSKAR_ADDRESS);
      expect(found.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 404 for a valid number of someone who is no customer yet', async () => {
    const answer = await lookUp(asStaff(staffToken, LEO));
    expect(answer.status).toBe(404);
  });

  it('refuses a missing or invalid number with 400 on headers.X-Ssn', async () => {
    const field = `headers.${HEADERS.ssn}`;
    expect(await lookUp(asStaff(staffToken))).toMatchObject({ status: 400, body: [{ field, message: 'common.formErrors.required' }] });
    expect(await lookUp(asStaff(staffToken, ''))).toMatchObject({ status: 400, body: [{ field, message: 'common.formErrors.required' }] });
    // The Luhn check digit is wrong.
    expect(await lookUp(asStaff(staffToken, '19811218-9875'))).toMatchObject({ status: 400, body: [{ field, message: 'common.formErrors.invalidSsn' }] });
    for (const written of ['abc', '1981-12-18', '19811218-98761', '19811318-9876x']) {
      expect(await lookUp(asStaff(staffToken, written)), written).toMatchObject({ status: 400, body: [{ field, message: 'common.formErrors.invalidSsnFormat' }] });
    }
    // Every call reads the number the same way.
    expect(await statusesOf(asStaff(staffToken))).toEqual([400, 400, 400, 400]);
  });
});

describe('who may call', () => {
  it('answers 401 to every call without a token, with a forged one, or with a malformed Authorization', async () => {
    expect(await statusesOf({ [HEADERS.ssn]: OSKAR })).toEqual([401, 401, 401, 401]);
    // Shaped like a real token (32 random bytes, base64url), but never issued.
    const forged = randomBytes(32).toString('base64url');
    expect(forged).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await statusesOf(asStaff(forged, OSKAR))).toEqual([401, 401, 401, 401]);
    expect(await statusesOf({ [HEADERS.authorization]: staffToken, [HEADERS.ssn]: OSKAR })).toEqual([401, 401, 401, 401]);
    expect(await statusesOf({ [HEADERS.authorization]: `Basic ${staffToken}`, [HEADERS.ssn]: OSKAR })).toEqual([401, 401, 401, 401]);
  });

  it('answers 403 to a signed-on person without the staff role (an editor, an administrator)', async () => {
    const editor = await api.directoryToken(['editor']);
    const admin = await api.directoryToken(['admin']);
    expect(await statusesOf(asStaff(editor, OSKAR))).toEqual([403, 403, 403, 403]);
    expect(await statusesOf(asStaff(admin, OSKAR))).toEqual([403, 403, 403, 403]);
    // Their own calls still work: the token is live, only the role is missing.
    expect((await api.json('/v1/directory/me', send('GET', asStaff(editor)))).status).toBe(200);
  });

  it('answers 401 to a customer’s session, as the bearer token or as X-SessionId', async () => {
    expect(oskarSession).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await statusesOf(asStaff(oskarSession, OSKAR))).toEqual([401, 401, 401, 401]);
    expect(await statusesOf({ ...customerHeaders(oskarSession), [HEADERS.ssn]: OSKAR })).toEqual([401, 401, 401, 401]);
    // The session itself is still good for the customer's own calls.
    expect((await api.json('/v1/customer', send('GET', customerHeaders(oskarSession)))).status).toBe(200);
  });

  it('answers 401 once the token has expired, and to a token ended by logging out', async () => {
    const soonExpired = await api.directoryToken(['staff']);
    const loggedOut = await api.directoryToken(['staff']);
    expect((await lookUp(asStaff(soonExpired, OSKAR))).status).toBe(200);
    expect((await api.json('/v1/directory/logout', send('POST', asStaff(loggedOut)))).status).toBe(200);
    expect(await statusesOf(asStaff(loggedOut, OSKAR))).toEqual([401, 401, 401, 401]);
    api.clock.advance(DIRECTORY_TOKEN_LIFETIME_SECONDS * 1000 + 1000);
    expect(await statusesOf(asStaff(soonExpired, OSKAR))).toEqual([401, 401, 401, 401]);
    // A token issued now works again.
    expect((await lookUp(asStaff(await api.directoryToken(['staff']), OSKAR))).status).toBe(200);
  });
});
