import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '../../../api/contract/customer';
import { HEADERS } from '../../../api/contract/headers';
import { bookings } from '../../../server/db/schema';
import { fieldsOf } from '../helpers';
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
 * What customer service does for a customer: register them, add a delivery
 * address, book a direct order. The customer's own rules apply, the
 * customer sees the result in their own account, and each call is in the
 * staff audit log.
 */

/** A documented test personal number (Skatteverket's test series), no customer in the seed. */
const NEW_PERSON = '19900101-0017';

let api: StaffTestApi;
let staff: string;
let oskarSession: string;

beforeAll(async () => {
  api = await startStaffApi();
  staff = await api.directoryToken(['staff'], { subject: 'sub-anna', username: 'anna.berg@example.se', name: 'Anna Berg' });
  oskarSession = await api.customerSession(OSKAR);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const asOskar = () => customerHeaders(oskarSession);
const lookUp = (ssn: string) => api.json(CUSTOMER_PATH, send('GET', asStaff(staff, ssn)));
const newCustomer = {
  firstName: 'Tolvan',
  lastName: 'Tolvansson',
  email: 'tolvan@kund.example',
  mobilePhone: '070-174 06 10',
  address: { street: 'Drottninggatan 5', zipCode: '111 20', city: 'Stockholm', floor: '2' },
};
const address = (street: string, zipCode = '11120') => ({ street, zipCode, city: 'Stockholm' });
const addAddress = (ssn: string, body: unknown, checkOnly?: boolean) =>
  api.json(`${ADDRESS_PATH}${checkOnly === undefined ? '' : `?checkOnly=${checkOnly}`}`, send('POST', asStaff(staff, ssn), body));
const addressIdsOf = async (ssn: string) => ((await lookUp(ssn)).body.addresses as { id: string }[]).map((a) => a.id);

describe('registering a customer', () => {
  it('registers a person who is no customer yet, who is then found and can log in to the account', async () => {
    expect((await lookUp(NEW_PERSON)).status).toBe(404);
    const registered = await api.json(CUSTOMER_PATH, send('POST', asStaff(staff, '199001010017'), newCustomer));
    expect(registered.status).toBe(200);
    const customer = customerSchema.parse(registered.body);
    expect(customer).toMatchObject({ firstName: 'Tolvan', lastName: 'Tolvansson', email: 'tolvan@kund.example', isMainAccount: true });
    expect(customer.mobilePhone).toMatch(/^\+46/);
    expect(customer.addresses).toEqual([expect.objectContaining({ street: 'Drottninggatan 5', zipCode: '11120', city: 'Stockholm', floor: '2', primary: true })]);
    const found = await lookUp('900101-0017');
    expect(found.status).toBe(200);
    expect(found.body).toEqual(registered.body);
    // The person logs in with their e-ID and is in the account customer service made.
    const own = await api.json('/v1/customer', send('GET', customerHeaders(await api.customerSession(NEW_PERSON))));
    expect(own.body).toMatchObject({ id: customer.id, firstName: 'Tolvan', lastName: 'Tolvansson' });
  });

  it('refuses to register someone who is a customer already (409)', async () => {
    const again = await api.json(CUSTOMER_PATH, send('POST', asStaff(staff, OSKAR), newCustomer));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('alreadyRegistered');
    expect((await lookUp(OSKAR)).body.firstName).toBe('Oskar');
  });

  it('needs the name typed, as no e-ID vouches for it, and the rest of the form as the customer’s own registration', async () => {
    const { firstName: _first, lastName: _last, ...nameless } = newCustomer;
    const unnamed = await api.json(CUSTOMER_PATH, send('POST', asStaff(staff, LEO), nameless));
    expect(unnamed.status).toBe(400);
    expect(fieldsOf(unnamed.body).sort()).toEqual(['body.firstName', 'body.lastName']);
    const badForm = await api.json(CUSTOMER_PATH, send('POST', asStaff(staff, LEO), { ...newCustomer, email: 'nope', address: { street: '' } }));
    expect(badForm.status).toBe(400);
    expect(fieldsOf(badForm.body)).toEqual(expect.arrayContaining(['body.email', 'body.address.street', 'body.address.zipCode']));
    expect((await lookUp(LEO)).status).toBe(404);
  });
});

describe('adding a delivery address', () => {
  it('checks an address without saving it, served or not, for a customer or someone not registered yet', async () => {
    const before = await addressIdsOf(OSKAR);
    expect(await addAddress(OSKAR, address('Kungsgatan 3'), true)).toMatchObject({ status: 200, body: { valid: true } });
    expect((await addAddress(OSKAR, address('Kungsgatan 3'), true)).body.address).toBeUndefined();
    expect(await addAddress(OSKAR, address('Storgatan 1', '99999'), true)).toMatchObject({ status: 200, body: { valid: false, reason: 'outsideServiceArea' } });
    expect(await addAddress(LEO, address('Kungsgatan 3'), true)).toMatchObject({ status: 200, body: { valid: true } });
    expect(await addressIdsOf(OSKAR)).toEqual(before);
  });

  it('stores an address on the customer’s account, where the customer finds it; the same place again is the same address', async () => {
    const added = await addAddress(OSKAR, { ...address('Kungsgatan 3'), doorCode: '4321' }, false);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ valid: true, address: { street: 'Kungsgatan 3', zipCode: '11120', city: 'Stockholm', doorCode: '4321', primary: false } });
    const id = added.body.address.id as string;
    expect(await addressIdsOf(OSKAR)).toContain(id);
    const own = await api.json('/v2/customer/addresses', send('GET', asOskar()));
    expect(own.body.items.map((a: { id: string }) => a.id)).toContain(id);
    const again = await addAddress(OSKAR, address(' kungsgatan  3 '));
    expect(again.body.address.id).toBe(id);
    expect(await addAddress(OSKAR, address('Storgatan 1', '99999'))).toMatchObject({ status: 200, body: { valid: false, reason: 'outsideServiceArea' } });
  });

  it('does not store an address for someone who is no customer (404), and refuses a bad address (400)', async () => {
    expect((await addAddress(LEO, address('Kungsgatan 3'))).status).toBe(404);
    const bad = await addAddress(OSKAR, { street: 'x', zipCode: '1', city: '' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['body.zipCode', 'body.city']));
  });
});

