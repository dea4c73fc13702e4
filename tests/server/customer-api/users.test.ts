import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, startEidApi, type EidTestServer } from '../eidHelpers';
import { GUSTAV, KARIN, MAJA, OSKAR } from '../people';
import { OSKAR_ACCOUNT, USERS, approved, invited, personAt, removeUser, setContact, type Person } from './invitationSupport';

// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm.
let server: EidTestServer;
let oskar: Person;

beforeAll(async () => {
  server = await startEidApi();
  oskar = await personAt(server, OSKAR);
}, 60_000);
afterAll(() => server.close());

const OPTIONS = `${USERS}/contact-user/options`;
const NOT_FOUND = (field: string) => ({ message: 'Not Found', errors: [{ field, message: 'common.errors.notFound' }] });

describe('GET /v2/customer/users', () => {
  it('lists a private account’s owner as its contact person', async () => {
    const answer = await oskar.browser.get(USERS, oskar.session);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      items: [
        {
          id: OSKAR_ACCOUNT,
          firstName: 'Oskar',
          lastName: 'Lindqvist',
          email: 'oskar.lindqvist@kund.example',
          phone: '+46 70 174 06 05',
          role: 'owner',
          isContactPerson: true,
          status: 'active',
        },
      ],
    });
  });

  it('lists the people with power of attorney, to them too: Gustav’s account has Karin', async () => {
    const karinForGustav = await personAt(server, KARIN, 'cust-gustav-berg');
    const answer = await karinForGustav.browser.get(USERS, karinForGustav.session);
    expect(answer.body.items).toEqual([
      expect.objectContaining({ id: 'cust-gustav-berg', firstName: 'Gustav', role: 'owner', isContactPerson: true, status: 'active' }),
      { id: 'access-gustav-karin', firstName: 'Karin', lastName: 'Berg', email: 'karin.berg@kund.example', phone: '+46 70 174 06 06', role: 'admin', isContactPerson: false, status: 'active' },
    ]);
  });

  it('lists a company’s admin representative as its owner and contact person', async () => {
    const karinForBakery = await personAt(server, KARIN, 'cust-bergs-bageri');
    const answer = await karinForBakery.browser.get(USERS, karinForBakery.session);
    expect(answer.body.items).toEqual([expect.objectContaining({ id: 'access-bageri-karin', firstName: 'Karin', role: 'owner', isContactPerson: true, status: 'active' })]);
    expect((await karinForBakery.browser.get(OPTIONS, karinForBakery.session)).body).toEqual({ items: [{ id: 'access-bageri-karin', name: 'Karin Berg' }] });
  });

  it('answers 401 without a session', async () => {
    const anonymous = server.browser();
    expect((await anonymous.get(USERS)).status).toBe(401);
    expect((await anonymous.get(OPTIONS)).status).toBe(401);
    const patch = await anonymous.fetch(`${USERS}/contact-user`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contactPersonId: 'x' }) });
    expect(patch.status).toBe(401);
    const del = await anonymous.fetch(USERS, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contactId: 'x' }) });
    expect(del.status).toBe(401);
  });
});

