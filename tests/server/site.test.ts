import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_CALLS_PER_MINUTE } from '../../server/api/analytics';
import { analyticsEvents } from '../../server/db/schema';
import { addDays, todayInStockholm } from '../../server/domain/holidays';
import { fieldsOf, postJson, startApi, type TestApi } from './helpers';

/** Editors' preview: the header and a signed-on editor's token (set once the server is up). */
let PREVIEW: Record<string, string> = {};

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
  PREVIEW = { 'X-Preview': 'true', Authorization: `Bearer ${await api.directoryToken(['editor'])}` };
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const translated = async (path: string, from: string, to: string, init?: RequestInit) => {
  const { status, body } = await api.json(`/v1/translate/path?path=${encodeURIComponent(path)}&from=${from}&to=${to}`, init);
  expect(status, path).toBe(200);
  return body.path as string;
};

describe('translate path', () => {
  it('translates content pages both ways through the shared entry id', async () => {
    expect(await translated('/tjanster/fonsterputs', 'sv', 'en')).toBe('/en/services/window-cleaning');
    expect(await translated('/en/services/window-cleaning', 'en', 'sv')).toBe('/tjanster/fonsterputs');
    expect(await translated('/blogg/rut-avdrag-sa-fungerar-det', 'sv', 'en')).toBe('/en/blog/rut-deduction-explained');
    expect(await translated('/en/business/office-moving/', 'en', 'sv')).toBe('/foretag/kontorsflytt');
    expect(await translated('/error/404', 'sv', 'en')).toBe('/en/error/404');
  });

  it('translates the home page', async () => {
    expect(await translated('/', 'sv', 'en')).toBe('/en');
    expect(await translated('/en', 'en', 'sv')).toBe('/');
    expect(await translated('/en/', 'en', 'sv')).toBe('/');
  });

  it('translates static routes and keeps the query string', async () => {
    expect(await translated('/mina-sidor/bokningar', 'sv', 'en')).toBe('/en/my-pages/bookings');
    expect(await translated('/en/my-pages', 'en', 'sv')).toBe('/mina-sidor');
    expect(await translated('/boka/fonsterputs?areaCode=11120&referrer=hem', 'sv', 'en')).toBe(
      '/en/book/window-cleaning?areaCode=11120&referrer=hem',
    );
    expect(await translated('/en/book/deep-cleaning', 'en', 'sv')).toBe('/boka/storstadning');
    expect(await translated('/forhandsgranska/abc123', 'sv', 'en')).toBe('/en/preview/abc123');
    expect(await translated('/tjanster/fonsterputs#faq', 'sv', 'en')).toBe('/en/services/window-cleaning#faq');
  });

  it("answers the target language's home page for unknown paths", async () => {
    expect(await translated('/finns/inte', 'sv', 'en')).toBe('/en');
    expect(await translated('/en/not/here', 'en', 'sv')).toBe('/');
    expect(await translated('/services/window-cleaning', 'sv', 'en')).toBe('/en');
    // A draft has no public translation unless previewing.
    expect(await translated('/blogg/boka-om-i-appen', 'sv', 'en')).toBe('/en');
    expect(await translated('/blogg/boka-om-i-appen', 'sv', 'en', { headers: PREVIEW })).toBe('/en/blog/rebook-in-the-app');
  });

  it('keeps the path when both languages are the same', async () => {
    expect(await translated('/tjanster/fonsterputs', 'sv', 'sv')).toBe('/tjanster/fonsterputs');
    expect(await translated('/en/services/window-cleaning', 'en', 'en')).toBe('/en/services/window-cleaning');
  });

  it('refuses bad input with field errors', async () => {
    const missing = await api.json('/v1/translate/path?path=/&from=sv');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['query.to']);
    const badLocale = await api.json('/v1/translate/path?path=/&from=sv&to=de');
    expect(fieldsOf(badLocale.body)).toEqual(['query.to']);
    const long = await api.json(`/v1/translate/path?path=/${'a'.repeat(2000)}&from=sv&to=en`);
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toEqual(['query.path']);
  });
});

