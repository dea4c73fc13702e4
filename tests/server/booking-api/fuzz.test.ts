import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OSKAR, startBookingApi, WINDOW, windowForm, contact, type BookingApi } from './support';

/** Random bodies for every booking POST: answers are 2xx, 4xx with a body, never 5xx. */

let api: BookingApi;
let session: Record<string, string>;

beforeAll(async () => {
  api = await startBookingApi();
  session = await api.session(OSKAR);
}, 30_000);
afterAll(() => api.server.close());

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', '11120', '111 20', '99999', '2026-03-18T08:00:00+01:00', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', 'VAR10P', 'addr-oskar-home', 'addr-gustav-home', '__proto__', 'direct', 'rfp', 302016, 302047, 340030, 304001, -1, 1e308),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 10 }), scalar, { maxKeys: 3 }));
const fields = ['productId', 'configurationForm', 'zipCode', 'addressId', 'startTime', 'discountCode', 'contact', 'address', 'company', 'flow', 'showAllSlots', 'partnerData', 'destinationAddressId'];
const valid = { productId: WINDOW, configurationForm: windowForm, zipCode: '11120', startTime: '2026-03-18T08:00:00+01:00', contact, flow: 'direct' };
/** A plausible body with some fields replaced by noise, or noise altogether. */
const body = fc.oneof(
  fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
  fc.dictionary(fc.constantFrom(...fields), value).map((noise) => ({ ...valid, ...noise })),
  value,
);
const paths = ['/v2/booking/direct/price', '/v2/booking/direct/availability', '/v2/booking/direct', '/v2/booking/rfp', '/v2/booking/b2b', '/v2/booking/home-cleaning'];

describe('booking calls under random input', () => {
  it('never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, fc.boolean(), async (path, payload, withSession) => {
        const answer = await api.post(path, payload, withSession ? session : {});
        expect(answer.status, `${path} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (answer.status === 400) expect(Array.isArray(answer.body)).toBe(true);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('refuses bodies that are not JSON objects with 400', async () => {
    for (const path of paths) {
      const answer = await api.post(path, '{"productId": ', { 'content-type': 'application/json', ...session });
      expect(answer.status).toBe(400);
    }
  });
});