describe('booking a direct order for the customer', () => {
  let firstFree: string;
  let secondFree: string;
  const order = (startTime: string, extra: Record<string, unknown> = {}) => ({
    productId: WINDOW,
    configurationForm: windowForm,
    zipCode: '11120',
    addressId: OSKAR_ADDRESS,
    startTime,
    ...extra,
  });
  const book = (body: unknown, key: Record<string, string> = newKey(), ssn = OSKAR) => api.json(BOOK_PATH, send('POST', { ...asStaff(staff, ssn), ...key }, body));
  const unreadOfOskar = async () => (await api.json('/v2/customer/notifications', send('GET', asOskar()))).body;

  beforeAll(async () => {
    const availability = await api.json('/v2/booking/direct/availability', send('POST', {}, { productId: WINDOW, configurationForm: windowForm, zipCode: '11120' }));
    expect(availability.status).toBe(200);
    firstFree = availability.body.firstAvailable;
    expect(firstFree).toEqual(expect.any(String));
    secondFree = availability.body.slots.map((s: { startTime: string }) => s.startTime).find((start: string) => start !== firstFree);
  });

  it('books window cleaning for Oskar at his price with RUT; a retry with the same Idempotency-Key answers the same booking', async () => {
    const notesBefore = await unreadOfOskar();
    const key = newKey();
    const booked = await book(order(firstFree), key);
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ type: 'order', status: 'confirmed', productId: WINDOW, startTime: firstFree, address: { street: 'Vasagatan 12', zipCode: '11120' } });
    // The price is the one Oskar is quoted himself: RUT against his personal number.
    const quoted = await api.json('/v2/booking/direct/price', send('POST', asOskar(), order(firstFree, { addressId: undefined })));
    expect(booked.body.price).toEqual(quoted.body);
    expect(booked.body.price.rutDeduction).toBeGreaterThan(0);

    const retry = await book(order(firstFree), key);
    expect(retry).toMatchObject({ status: 200, body: booked.body });
    // The same order under a new key is a second booking of the same time at the same place: refused, naming the first.
    const twice = await book(order(firstFree));
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual([{ field: 'body.startTime', message: 'common.formErrors.alreadyBooked', bookingId: booked.body.bookingId }]);
    const rows = await api.database.db.select().from(bookings).where(eq(bookings.customerId, OSKAR_ACCOUNT));
    expect(rows.filter((row) => row.startTime?.getTime() === Date.parse(firstFree))).toHaveLength(1);
    // Stored as customer service's booking.
    expect(rows.find((row) => row.id === booked.body.bookingId)?.channel).toBe('customerService');

    // Oskar sees it among his bookings, and was told once, as when he books himself.
    const day = firstFree.slice(0, 10);
    const mine = await api.json(`/v2/customer/bookings?startDate=${day}&endDate=${day}`, send('GET', asOskar()));
    expect(mine.body.items).toEqual([expect.objectContaining({ id: booked.body.bookingId, reference: booked.body.reference, productId: WINDOW, status: 'booked' })]);
    const latest = await api.json('/v3/customer/bookings/latest', send('GET', asOskar()));
    expect(latest.body.items.map((b: { id: string }) => b.id)).toContain(booked.body.bookingId);
    const notesAfter = await unreadOfOskar();
    expect(notesAfter.total).toBe(notesBefore.total + 1);
    expect(notesAfter.items[0]).toMatchObject({ type: 'bookingConfirmed', read: false });
    expect(notesAfter.items[0].body).toContain(booked.body.reference);
  });

  it('refuses the same key with another order (409 on the key)', async () => {
    const key = newKey();
    const first = await book(order(secondFree), key);
    expect(first.status).toBe(200);
    const other = await book(order(secondFree, { configurationForm: { ...windowForm, windowsOrdinary: 12 } }), key);
    expect(other.status).toBe(409);
    expect(other.body.errors).toEqual([{ field: `headers.${HEADERS.idempotencyKey}`, message: 'idempotencyKeyReused' }]);
  });

  it('holds to the customer’s rules: their own address, a served postal code, a real slot, a key', async () => {
    expect((await book(order(firstFree, { addressId: 'addr-karin-home' }))).status).toBe(404);
    expect(fieldsOf((await book(order(firstFree, { zipCode: '99999' }))).body)).toEqual(['body.zipCode']);
    expect(fieldsOf((await book(order('2026-03-18T08:17:00+01:00'))).body)).toEqual(['body.startTime']);
    expect(fieldsOf((await book(order(firstFree), {})).body)).toEqual([`headers.${HEADERS.idempotencyKey}`]);
    expect(fieldsOf((await book({ ...order(firstFree), addressId: undefined })).body)).toEqual(['body.addressId']);
    expect((await book(order(firstFree), newKey(), LEO)).status).toBe(404);
  });
});