describe('translate module', () => {
  it('serves every module in both languages', async () => {
    for (const id of ['common', 'post', 'date', 'slug', 'location']) {
      const sv = await api.json(`/v1/translate/module?id=${id}`);
      const en = await api.json(`/v1/translate/module?id=${id}&lang=en`);
      expect(sv.status).toBe(200);
      expect(sv.body).toMatchObject({ id, locale: 'sv' });
      expect(en.body).toMatchObject({ id, locale: 'en' });
      expect(Object.keys(en.body.messages).sort()).toEqual(Object.keys(sv.body.messages).sort());
    }
    expect((await api.json('/v1/translate/module?id=date')).body.messages['timeAgo.yesterday']).toBe('i går');
    expect((await api.json('/v1/translate/module?id=post&lang=en')).body.messages['category.guides']).toBe('Guides');
  });

  it('refuses unknown module ids', async () => {
    const bad = await api.json('/v1/translate/module?id=everything');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.id']);
  });
});

describe('holidays', () => {
  it('defaults to the coming year from today in Stockholm', async () => {
    const { status, body } = await api.json('/v2/calendar/holidays');
    expect(status).toBe(200);
    const today = todayInStockholm();
    const end = addDays(today, 365);
    expect(body.items.length).toBeGreaterThanOrEqual(15);
    expect(body.items.every((item: { date: string }) => item.date >= today && item.date <= end)).toBe(true);
  });

  it('computes the Swedish holidays of a given range, named in the language asked', async () => {
    const sv = await api.json('/v2/calendar/holidays?from=2025-01-01&to=2025-12-31');
    const byName = Object.fromEntries(sv.body.items.map((item: { date: string; name: string }) => [item.name, item.date]));
    expect(byName).toMatchObject({
      Nyårsdagen: '2025-01-01',
      'Trettondedag jul': '2025-01-06',
      Långfredagen: '2025-04-18',
      Påskdagen: '2025-04-20',
      'Annandag påsk': '2025-04-21',
      'Första maj': '2025-05-01',
      'Kristi himmelsfärdsdag': '2025-05-29',
      'Sveriges nationaldag': '2025-06-06',
      Midsommarafton: '2025-06-20',
      Midsommardagen: '2025-06-21',
      'Alla helgons dag': '2025-11-01',
      Julafton: '2025-12-24',
      Juldagen: '2025-12-25',
      'Annandag jul': '2025-12-26',
      Nyårsafton: '2025-12-31',
    });
    const en = await api.json('/v2/calendar/holidays?from=2026-06-01&to=2026-06-30&lang=en');
    expect(en.body.items).toEqual([
      { date: '2026-06-06', name: 'National Day of Sweden' },
      { date: '2026-06-19', name: 'Midsummer Eve' },
      { date: '2026-06-20', name: 'Midsummer Day' },
    ]);
  });

  it('refuses bad dates and ranges with field errors', async () => {
    for (const [query, field] of [
      ['from=2026-13-01', 'query.from'],
      ['from=yesterday', 'query.from'],
      ['from=2026-05-01&to=2026-04-01', 'query.to'],
      ['from=1800-01-01&to=1800-12-31', 'query.from'],
      ['from=2026-01-01&to=2099-01-01', 'query.to'],
    ]) {
      const { status, body } = await api.json(`/v2/calendar/holidays?${query}`);
      expect(status, query).toBe(400);
      expect(fieldsOf(body), query).toContain(field);
    }
  });
});

describe('city', () => {
  it('finds the city of a postal code, with or without the space', async () => {
    expect((await api.json('/v1/location/city?areaCode=11120')).body).toEqual({ city: 'Stockholm', areaCode: '11120' });
    expect((await api.json(`/v1/location/city?areaCode=${encodeURIComponent('431 37')}`)).body).toEqual({ city: 'Mölndal', areaCode: '43137' });
  });

  it('answers 404 for a postal code that does not exist and 400 for a malformed one', async () => {
    expect((await api.json('/v1/location/city?areaCode=99999')).status).toBe(404);
    for (const code of ['1234', 'abcde', '123456', '']) {
      const { status, body } = await api.json(`/v1/location/city?areaCode=${code}`);
      expect(status, code).toBe(400);
      expect(fieldsOf(body)).toEqual(['query.areaCode']);
    }
    expect(fieldsOf((await api.json('/v1/location/city')).body)).toEqual(['query.areaCode']);
  });
});

