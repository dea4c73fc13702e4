import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../api/contract/headers';
import { REQUEST_REFUSALS } from '../../api/contract/requestRefusals';
import { approvePath, INVITE, invited, mayaForm, personAt, USERS, type Person } from './customer-api/invitationSupport';
import { startEidApi, startLogin, type EidTestServer } from './eidHelpers';
import { MAJA, OSKAR } from './people';

/**
 * BankID is the only way in: the e-ID calls that calls.md gives a
 * `password` (login, invitation, approval) refuse one with 400 on the
 * field, and go on as before without one (an empty one is as none).
 */

const REFUSED = [{ field: 'body.password', message: REQUEST_REFUSALS.passwordNotSupported }];

let server: EidTestServer;
let oskar: Person;

beforeAll(async () => {
  server = await startEidApi();
  oskar = await personAt(server, OSKAR);
}, 60_000);
afterAll(() => server.close());

describe('a password', () => {
  it('is refused on login; an empty one, or none, starts the BankID order', async () => {
    const browser = server.browser();
    const withPassword = await startLogin(browser, { password: 'hemligt' });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body).toEqual(REFUSED);
    expect((await startLogin(browser, { password: '' })).status).toBe(200);
    expect((await startLogin(server.browser())).status).toBe(200);
  });

  it('is refused when inviting, and nobody is invited', async () => {
    const answer = await oskar.browser.post(INVITE, { form: mayaForm, ssn: MAJA, password: 'hemligt' }, { ...oskar.session, [HEADERS.idempotencyKey]: randomUUID() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(REFUSED);
    const users = (await oskar.browser.get(USERS, oskar.session)).body.items as { status: string }[];
    expect(users.filter((user) => user.status === 'invited')).toEqual([]);
  });

  it('is refused when approving, and the invitation is still there to approve with BankID', async () => {
    const invitationId = await invited(server, oskar, OSKAR, MAJA);
    const maja = await personAt(server, MAJA);
    const withPassword = await maja.browser.post(approvePath(invitationId), { ssn: MAJA, password: 'hemligt' }, maja.session);
    expect(withPassword.status).toBe(400);
    expect(withPassword.body).toEqual(REFUSED);
    const approval = await maja.browser.post(approvePath(invitationId), { ssn: MAJA }, maja.session);
    expect(approval.status, JSON.stringify(approval.body)).toBe(200);
    expect(approval.body).toEqual({ orderRef: expect.any(String), autoStartToken: expect.any(String), qrToken: expect.any(String) });
  });
});
