import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceSchema } from '../../../api/contract/booking';
import { fieldsOf } from '../helpers';
import { asStaff, customerHeaders, LEO, OSKAR, send, startStaffApi, WINDOW, windowForm, type StaffTestApi } from './support';

/**
 * Customer service's price of a direct order for the customer acted for: the
 * customer's own price, RUT against their number, so the price quoted on the
 * phone is the one booked.
 */

const PRICE_PATH = '/v2/customer-service/booking/direct/price';
const OWN_PRICE_PATH = '/v2/booking/direct/price';

let api: StaffTestApi;
let staff: string;
let oskarSession: string;

beforeAll(async () => {
  api = await startStaffApi();
  staff = await api.directoryToken(['staff'], { username: 'anna.berg@example.se', name: 'Anna Berg' });
  oskarSession = await api.customerSession(OSKAR);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const order = { productId: WINDOW, configurationForm: windowForm, zipCode: '11120' };

describe('the staff price of a direct order', () => {
  it('prices for Oskar with his RUT deduction, as his own session’s price for the same form', async () => {
    const own = await api.json(OWN_PRICE_PATH, send('POST', customerHeaders(oskarSession), order));
    const anonymous = await api.json(OWN_PRICE_PATH, send('POST', {}, order));
    const quoted = await api.json(PRICE_PATH, send('POST', asStaff(staff, OSKAR), order));
    expect(quoted.status).toBe(200);
    const price = priceSchema.parse(quoted.body);
    expect(price.rutDeduction).toBeGreaterThan(0);
    expect(price.rutDeduction).toBe(own.body.rutDeduction);
    expect(quoted.body).toEqual(own.body);
    // Without a customer there is no RUT: the staff price is not the anonymous one.
    expect(anonymous.body.rutDeduction).toBe(0);
    expect(price.totalToPay).toBeLessThan(anonymous.body.totalToPay);
  });

  it('takes the personal number in any form the forms accept, and the body of the customer’s price call', async () => {
    const quoted = await api.json(PRICE_PATH, send('POST', asStaff(staff, '8112189876'), order));
    expect(quoted.status).toBe(200);
    const bad = await api.json(PRICE_PATH, send('POST', asStaff(staff, OSKAR), { ...order, zipCode: '99999' }));
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['body.zipCode']);
  });

  it('answers 401 without a token, 403 without the staff role, 400 without X-Ssn, 404 for a number that is no customer', async () => {
    expect((await api.json(PRICE_PATH, send('POST', { 'X-Ssn': OSKAR }, order))).status).toBe(401);
    const editor = await api.directoryToken(['editor']);
    expect((await api.json(PRICE_PATH, send('POST', asStaff(editor, OSKAR), order))).status).toBe(403);
    const withoutSsn = await api.json(PRICE_PATH, send('POST', asStaff(staff), order));
    expect(withoutSsn.status).toBe(400);
    expect(fieldsOf(withoutSsn.body)).toEqual(['headers.X-Ssn']);
    expect((await api.json(PRICE_PATH, send('POST', asStaff(staff, LEO), order))).status).toBe(404);
  });
});