describe('catalog', () => {
  it('offers every product in Stockholm, with type and business per the spec', async () => {
    const { status, body } = await api.json('/v2/product/catalog?areaCode=11432');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(16);
    const byId = new Map(body.items.map((item: { productId: number }) => [item.productId, item]));
    const direct = [302016, 302004, 311004, 302047, 302032];
    for (const item of body.items) expect(item.type).toBe(direct.includes(item.productId) ? 'direct' : 'rfp');
    expect(body.items.filter((item: { business: boolean }) => item.business).map((item: { productId: number }) => item.productId).sort()).toEqual([304001, 304004, 304012]);
    expect(byId.get(303001)).toMatchObject({ isMulti: false });
  });

  it('offers only some products in Västerås', async () => {
    const { body } = await api.json('/v2/product/catalog?areaCode=72211');
    const ids = body.items.map((item: { productId: number }) => item.productId);
    expect(ids).toContain(302016);
    expect(ids).not.toContain(304001);
    expect(ids).not.toContain(340030);
    expect(ids.length).toBeLessThan(16);
  });

  it('answers 404 for a postal code that does not exist and 400 for a malformed one', async () => {
    expect((await api.json('/v2/product/catalog?areaCode=99999')).status).toBe(404);
    const bad = await api.json('/v2/product/catalog?areaCode=12');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.areaCode']);
  });
});