describe('the contact person and removing people', () => {
  let maja: Person;
  let majaAccessId: string;

  beforeAll(async () => {
    const invitationId = await invited(server, oskar, OSKAR, MAJA);
    maja = await personAt(server, MAJA);
    expect((await approved(server, maja, MAJA, invitationId)).body.status).toBe('complete');
    const users = (await oskar.browser.get(USERS, oskar.session)).body.items as { id: string; firstName: string }[];
    majaAccessId = users.find((user) => user.firstName === 'Maja')!.id;
  });

  it('offers the owner and everyone with access, and the owner changes it', async () => {
    expect((await oskar.browser.get(OPTIONS, oskar.session)).body).toEqual({
      items: [
        { id: OSKAR_ACCOUNT, name: 'Oskar Lindqvist' },
        { id: majaAccessId, name: 'Maja Holm' },
      ],
    });
    expect((await setContact(oskar, majaAccessId)).body).toEqual({ ok: true });
    const contacts = (await oskar.browser.get(USERS, oskar.session)).body.items.map((user: { id: string; isContactPerson: boolean }) => [user.id, user.isContactPerson]);
    expect(contacts).toEqual([
      [OSKAR_ACCOUNT, false],
      [majaAccessId, true],
    ]);
    expect((await setContact(oskar, OSKAR_ACCOUNT)).body).toEqual({ ok: true });
    expect((await oskar.browser.get(USERS, oskar.session)).body.items[0].isContactPerson).toBe(true);
  });

  it('answers 404 for an unknown id or another account’s, and 400 for a malformed one', async () => {
    for (const id of ['acc-unknown', 'access-gustav-karin', 'cust-gustav-berg']) {
      const answer = await setContact(oskar, id);
      expect([answer.status, answer.body], id).toEqual([404, NOT_FOUND('body.contactPersonId')]);
      const removal = await removeUser(oskar, id);
      expect([removal.status, removal.body], id).toEqual([404, NOT_FOUND('body.contactId')]);
    }
    const malformed = await setContact(oskar, 'not an id!');
    expect([malformed.status, malformed.body]).toEqual([400, [{ field: 'body.contactPersonId', message: 'invalidId' }]]);
    expect((await removeUser(oskar, '')).status).toBe(400);
  });

  it('is the owner’s alone: Maja, acting for Oskar, may look but not change or remove', async () => {
    const majaForOskar = await personAt(server, MAJA, OSKAR_ACCOUNT);
    expect((await majaForOskar.browser.get(USERS, majaForOskar.session)).status).toBe(200);
    const forbidden = { message: 'myPages.refusals.notAccountOwner' };
    expect(await setContact(majaForOskar, majaAccessId)).toMatchObject({ status: 403, body: forbidden });
    expect(await removeUser(majaForOskar, majaAccessId)).toMatchObject({ status: 403, body: forbidden });
    const karinForGustav = await personAt(server, KARIN, 'cust-gustav-berg');
    expect(await removeUser(karinForGustav, 'access-gustav-karin')).toMatchObject({ status: 403, body: forbidden });
  });

  it('never removes the owner', async () => {
    expect(await removeUser(oskar, OSKAR_ACCOUNT)).toMatchObject({ status: 409, body: { message: 'myPages.refusals.ownerCannotBeRemoved' } });
    const karinForBakery = await personAt(server, KARIN, 'cust-bergs-bageri');
    expect(await removeUser(karinForBakery, 'access-bageri-karin')).toMatchObject({ status: 409, body: { message: 'myPages.refusals.ownerCannotBeRemoved' } });
  });

  it('removing a person ends their access and their sessions acting for the account, and clears them as contact person', async () => {
    const majaForOskar = await personAt(server, MAJA, OSKAR_ACCOUNT);
    expect((await majaForOskar.browser.get('/api/v1/customer', majaForOskar.session)).status).toBe(200);
    expect((await setContact(oskar, majaAccessId)).status).toBe(200);

    expect((await removeUser(oskar, majaAccessId)).body).toEqual({ ok: true });
    expect((await majaForOskar.browser.get('/api/v1/customer', majaForOskar.session)).status).toBe(401);
    // Her session for her own account goes on.
    expect((await maja.browser.get('/api/v1/customer', maja.session)).status).toBe(200);
    expect((await oskar.browser.get(USERS, oskar.session)).body.items).toEqual([expect.objectContaining({ id: OSKAR_ACCOUNT, isContactPerson: true })]);
    // Her next login offers only her own account again.
    expect(await logIn(server, server.browser(), MAJA)).toMatchObject({ status: 'complete', data: { newCustomer: false } });
    expect((await removeUser(oskar, majaAccessId)).status).toBe(404);
  });

  it('Gustav, the owner, may remove Karin’s power of attorney', async () => {
    const gustav = await personAt(server, GUSTAV);
    expect((await removeUser(gustav, 'access-gustav-karin')).body).toEqual({ ok: true });
    const karin = await logIn(server, server.browser(), KARIN);
    expect(karin.data.accounts.map((account: { id: string }) => account.id)).toEqual(['cust-karin-berg', 'cust-bergs-bageri']);
  });
});
