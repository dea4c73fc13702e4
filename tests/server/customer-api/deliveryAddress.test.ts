import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '../../../server/db/schema';
import { MAX_DELIVERY_ADDRESSES } from '../../../server/store/addresses';
import { startBookingApi, type BookingApi } from '../booking-api/support';
import { fieldsOf } from '../helpers';
import { GUSTAV, MAJA, OSKAR } from './support';

const LIST = '/v1/customer/delivery-address';
const add = (checkOnly?: boolean) => (checkOnly === undefined ? LIST : `${LIST}?checkOnly=${checkOnly}`);

let api: BookingApi;
let oskar: Record<string, string>;
let gustav: Record<string, string>;
let maja: Record<string, string>;

beforeAll(async () => {
  api = await startBookingApi();
  [oskar, gustav, maja] = await Promise.all([api.session(OSKAR), api.session(GUSTAV), api.session(MAJA)]);
}, 60_000);
afterAll(() => api.server.close());

const rowsOf = (customerId: string) => api.server.database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));

describe('GET /v1/customer/delivery-address', () => {
  it("answers the customer's stored addresses in the customer answer's shape", async () => {
    const answer = await api.get(LIST, oskar);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      items: [{ id: 'addr-oskar-home', street: 'Vasagatan 12', zipCode: '11120', city: 'Stockholm', floor: '3', doorCode: '1234', primary: true }],
    });
    const customer = await api.get('/v1/customer', oskar);
    expect(answer.body.items).toEqual(customer.body.addresses);
  });

  it('puts the primary address first', async () => {
    const answer = await api.get(LIST, maja);
    expect(answer.body.items.map((a: { id: string; primary: boolean }) => [a.id, a.primary])).toEqual([
      ['addr-maja-stockholm', true],
      ['addr-maja-goteborg', false],
    ]);
  });
});