describe('the staff audit log', () => {
  // Entries are timed by the server's clock: a second between calls orders them.
  const pause = () => api.clock.advance(1000);
  const auditOf = async (admin: string, query = '') => (await api.json(`/v1/directory/staff-audit${query}`, send('GET', asStaff(admin)))).body;

  it('names who acted, for which customer, what and with what answer, newest first; filtered by customer', async () => {
    const auditor = await api.directoryToken(['staff'], { subject: 'sub-erik', username: 'erik.sund@example.se', name: 'Erik Sund' });
    const admin = await api.directoryToken(['admin']);
    const made: { ssn: string; action: string; status: number }[] = [];
    const call = async (ssn: string, method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const answer = await api.json(path, send(method, { ...asStaff(auditor, ssn), ...extra }, body));
      made.push({ ssn: ssn === '8112189876' ? OSKAR : ssn, action: `${method} ${path.split('?')[0]}`, status: answer.status });
      await pause();
      return answer;
    };
    const found = await call('8112189876', 'GET', CUSTOMER_PATH);
    await call(LEO, 'GET', CUSTOMER_PATH);
    await call(OSKAR, 'POST', `${ADDRESS_PATH}?checkOnly=true`, address('Sveavägen 9'));
    const stored = await call(OSKAR, 'POST', ADDRESS_PATH, address('Sveavägen 9'));
    const refused = await call(OSKAR, 'POST', BOOK_PATH, { productId: WINDOW, configurationForm: windowForm, zipCode: '99999', addressId: OSKAR_ADDRESS, startTime: '2026-03-18T08:00:00+01:00' }, newKey());
    expect(made.map((m) => m.status)).toEqual([200, 404, 200, 200, 400]);
    expect(refused.status).toBe(400);

    let entries: { actor: { username: string; name: string }; customerSsn: string; action: string; status: number; subject: string | null; at: string }[] = [];
    await expect
      .poll(async () => {
        entries = (await auditOf(admin)).items.filter((e: { actor: { username: string } }) => e.actor.username === 'erik.sund@example.se');
        return entries.length;
      })
      .toBe(made.length);
    expect(entries.map(({ customerSsn, action, status }) => ({ ssn: customerSsn, action, status }))).toEqual([...made].reverse());
    expect(entries[0]!.actor).toEqual({ username: 'erik.sund@example.se', name: 'Erik Sund' });
    expect(entries.map((e) => e.subject)).toEqual([null, stored.body.address.id, null, null, found.body.id]);
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The earlier tests' calls are there too: the registration names the account, the booking its id.
    const all = (await auditOf(admin, '?limit=200')).items as typeof entries;
    expect(all.find((e) => e.action === `POST ${CUSTOMER_PATH}` && e.status === 200)).toMatchObject({ customerSsn: NEW_PERSON, actor: { name: 'Anna Berg' }, subject: expect.stringMatching(/^cust-/) });
    expect(all.filter((e) => e.action === `POST ${BOOK_PATH}` && e.status === 200 && e.subject).length).toBeGreaterThanOrEqual(2);

    const leo = (await auditOf(admin, `?ssn=${LEO}`)).items as typeof entries;
    expect(leo.length).toBeGreaterThan(0);
    expect(new Set(leo.map((e) => e.customerSsn))).toEqual(new Set([LEO]));
    expect(leo[0]).toMatchObject({ action: `GET ${CUSTOMER_PATH}`, status: 404, actor: { username: 'erik.sund@example.se' } });
  });

  it('is for administrators only: a staff token gets 403, no token 401', async () => {
    expect((await api.json('/v1/directory/staff-audit', send('GET', asStaff(staff)))).status).toBe(403);
    expect((await api.json('/v1/directory/staff-audit', send('GET', {}))).status).toBe(401);
  });
});
