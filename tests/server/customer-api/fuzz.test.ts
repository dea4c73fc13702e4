import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBookingApi, type BookingApi } from '../booking-api/support';
import { OSKAR } from './support';

/** Random delivery addresses and query flags: answers are 200 or 4xx with a body, never 5xx. */

let api: BookingApi;
let session: Record<string, string>;

beforeAll(async () => {
  api = await startBookingApi();
  session = await api.session(OSKAR);
}, 30_000);
afterAll(() => api.server.close());

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '11120', '111 20', '99999', '1112034', 'Vasagatan 12', 'VASAGATAN 12', 'Stockholm', '__proto__', 'x'.repeat(300)),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 10 }), scalar, { maxKeys: 3 }));
const fields = ['street', 'zipCode', 'city', 'careOf', 'floor', 'doorCode'];
const valid = { street: 'Vasagatan 12', zipCode: '11120', city: 'Stockholm' };
const body = fc.oneof(
  fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
  fc.dictionary(fc.constantFrom(...fields), value).map((noise) => ({ ...valid, ...noise })),
  value,
);
const flag = fc.constantFrom('', '?checkOnly=true', '?checkOnly=false', '?checkOnly=', '?checkOnly=1', '?checkOnly=maybe', '?checkOnly=true&checkOnly=false');

describe('delivery address under random input', () => {
  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(flag, body, async (query, payload) => {
        const answer = await api.post(`/v1/customer/delivery-address${query}`, payload, session);
        expect(answer.status, `${query} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(answer.body).toBeDefined();
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  }, 60_000);
});
