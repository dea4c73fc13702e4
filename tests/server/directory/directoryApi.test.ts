import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_SESSION_MAX_HOURS, DIRECTORY_TOKEN_LIFETIME_SECONDS } from '../../../api/contract/directory';
import { RENEW_GRACE_MS } from '../../../server/http/directoryAuth';
import { SessionStore } from '../../../server/http/session';
import { FakeClock } from '../eidHelpers';
import { startApi, type TestApi } from '../helpers';
import { OSKAR } from '../people';

/** The calls of a person signed on through the directory: who am I, renew, sign out, and the administrators' audit log. */

const clock = new FakeClock();
let api: TestApi;

beforeAll(async () => {
  api = await startApi('memory://', { clock });
}, 60_000);
afterAll(() => api?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token?: string) => api.json('/v1/directory/me', token ? { headers: bearer(token) } : {});
const renew = (token: string) => api.json('/v1/directory/token', { method: 'POST', headers: bearer(token) });
const logout = (token: string) => api.json('/v1/directory/logout', { method: 'POST', headers: bearer(token) });
const audit = (token?: string) => api.json('/v1/directory/staff-audit', token ? { headers: bearer(token) } : {});

describe('who am I', () => {
  it('answers the token’s person, roles and end', async () => {
    const token = await api.directoryToken(['staff'], { username: 'anna.berg@example.se', name: 'Anna Berg' });
    const { status, body, headers } = await me(token);
    expect(status).toBe(200);
    expect(body).toEqual({
      username: 'anna.berg@example.se',
      name: 'Anna Berg',
      email: 'anna.berg@example.se',
      roles: ['staff'],
      expiresAt: new Date(clock.now() + DIRECTORY_TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
    });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('is 401 without a token, with a malformed or unknown one, and with a customer’s session', async () => {
    expect((await me()).status).toBe(401);
    expect((await me('not-a-token')).status).toBe(401);
    expect((await me('A'.repeat(43))).status).toBe(401);

    const sessions = new SessionStore(api.database.db, clock, { trustProxy: undefined });
    const customer = await sessions.create({ ssn: OSKAR, givenName: 'Oskar', surname: 'Lindqvist' }, null);
    // A live session of a customer, which the customer calls accept, is no directory token.
    expect(await sessions.find(customer.token)).toBeDefined();
    expect((await me(customer.token)).status).toBe(401);
    expect((await api.json('/v1/directory/me', { headers: { ...bearer(customer.token), 'X-SessionId': customer.token } })).status).toBe(401);
  });

  it('is 401 once the token has ended', async () => {
    const token = await api.directoryToken(['editor']);
    clock.advance(DIRECTORY_TOKEN_LIFETIME_SECONDS * 1000);
    expect((await me(token)).status).toBe(401);
  });
});

describe('renewing a token', () => {
  it('gives a new token; the old one keeps working for the grace period, then stops', async () => {
    const old = await api.directoryToken(['staff']);
    clock.advance(30 * 60 * 1000);
    const { status, body } = await renew(old);
    expect(status).toBe(200);
    expect(body.tokenType).toBe('Bearer');
    expect(body.accessToken).not.toBe(old);
    expect(body.expiresIn).toBeGreaterThan(DIRECTORY_TOKEN_LIFETIME_SECONDS - 5);
    expect(body.user.roles).toEqual(['staff']);

    expect((await me(old)).status).toBe(200);
    clock.advance(RENEW_GRACE_MS + 1000);
    expect((await me(old)).status).toBe(401);
    expect((await me(body.accessToken)).status).toBe(200);
  });

  it('stops renewing once the sign-on is too old: then the person signs on again', async () => {
    const maxMinutes = DIRECTORY_SESSION_MAX_HOURS * 60;
    let token = await api.directoryToken(['staff']);
    let renewals = 0;
    let lastExpiresIn = 0;
    for (;;) {
      clock.advance(50 * 60 * 1000);
      const answer = await renew(token);
      if (answer.status !== 200) {
        expect(answer.status).toBe(401);
        break;
      }
      token = answer.body.accessToken;
      lastExpiresIn = answer.body.expiresIn;
      renewals += 1;
      expect(renewals).toBeLessThan(20);
    }
    // Renewed every 50 minutes while the sign-on lasted; the last token ends with the sign-on, not an hour later.
    expect(renewals).toBe(Math.floor(maxMinutes / 50));
    expect(lastExpiresIn).toBe((maxMinutes - renewals * 50) * 60);
  });

  it('moves an editor’s preview cookie to the new token, for the new token’s lifetime', async () => {
    const { body, headers } = await renew(await api.directoryToken(['editor']));
    const cookie = headers.getSetCookie().find((set) => set.startsWith('directoryToken='))!;
    expect(cookie.startsWith(`directoryToken=${body.accessToken};`)).toBe(true);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBe(body.expiresIn);
  });

  it('is 401 without a token', async () => {
    expect((await api.json('/v1/directory/token', { method: 'POST' })).status).toBe(401);
  });
});

describe('signing out', () => {
  it('ends the token at once, and clears an editor’s preview cookie', async () => {
    const token = await api.directoryToken(['editor']);
    const { status, body, headers } = await logout(token);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect(headers.getSetCookie().some((cookie) => /^directoryToken=;/.test(cookie) && /Expires=Thu, 01 Jan 1970/i.test(cookie))).toBe(true);
    expect((await me(token)).status).toBe(401);
    expect((await logout(token)).status).toBe(401);
  });

  it('leaves the person’s other tokens alone', async () => {
    const one = await api.directoryToken(['staff'], { subject: 'same-person' });
    const other = await api.directoryToken(['staff'], { subject: 'same-person' });
    await logout(one);
    expect((await me(other)).status).toBe(200);
  });
});

describe('the staff audit log', () => {
  it('is for administrators: 401 without a token, 403 for staff and editors, 200 for an administrator', async () => {
    expect((await audit()).status).toBe(401);
    expect((await audit(await api.directoryToken(['staff']))).status).toBe(403);
    expect((await audit(await api.directoryToken(['editor']))).status).toBe(403);
    const { status, body } = await audit(await api.directoryToken(['staff', 'admin']));
    expect(status).toBe(200);
    expect(Array.isArray(body.items)).toBe(true);
    expect(body).toHaveProperty('nextCursor');
  });
});