describe('POST /v1/customer/delivery-address', () => {
  const place = { street: 'Sveavägen 20', zipCode: '111 57', city: 'Stockholm' };

  it('with checkOnly checks a served postal code and stores nothing', async () => {
    const before = (await rowsOf('cust-oskar-lindqvist')).length;
    const checked = await api.post(add(true), { ...place, zipCode: '11221' }, oskar);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ valid: true });
    expect(await rowsOf('cust-oskar-lindqvist')).toHaveLength(before);
    expect((await api.get(LIST, oskar)).body.items).toHaveLength(before);
  });

  it('stores a new address (not primary) and a repeat answers the same one without a second row', async () => {
    const first = await api.post(add(false), { street: 'Kungsholmsgatan 5', zipCode: '112 21', city: 'Stockholm', floor: '2' }, oskar);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      valid: true,
      address: { id: expect.stringMatching(/^addr-/), street: 'Kungsholmsgatan 5', zipCode: '11221', city: 'Stockholm', floor: '2', primary: false },
    });
    const id = first.body.address.id;
    // The retry of a client, typed a little differently: case, spaces and the postal code's space do not make a new address.
    const again = await api.post(LIST, { street: '  kungsholmsGATAN 5 ', zipCode: '11221', city: 'STOCKHOLM' }, oskar);
    expect(again.status).toBe(200);
    expect(again.body.address.id).toBe(id);
    expect(again.body.address.street).toBe('Kungsholmsgatan 5');
    const rows = (await rowsOf('cust-oskar-lindqvist')).filter((row) => row.street.toLowerCase().startsWith('kungsholmsgatan'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, isPrimary: false });
    const list = (await api.get(LIST, oskar)).body.items;
    expect(list.map((a: { id: string }) => a.id)).toEqual(['addr-oskar-home', id]);
  });

  it('answers the primary address when it is posted again', async () => {
    const repeat = await api.post(LIST, { street: 'vasagatan 12', zipCode: '111 20', city: 'stockholm' }, oskar);
    expect(repeat.body).toMatchObject({ valid: true, address: { id: 'addr-oskar-home', primary: true } });
  });

  it('stores one row when the same address arrives several times at once', async () => {
    const body = { street: 'Hornsgatan 1', zipCode: '11827', city: 'Stockholm' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.post(LIST, body, oskar)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.address.id)).size).toBe(1);
    expect((await rowsOf('cust-oskar-lindqvist')).filter((row) => row.street === 'Hornsgatan 1')).toHaveLength(1);
  });

  it('answers valid: false for a postal code outside the service area, with or without checkOnly, and stores nothing', async () => {
    const before = (await rowsOf('cust-oskar-lindqvist')).length;
    for (const path of [add(true), add(false), LIST]) {
      const answer = await api.post(path, { street: 'Storgatan 1', zipCode: '999 99', city: 'Ingenstans' }, oskar);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ valid: false, reason: 'outsideServiceArea' });
    }
    expect(await rowsOf('cust-oskar-lindqvist')).toHaveLength(before);
  });

  it('answers 400 with field errors for bad input and stores nothing', async () => {
    const before = (await rowsOf('cust-oskar-lindqvist')).length;
    const cases: [unknown, string[]][] = [
      [{}, ['body.street', 'body.zipCode', 'body.city']],
      [{ zipCode: '11120' }, ['body.street', 'body.city']],
      [{ street: 123, zipCode: 11120, city: ['Stockholm'] }, ['body.street', 'body.zipCode', 'body.city']],
      [{ ...place, zipCode: '1112034' }, ['body.zipCode']],
      [{ ...place, zipCode: 'abcde' }, ['body.zipCode']],
      [{ ...place, street: 'x'.repeat(10_000) }, ['body.street']],
      [{ ...place, street: '   ' }, ['body.street']],
      [{ ...place, doorCode: 'd'.repeat(21) }, ['body.doorCode']],
    ];
    for (const [body, fields] of cases) {
      const answer = await api.post(LIST, body, oskar);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fieldsOf(answer.body).sort(), JSON.stringify(body).slice(0, 80)).toEqual([...fields].sort());
      for (const error of answer.body) expect(typeof error.message).toBe('string');
    }
    const long = await api.post(LIST, { ...place, street: 'x'.repeat(10_000) }, oskar);
    expect(long.body).toEqual([{ field: 'body.street', message: 'common.formErrors.maxLength' }]);
    const badFlag = await api.post(`${LIST}?checkOnly=perhaps`, place, oskar);
    expect(badFlag.status).toBe(400);
    expect(fieldsOf(badFlag.body)).toEqual(['query.checkOnly']);
    const notJson = await api.post(LIST, '{"street": ', oskar);
    expect(notJson.status).toBe(400);
    const nul = await api.post(LIST, { ...place, street: 'Vasa\u0000gatan 1' }, oskar);
    expect(nul.status).toBe(400);
    expect(await rowsOf('cust-oskar-lindqvist')).toHaveLength(before);
  });

  it('answers 401 without a session or with an unknown one', async () => {
    const unknown = { 'X-SessionId': 'A'.repeat(43) };
    for (const headers of [{}, unknown, { 'X-SessionId': 'nonsense' }]) {
      expect((await api.get(LIST, headers)).status).toBe(401);
      expect((await api.post(LIST, place, headers)).status).toBe(401);
      expect((await api.post(add(true), place, headers)).status).toBe(401);
    }
  });

  it("keeps addresses per customer: another customer never sees or gets one's address", async () => {
    const own = await api.post(LIST, { street: 'Odengatan 70', zipCode: '11330', city: 'Stockholm' }, oskar);
    expect(own.status).toBe(200);
    const oskarsId = own.body.address.id;
    const gustavs = await api.get(LIST, gustav);
    expect(gustavs.body.items.map((a: { id: string }) => a.id)).toEqual(['addr-gustav-home']);
    // The same place posted by Gustav is his own new row, not Oskar's.
    const same = await api.post(LIST, { street: 'Odengatan 70', zipCode: '11330', city: 'Stockholm' }, gustav);
    expect(same.body.address.id).not.toBe(oskarsId);
    expect((await api.get(LIST, gustav)).body.items.map((a: { id: string }) => a.id)).toEqual(['addr-gustav-home', same.body.address.id]);
    expect((await api.get(LIST, oskar)).body.items.map((a: { id: string }) => a.id)).not.toContain(same.body.address.id);
  });

  it(`refuses a new address beyond ${MAX_DELIVERY_ADDRESSES} per customer with a 409, while known ones still answer`, async () => {
    const start = (await rowsOf('cust-maja-holm')).length;
    for (let n = start; n < MAX_DELIVERY_ADDRESSES; n += 1) {
      const answer = await api.post(LIST, { street: `Testgatan ${n}`, zipCode: '41138', city: 'Göteborg' }, maja);
      expect(answer.status).toBe(200);
    }
    const over = await api.post(LIST, { street: 'Testgatan 999', zipCode: '41138', city: 'Göteborg' }, maja);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ message: 'common.formErrors.tooManyAddresses' });
    expect(await rowsOf('cust-maja-holm')).toHaveLength(MAX_DELIVERY_ADDRESSES);
    const known = await api.post(LIST, { street: 'testgatan 5', zipCode: '411 38', city: 'göteborg' }, maja);
    expect(known.status).toBe(200);
    expect(known.body.address.street).toBe('Testgatan 5');
    // Checking needs no room.
    expect((await api.post(add(true), { street: 'Testgatan 999', zipCode: '41138', city: 'Göteborg' }, maja)).body).toEqual({ valid: true });
    expect((await api.get(LIST, maja)).body.items).toHaveLength(MAX_DELIVERY_ADDRESSES);
  });
});