describe('career jobs', () => {
  it('lists open positions newest first in the language asked', async () => {
    const sv = await api.json('/v1/career/jobs');
    expect(sv.status).toBe(200);
    expect(sv.body.items.length).toBeGreaterThanOrEqual(5);
    const dates = sv.body.items.map((job: { publishedAt: string }) => job.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const en = await api.json('/v1/career/jobs?lang=en');
    expect(en.body.items.map((job: { title: string }) => job.title)).toContain('Window cleaner');
    expect(en.body.items.find((job: { title: string }) => job.title === 'Window cleaner').city).toBe('Gothenburg');
    expect(sv.body.items.map((job: { title: string }) => job.title)).toContain('Fönsterputsare');
  });
});

describe('consents', () => {
  const record = {
    categories: { necessary: true, performance: false, statistics: true, marketing: false },
    date: '2026-03-01T10:00:00.000Z',
    levels: ['necessary', 'statistics'],
    revision: '1.0',
  };
  const hash = 'c0ffee-c0ffee-c0ffee';

  it('stores a record under its hash and gives it back; a second POST replaces it', async () => {
    expect((await api.json(`/v1/consents/${hash}`)).status).toBe(404);
    const saved = await api.json(`/v1/consents/${hash}`, postJson(record));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(record);
    expect((await api.json(`/v1/consents/${hash}`)).body).toEqual(record);
    const changed = { ...record, categories: { ...record.categories, marketing: true }, levels: ['necessary', 'statistics', 'marketing'] };
    await api.json(`/v1/consents/${hash}`, postJson(changed));
    expect((await api.json(`/v1/consents/${hash}`)).body).toEqual(changed);
  });

  it('refuses bad records and hashes with field errors', async () => {
    const notNecessary = await api.json(`/v1/consents/${hash}`, postJson({ ...record, categories: { ...record.categories, necessary: false } }));
    expect(notNecessary.status).toBe(400);
    expect(fieldsOf(notNecessary.body)).toEqual(['body.categories.necessary']);
    const badDate = await api.json(`/v1/consents/${hash}`, postJson({ ...record, date: 'yesterday' }));
    expect(fieldsOf(badDate.body)).toEqual(['body.date']);
    const shortHash = await api.json('/v1/consents/abc', postJson(record));
    expect(shortHash.status).toBe(400);
    expect(fieldsOf(shortHash.body)).toEqual(['params.hash']);
    const notJson = await api.json(`/v1/consents/${hash}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(notJson.status).toBe(400);
  });
});

describe('heap track', () => {
  type TrackedEvent = { event: string; properties?: Record<string, unknown> };
  const track = (key: string, events: TrackedEvent[] = [{ event: 'page_view', properties: { path: '/' } }, { event: 'postal_code', properties: { valid: true } }]) =>
    postJson({ app_id: 'site', identity: 'anon-1', idempotency_key: key, events });

  const stored = async (key: string) =>
    (
      await api.database.db
        .select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.appId, 'site'), eq(analyticsEvents.idempotencyKey, key)))
    ).length;

  it('stores the events once per idempotency key', async () => {
    const first = await api.json('/v1/heap/track', track('key-00000001'));
    expect(first).toMatchObject({ status: 200, body: { accepted: 2 } });
    const repeat = await api.json('/v1/heap/track', track('key-00000001'));
    expect(repeat).toMatchObject({ status: 200, body: { accepted: 2 } });
    expect(await stored('key-00000001')).toBe(2);
  });

  it('stores concurrent repeats once', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => api.json('/v1/heap/track', track('key-00000002'))));
    expect(answers.every((answer) => answer.status === 200 && answer.body.accepted === 2)).toBe(true);
    expect(await stored('key-00000002')).toBe(2);
  });

  it('refuses calls without identity, events or a long enough key', async () => {
    const noIdentity = await api.json('/v1/heap/track', postJson({ app_id: 'site', idempotency_key: 'key-00000003', events: [{ event: 'x' }] }));
    expect(noIdentity.status).toBe(400);
    expect(fieldsOf(noIdentity.body)).toEqual(['body.identity']);
    const noEvents = await api.json('/v1/heap/track', track('key-00000004', []));
    expect(fieldsOf(noEvents.body)).toEqual(['body.events']);
    const shortKey = await api.json('/v1/heap/track', track('short'));
    expect(fieldsOf(shortKey.body)).toEqual(['body.idempotency_key']);
    expect(await stored('key-00000004')).toBe(0);
  });

  it('takes a beacon (a text/plain JSON body), keeps the customer beside the visitor, and shows the events to testers', async () => {
    const body = {
      app_id: 'site',
      identity: 'anon-beacon',
      user_id: 'customer-7',
      idempotency_key: 'key-beacon-01',
      events: [{ event: 'bookingStep', properties: { productId: 302016, step: 'availability' }, timestamp: '2026-11-30T10:00:00.000Z' }],
    };
    const beacon = await api.json('/v1/heap/track', { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(body) });
    expect(beacon).toMatchObject({ status: 200, body: { accepted: 1 } });
    const notJson = await api.json('/v1/heap/track', { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: 'step=1' });
    expect(notJson.status).toBe(400);

    const listed = await fetch(`${api.url}/outbox/api/analytics?event=bookingStep`);
    expect(listed.status).toBe(200);
    const { items } = (await listed.json()) as { items: Record<string, unknown>[] };
    expect(items[0]).toMatchObject({
      appId: 'site',
      identity: 'anon-beacon',
      userId: 'customer-7',
      event: 'bookingStep',
      properties: { productId: 302016, step: 'availability' },
      occurredAt: '2026-11-30T10:00:00.000Z',
    });
    expect(items.every((item) => item.event === 'bookingStep')).toBe(true);

    for (const [lang, heading] of [['sv', 'Analyshändelser'], ['en', 'Analytics events']]) {
      const page = await fetch(`${api.url}/outbox/analytics?lang=${lang}&event=bookingStep`);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain('anon-beacon');
    }
    expect((await fetch(`${api.url}/outbox/api/analytics?event=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await fetch(`${api.url}/outbox/api/analytics?event=a%00b`)).status).toBe(400);
    expect((await fetch(`${api.url}/outbox/analytics?event=a%00b`)).status).toBeLessThan(500);
  });

  it("refuses events filed under another host's app id", async () => {
    const answer = await api.json('/v1/heap/track', postJson({ app_id: 'staff', identity: 'anon-1', idempotency_key: 'key-other-app', events: [{ event: 'x' }] }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['body.app_id']);
    expect(await stored('key-other-app')).toBe(0);
  });

  it('refuses an event that says too much', async () => {
    const properties = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i]));
    const answer = await api.json('/v1/heap/track', track('key-too-much', [{ event: 'x', properties }]));
    expect(answer.status).toBe(400);
    expect(await stored('key-too-much')).toBe(0);
  });

  // Last here: it uses up this client's calls of the minute.
  it('takes a client a few calls a minute, then refuses (429) and stores nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TRACK_CALLS_PER_MINUTE + 1; i += 1) statuses.push((await api.call('/v1/heap/track', track(`key-flood-${i}`))).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(TRACK_CALLS_PER_MINUTE);
    expect(await stored(`key-flood-${TRACK_CALLS_PER_MINUTE}`)).toBe(0);
  });
});

describe('health', () => {
  it('reports the database', async () => {
    const { status, body } = await api.json('/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: { driver: 'pglite', ok: true }, version: 'test01' });
  });
});
