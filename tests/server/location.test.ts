import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAreas } from '../../content/shared/catalog';
import { areaInterests } from '../../server/db/schema';
import { POSTAL_TOWN_RANGES, postTownOf } from '../../server/domain/postalTowns';
import { fieldsOf, postJson, startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** Postal codes no Swedish address has: nothing starts with 0, and the series end at 984. */
const NONEXISTENT = ['00000', '01234', '99999', '98500'];

describe('post towns of postal codes', () => {
  it('keeps its ranges sorted, apart and within the three-digit prefixes', () => {
    let previous = 99;
    for (const [first, last, town] of POSTAL_TOWN_RANGES) {
      expect(first, town).toBeGreaterThan(previous);
      expect(last, town).toBeGreaterThanOrEqual(first);
      expect(last, town).toBeLessThanOrEqual(999);
      expect(town.trim(), String(first)).toBe(town);
      previous = last;
    }
  });

  it('names the post town of a real code, served or not', () => {
    expect(postTownOf('11122')).toBe('Stockholm');
    expect(postTownOf('41301')).toBe('Göteborg');
    expect(postTownOf('21119')).toBe('Malmö');
    expect(postTownOf('90325')).toBe('Umeå');
    expect(postTownOf('98132')).toBe('Kiruna');
    expect(postTownOf('13134')).toBe('Nacka');
  });

  it('knows no code of an unused range, and nothing that is not five digits', () => {
    for (const code of [...NONEXISTENT, '1112', '111 22', '111223', 'abcde', '']) expect(postTownOf(code), code).toBeUndefined();
  });

  it('knows the first and last code of every range we serve or cut out', () => {
    for (const { ranges, except = [] } of serviceAreas) {
      for (const [first, last] of [...ranges, ...except]) {
        expect(postTownOf(first), first).toBeDefined();
        expect(postTownOf(last), last).toBeDefined();
      }
    }
  });
});

describe('GET /v1/location/city', () => {
  const city = (areaCode: string) => api.json(`/v1/location/city?areaCode=${encodeURIComponent(areaCode)}`);

  it('answers the town of a real postal code we do not serve', async () => {
    expect(await city('981 32')).toMatchObject({ status: 200, body: { city: 'Kiruna', areaCode: '98132' } });
    expect(await city('76190')).toMatchObject({ status: 200, body: { city: 'Norrtälje', areaCode: '76190' } });
  });

  it('answers a served code with its own town', async () => {
    expect((await city('21612')).body).toEqual({ city: 'Limhamn', areaCode: '21612' });
    expect((await city('111 22')).body).toEqual({ city: 'Stockholm', areaCode: '11122' });
    expect((await city('41101')).body).toEqual({ city: 'Göteborg', areaCode: '41101' });
  });

  it('answers 404 only for a code that does not exist, 400 for a malformed one', async () => {
    for (const code of NONEXISTENT) expect((await city(code)).status, code).toBe(404);
    for (const code of ['1112', '111223', 'abcde', '111-22']) {
      const answer = await city(code);
      expect(answer.status, code).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['query.areaCode']);
    }
  });
});

describe('GET /v2/product/catalog', () => {
  const catalog = (areaCode: string) => api.json(`/v2/product/catalog?areaCode=${encodeURIComponent(areaCode)}`);

  const productIds = async (areaCode: string) => ((await catalog(areaCode)).body.items as { productId: number }[]).map((item) => item.productId);

  it('offers nothing at a real postal code we do not serve', async () => {
    expect(await catalog('981 32')).toMatchObject({ status: 200, body: { areaCode: '98132', items: [] } });
    // Norrtälje is past Stockholm's ranges, Alingsås in a gap of Göteborg's.
    for (const code of ['76190', '44130']) expect(await catalog(code), code).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('offers nothing on the islands cut out of a region, though the range around them is served', async () => {
    expect(await productIds('13995')).toEqual([]);
    expect((await productIds('13940')).length).toBeGreaterThan(0);
  });

  it('offers a region’s products anywhere in its ranges: central Stockholm and Göteborg, where the offices are', async () => {
    const stockholm = await productIds('11120');
    expect(stockholm.length).toBeGreaterThan(0);
    expect(await productIds('111 22')).toEqual(stockholm);
    expect(await productIds('11234')).toEqual(stockholm);
    expect(await productIds('19145')).toEqual(stockholm);
    expect(await productIds('41101')).toEqual(await productIds('41119'));
    expect((await productIds('72211')).length).toBeGreaterThan(0);
  });

  it('answers 404 for a code that does not exist', async () => {
    for (const code of NONEXISTENT) expect((await catalog(code)).status, code).toBe(404);
  });
});

describe('POST /v1/location/interest', () => {
  const register = (body: unknown, query = '') => api.json(`/v1/location/interest${query}`, postJson(body));
  const stored = (areaCode: string) =>
    api.database.db.select().from(areaInterests).where(eq(areaInterests.areaCode, areaCode)).orderBy(areaInterests.id);

  it('stores an address for a postal code we do not serve', async () => {
    const answer = await register({ areaCode: '981 32', email: ' Anna.Svensson@Example.se ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ areaCode: '98132' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await stored('98132')).toEqual([
      expect.objectContaining({ areaCode: '98132', email: 'anna.svensson@example.se', productId: null, locale: 'sv' }),
    ]);
  });

  it('keeps one entry per address and code, however often and at once it is sent', async () => {
    const body = { areaCode: '90325', email: 'erik@example.se', productId: 340030 };
    const answers = await Promise.all([1, 2, 3, 4].map(() => register(body, '?lang=en')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const again = await register({ ...body, email: 'ERIK@example.se', productId: undefined });
    // The answer does not tell that the address was known.
    expect(again).toMatchObject({ status: 200, body: { areaCode: '90325' } });
    expect(await stored('90325')).toEqual([expect.objectContaining({ email: 'erik@example.se', productId: 340030, locale: 'en' })]);
    // Another address, or another code, is another entry.
    await register({ ...body, email: 'karl@example.se' });
    await register({ ...body, areaCode: '90326' });
    expect((await stored('90325')).map((row) => row.email)).toEqual(['erik@example.se', 'karl@example.se']);
    expect(await stored('90326')).toHaveLength(1);
  });

  it('refuses a code that does not exist, a malformed code, a bad address and an unknown service', async () => {
    const cases: Array<[unknown, string, string | undefined]> = [
      [{ areaCode: '99999', email: 'a@example.se' }, 'body.areaCode', 'common.formErrors.areaCode'],
      [{ areaCode: '1112', email: 'a@example.se' }, 'body.areaCode', 'common.formErrors.areaCode'],
      [{ areaCode: '98132', email: 'not-an-address' }, 'body.email', 'common.formErrors.email'],
      [{ areaCode: '98132', email: '' }, 'body.email', 'common.formErrors.email'],
      [{ areaCode: '98132', email: `${'a'.repeat(250)}@example.se` }, 'body.email', 'common.formErrors.email'],
      [{ areaCode: '98132' }, 'body.email', undefined],
      [{ email: 'a@example.se' }, 'body.areaCode', undefined],
      [{ areaCode: '98132', email: 'a@example.se', productId: 1 }, 'body.productId', undefined],
    ];
    for (const [body, field, message] of cases) {
      const answer = await register(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(new Set(fieldsOf(answer.body)), JSON.stringify(body)).toEqual(new Set([field]));
      if (message) expect(answer.body[0].message).toBe(message);
    }
    expect((await api.call('/v1/location/interest', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"areaCode":' })).status).toBe(400);
    expect((await api.call('/v1/location/interest', { method: 'POST' })).status).toBe(400);
    const nothing = await api.database.db
      .select()
      .from(areaInterests)
      .where(and(eq(areaInterests.areaCode, '98132'), eq(areaInterests.email, 'a@example.se')));
    expect(nothing).toEqual([]);
  });

  it('never answers 5xx, whatever the body', async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.integer(),
      fc.constantFrom(null, true, [], {}, '11122', '111 22', '99999', 'a@example.se', '\u0000', 302016, '302016', 1e308),
    );
    const body = fc.record({ areaCode: field, email: field, productId: field }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const answer = await api.call('/v1/location/interest', postJson(generated));
        await answer.arrayBuffer();
        expect(answer.status, JSON.stringify(generated)).toBeLessThan(500);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });
});
