import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, PostSummary, Section } from '../../api/contract/content.schemas';
import { pages as pageShapes, posts as postShapes } from '../../content/shared/entries';
import { FakeClock } from './eidHelpers';
import { fieldsOf, startApi, type TestApi } from './helpers';

/** Editors' preview: the header and a signed-on editor's token (set once the server is up). */
let PREVIEW: Record<string, string> = {};

/** Stockholm wall-clock time as an instant (`+01:00` in winter, `+02:00` in summer). */
const at = (iso: string) => Date.parse(iso);
/** The day the spring offer was still advertised in November (2026-11-23); the web config tests move it. */
const clock = new FakeClock(at('2026-11-23T12:00:00+01:00'));

let api: TestApi;
beforeAll(async () => {
  api = await startApi(undefined, { clock });
  PREVIEW = { 'X-Preview': 'true', Authorization: `Bearer ${await api.directoryToken(['editor'])}` };
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const sectionOf = <T extends Section['type']>(page: Page, type: T) =>
  page.document.sections.find((section): section is Extract<Section, { type: T }> => section.type === type);

describe('menus', () => {
  it('serves the header with submenus in Swedish', async () => {
    const { status, body } = await api.json('/v1/content/menus?ids=header,footer,footerExtras,account');
    expect(status).toBe(200);
    expect(body.header.map((item: { name: string }) => item.name)).toEqual(['Tjänster', 'För företag', 'Om oss']);
    const services = body.header[0].items.map((item: { href: string }) => item.href);
    expect(services).toContain('/tjanster/fonsterputs');
    expect(services).toContain('/tjanster/hemstadning');
    expect(body.header[1].items.map((item: { href: string }) => item.href)).toContain('/foretag/kontorsstadning');
    expect(body.header[2].items.map((item: { href: string }) => item.href)).toEqual(['/om-oss', '/karriar', '/blogg', '/kontakt']);
    expect(body.footer).toHaveLength(3);
    expect(body.footerExtras.map((item: { href: string }) => item.href)).toContain('#gdpr');
    expect(body.account.map((item: { href: string }) => item.href)).toContain('/mina-sidor/bokningar');
  });

  it('answers only the menus asked for, in English with /en paths', async () => {
    const { status, body } = await api.json('/v1/content/menus?ids=header&lang=en');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['header']);
    expect(body.header[0].name).toBe('Services');
    const hrefs = body.header.flatMap((item: { href: string; items?: { href: string }[] }) => [item.href, ...(item.items ?? []).map((sub) => sub.href)]);
    expect(hrefs.every((href: string) => href.startsWith('/en/'))).toBe(true);
  });

  it('refuses unknown menu ids and a missing list with field errors', async () => {
    const unknown = await api.json('/v1/content/menus?ids=header,sidebar');
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)[0]).toMatch(/^query\.ids/);
    const missing = await api.json('/v1/content/menus');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['query.ids']);
  });
});

describe('entry by slug', () => {
  it('serves the home page with faq items and related posts filled in', async () => {
    const { status, body } = await api.json<Page>('/v1/content/entry?slug=home');
    expect(status).toBe(200);
    expect(body.path).toBe('/');
    expect(body.seo.hrefLang).toEqual({ sv: '/', en: '/en' });
    expect(body.document.sections.map((section) => section.type)).toEqual([
      'hero',
      'bookingPrimary',
      'howItWorks',
      'splitMulti',
      'steps',
      'testimonials',
      'trustpilot',
      'relatedArticles',
      'faq',
      'appDownload',
      'areas',
    ]);
    const hero = sectionOf(body, 'hero')!;
    expect(hero.services?.map((service) => service.productId)).toContain(302016);
    const booking = sectionOf(body, 'bookingPrimary')!;
    expect(booking.services.map((service) => service.productId)).toEqual([303001, 302002, 302004, 311004]);
    const faq = sectionOf(body, 'faq')!;
    expect(faq.microdata).toBe(true);
    expect(faq.items.length).toBeGreaterThan(2);
    expect(faq.items[0].answer[0].type).toBe('paragraph');
    const related = sectionOf(body, 'relatedArticles')!;
    expect(related.posts).toHaveLength(3);
    // Newest first, and never a draft.
    expect(related.posts.map((post) => post.id)).not.toContain('post-app-booking');
  });

  it('serves a page by its English slug, with or without the /en prefix and slashes', async () => {
    for (const slug of ['services/window-cleaning', '/en/services/window-cleaning/', 'en/services/window-cleaning']) {
      const { status, body } = await api.json<Page>(`/v1/content/entry?lang=en&slug=${encodeURIComponent(slug)}`);
      expect(status).toBe(200);
      expect(body.locale).toBe('en');
      expect(body.path).toBe('/en/services/window-cleaning');
      expect(body.seo.hrefLang.sv).toBe('/tjanster/fonsterputs');
    }
  });

  it('answers every seeded published page and post in both languages', async () => {
    for (const locale of ['sv', 'en'] as const) {
      for (const shape of [...pageShapes, ...postShapes].filter((entry) => entry.published !== false)) {
        const { status, body } = await api.json<Page>(`/v1/content/entry?lang=${locale}&slug=${encodeURIComponent(shape.slug[locale])}`);
        expect(status, `${locale} ${shape.slug[locale]}`).toBe(200);
        expect(body.id).toBe(shape.entryId);
        expect(body.seo.hrefLang[locale]).toBe(body.path);
      }
    }
  });

  it('serves posts with their summary and related posts without themselves', async () => {
    const { status, body } = await api.json<Page>('/v1/content/entry?slug=blogg/rut-avdrag-sa-fungerar-det');
    expect(status).toBe(200);
    expect(body.type).toBe('Post');
    expect(body.post?.category).toBe('guides');
    expect(body.post?.tags).toContain('rut');
    const related = sectionOf(body, 'relatedArticles')!;
    expect(related.posts).toHaveLength(3);
    expect(related.posts.map((post) => post.id)).not.toContain(body.id);
    expect(related.posts[0].category).toBe('guides');
  });

  it('shows unpublished entries only in preview', async () => {
    const slug = '/v1/content/entry?slug=blogg/boka-om-i-appen';
    expect((await api.json(slug)).status).toBe(404);
    const preview = await api.json<Page>(slug, { headers: PREVIEW });
    expect(preview.status).toBe(200);
    expect(preview.body.published).toBe(false);
    // The header alone, with a made-up token, with a staff member's (not an editor's) token or with the preview cookie forged shows nothing unpublished.
    expect((await api.json(slug, { headers: { 'X-Preview': 'true' } })).status).toBe(404);
    expect((await api.json(slug, { headers: { 'X-Preview': 'true', Authorization: `Bearer ${'x'.repeat(43)}` } })).status).toBe(404);
    const staff = await api.directoryToken(['staff']);
    expect((await api.json(slug, { headers: { 'X-Preview': 'true', Authorization: `Bearer ${staff}` } })).status).toBe(404);
    expect((await api.json(slug, { headers: { 'X-Preview': 'true', Cookie: 'preview=true; directoryToken=forged' } })).status).toBe(404);
    // Without the header an editor gets the published content too.
    expect((await api.json(slug, { headers: { Authorization: PREVIEW.Authorization! } })).status).toBe(404);
  });

  it('serves the error entries', async () => {
    for (const slug of ['error/404', 'error/500', 'error/subscribed-customer', 'error/subscribed-customer-zip-code-mismatch', 'error/session-expired']) {
      for (const lang of ['sv', 'en']) {
        const { status, body } = await api.json<Page>(`/v1/content/entry?lang=${lang}&slug=${slug}`);
        expect(status, slug).toBe(200);
        expect(body.seo.noIndex).toBe(true);
      }
    }
  });

  it('answers 404 for an unknown slug and 400 for a missing or too long one', async () => {
    expect((await api.json('/v1/content/entry?slug=finns/inte')).status).toBe(404);
    const missing = await api.json('/v1/content/entry');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['query.slug']);
    const long = await api.json(`/v1/content/entry?slug=${'a'.repeat(301)}`);
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toEqual(['query.slug']);
    const twice = await api.json('/v1/content/entry?slug=a&slug=b');
    expect(twice.status).toBe(400);
  });
});

describe('entry path', () => {
  it('gives the path of an entry id in the asked language', async () => {
    expect((await api.json('/v1/content/entry/path?id=service-window-cleaning')).body).toEqual({ path: '/tjanster/fonsterputs' });
    expect((await api.json('/v1/content/entry/path?id=service-window-cleaning&lang=en')).body).toEqual({
      path: '/en/services/window-cleaning',
    });
    expect((await api.json('/v1/content/entry/path?id=home&lang=en')).body).toEqual({ path: '/en' });
  });

  it('answers 404 for unknown ids and drafts, 400 without an id', async () => {
    expect((await api.json('/v1/content/entry/path?id=nope')).status).toBe(404);
    expect((await api.json('/v1/content/entry/path?id=post-app-booking')).status).toBe(404);
    expect((await api.json('/v1/content/entry/path?id=post-app-booking', { headers: PREVIEW })).status).toBe(200);
    const missing = await api.json('/v1/content/entry/path');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['query.id']);
  });
});

describe('posts', () => {
  const publishedPosts = postShapes.filter((post) => post.published !== false);

  it('lists every published post newest first for category all', async () => {
    const { status, body } = await api.json('/v1/content/posts/all');
    expect(status).toBe(200);
    expect(body.total).toBe(publishedPosts.length);
    expect(body.page).toBe(1);
    const dates = body.items.map((post: PostSummary) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages through the list', async () => {
    const first = await api.json('/v1/content/posts/all?limit=4&page=1');
    const second = await api.json('/v1/content/posts/all?limit=4&page=2');
    const third = await api.json('/v1/content/posts/all?limit=4&page=3');
    expect(first.body.items).toHaveLength(4);
    expect(second.body.items).toHaveLength(4);
    expect(third.body.items).toHaveLength(publishedPosts.length - 8);
    const ids = [...first.body.items, ...second.body.items, ...third.body.items].map((post: PostSummary) => post.id);
    expect(new Set(ids).size).toBe(publishedPosts.length);
  });

  it('filters by category, extra categories, tags and omitted posts', async () => {
    const tips = await api.json('/v1/content/posts/tips');
    expect(tips.body.items.length).toBeGreaterThan(0);
    expect(tips.body.items.every((post: PostSummary) => post.category === 'tips')).toBe(true);

    const tipsAndNews = await api.json('/v1/content/posts/tips?categories=news');
    expect(new Set(tipsAndNews.body.items.map((post: PostSummary) => post.category))).toEqual(new Set(['tips', 'news']));

    const allButNews = await api.json('/v1/content/posts/all?categories=news');
    expect(allButNews.body.items.every((post: PostSummary) => post.category === 'news')).toBe(true);

    const tagged = await api.json(`/v1/content/posts/all?tags=${encodeURIComponent('fönsterputs')}`);
    expect(tagged.body.items.map((post: PostSummary) => post.id)).toEqual(['post-streak-free-windows']);

    const english = await api.json(`/v1/content/posts/all?lang=en&tags=${encodeURIComponent('Window Cleaning')}`);
    expect(english.body.items.map((post: PostSummary) => post.path)).toEqual(['/en/blog/streak-free-windows']);

    const omitted = await api.json('/v1/content/posts/all?omit=post-rut-guide,blogg/fonster-utan-rander');
    expect(omitted.body.total).toBe(publishedPosts.length - 2);

    const none = await api.json('/v1/content/posts/recipes');
    expect(none.body).toEqual({ items: [], total: 0, page: 1, limit: 9 });
  });

  it('includes drafts in preview', async () => {
    const { body } = await api.json('/v1/content/posts/all', { headers: PREVIEW });
    expect(body.total).toBe(postShapes.length);
  });

  it('refuses bad paging with field errors', async () => {
    for (const [query, field] of [
      ['limit=0', 'query.limit'],
      ['limit=51', 'query.limit'],
      ['limit=abc', 'query.limit'],
      ['page=0', 'query.page'],
      ['page=1.5', 'query.page'],
    ]) {
      const { status, body } = await api.json(`/v1/content/posts/all?${query}`);
      expect(status, query).toBe(400);
      expect(fieldsOf(body)).toEqual([field]);
    }
    const longCategory = await api.json(`/v1/content/posts/${'x'.repeat(101)}`);
    expect(longCategory.status).toBe(400);
    expect(fieldsOf(longCategory.body)).toEqual(['params.category']);
  });

  it('counts tags per category', async () => {
    const all = await api.json('/v1/content/posts/all/tags');
    const list = await api.json('/v1/content/posts/all?limit=50');
    const expected = new Map<string, number>();
    for (const post of list.body.items as PostSummary[]) for (const tag of post.tags) expected.set(tag, (expected.get(tag) ?? 0) + 1);
    expect(new Map(all.body.items.map((item: { tag: string; count: number }) => [item.tag, item.count]))).toEqual(expected);
    const guides = await api.json('/v1/content/posts/guides/tags?lang=en');
    expect(guides.body.items.map((item: { tag: string }) => item.tag)).toContain('rut');
    expect(guides.body.items.map((item: { tag: string }) => item.tag)).not.toContain('garden');
  });
});

describe('tags', () => {
  it('lists post tags by default and page tags on request', async () => {
    const posts = await api.json('/v1/content/tags');
    expect(posts.body.items).toContain('fönsterputs');
    expect(posts.body.items).not.toContain('app');
    const pages = await api.json('/v1/content/tags?target=page&lang=en');
    expect(pages.body.items).toContain('cleaning');
    const bad = await api.json('/v1/content/tags?target=everything');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.target']);
  });
});

describe('service', () => {
  it('answers a service by product id with type, business flag and page', async () => {
    const { status, body } = await api.json('/v1/content/service?id=302016');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      productId: 302016,
      type: 'direct',
      business: false,
      title: 'Fönsterputs',
      slug: 'fonsterputs',
      path: '/tjanster/fonsterputs',
    });
    expect(body.image.id).toBeTruthy();
    const office = await api.json('/v1/content/service?id=304001&lang=en');
    expect(office.body).toMatchObject({ type: 'rfp', business: true, title: 'Office cleaning', path: '/en/business/office-cleaning' });
  });

  it('answers a service by its slug or its page slug', async () => {
    expect((await api.json('/v1/content/service?slug=flyttstadning')).body.productId).toBe(311004);
    expect((await api.json('/v1/content/service?slug=home-cleaning-direct&lang=en')).body.productId).toBe(302047);
    expect((await api.json('/v1/content/service?slug=tjanster/hemstadning')).body.productId).toBe(303001);
  });

  it('answers 404 for an unknown product or the wrong type, 400 without id and slug', async () => {
    expect((await api.json('/v1/content/service?id=999999')).status).toBe(404);
    expect((await api.json('/v1/content/service?id=302016&type=rfp')).status).toBe(404);
    expect((await api.json('/v1/content/service?slug=okand')).status).toBe(404);
    const missing = await api.json('/v1/content/service');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['query.id']);
    const wrongType = await api.json('/v1/content/service?id=abc');
    expect(wrongType.status).toBe(400);
    expect(fieldsOf(wrongType.body)).toContain('query.id');
  });
});

describe('additional services and account images', () => {
  it('lists the add-ons with their product', async () => {
    const { body } = await api.json('/v1/content/additional-services?lang=en');
    expect(body.items.length).toBeGreaterThanOrEqual(5);
    expect(body.items.find((item: { id: string }) => item.id === 'oven')).toMatchObject({ productId: 302004, title: 'Oven cleaning' });
  });

  it('lists the account images by key, each a stored image', async () => {
    const { body } = await api.json('/v1/content/images/account');
    expect(body.items.map((item: { key: string }) => item.key)).toEqual(['welcome', 'bookings', 'invoices', 'subscriptions', 'notifications']);
    for (const item of body.items) {
      const image = await api.call(`/v1/images/${item.image.id}?width=40&height=40`);
      expect(image.status).toBe(200);
    }
  });
});

describe('redirection', () => {
  it('finds stored redirections by path, whatever the case and trailing slash', async () => {
    expect((await api.json('/v1/content/redirection?path=/fonstertvatt')).body).toEqual({ path: '/tjanster/fonsterputs', type: 301 });
    expect((await api.json('/v1/content/redirection?path=/FONSTERTVATT/')).body).toEqual({ path: '/tjanster/fonsterputs', type: 301 });
    expect((await api.json('/v1/content/redirection?path=/kampanj?utm=mail')).body).toEqual({ path: '/erbjudande/fonsterputs-var', type: 302 });
    expect((await api.json('/v1/content/redirection?path=/en/window-washing')).body.path).toBe('/en/services/window-cleaning');
  });

  it('redirects only to pages that exist', async () => {
    for (const from of ['/fonstertvatt', '/hemstad', '/jobb', '/kampanj', '/en/window-washing', '/en/jobs', '/en/campaign']) {
      const { body } = await api.json(`/v1/content/redirection?path=${from}`);
      const lang = body.path.startsWith('/en') ? 'en' : 'sv';
      expect((await api.json(`/v1/content/entry?lang=${lang}&slug=${encodeURIComponent(body.path)}`)).status, from).toBe(200);
    }
  });

  it('answers 404 when there is none and 400 without a path', async () => {
    expect((await api.json('/v1/content/redirection?path=/ingen-sadan-sida')).status).toBe(404);
    const missing = await api.json('/v1/content/redirection');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['query.path']);
  });
});

describe('faq', () => {
  it('serves an FAQ entry with rich-text answers', async () => {
    const { status, body } = await api.json('/v1/content/faq/faq-window-cleaning');
    expect(status).toBe(200);
    expect(body.title).toBe('Frågor om fönsterputs');
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    const english = await api.json('/v1/content/faq/faq-window-cleaning?lang=en');
    expect(english.body.items.map((item: { id: string }) => item.id)).toEqual(body.items.map((item: { id: string }) => item.id));
    expect(english.body.items[0].question).not.toBe(body.items[0].question);
  });

  it('answers 404 for an unknown FAQ', async () => {
    expect((await api.json('/v1/content/faq/faq-nothing')).status).toBe(404);
  });
});

describe('web config', () => {
  const config = async (lang: 'sv' | 'en') => {
    const answer = await api.json(`/v1/content/config${lang === 'en' ? '?lang=en' : ''}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('has chat, a closeable news banner and company details per language', async () => {
    clock.time = at('2026-11-23T12:00:00+01:00');
    const sv = await config('sv');
    expect(sv.chat.enabled).toBe(true);
    expect(sv.news).toMatchObject({ enabled: true, closeable: true });
    expect(sv.news.version).toBeTruthy();
    expect(sv.company.social.instagram).toMatch(/^https:\/\//);
    const en = await config('en');
    expect(en.news.title).not.toBe(sv.news.title);
    expect(en.news.version).toBe(sv.news.version);
  });

  it('advertises the spring window-cleaning offer from 1 April to 31 May only', async () => {
    clock.time = at('2026-05-15T12:00:00+02:00');
    const sv = await config('sv');
    expect(sv.news).toMatchObject({ version: '2026-04-spring-windows', title: 'Vårens fönsterputs: inglasad balkong på köpet' });
    expect(sv.news.readMore.href).toBe('/erbjudande/fonsterputs-var');
    const en = await config('en');
    expect(en.news).toMatchObject({ version: '2026-04-spring-windows', title: 'Spring window cleaning: your glazed balcony included' });
    expect(en.news.readMore.href).toBe('/en/offer/spring-window-cleaning');

    // In November the banner shows the season's news, not the spring offer, in both languages.
    clock.time = at('2026-11-23T12:00:00+01:00');
    for (const lang of ['sv', 'en'] as const) {
      const { news } = await config(lang);
      expect(news.version).not.toBe('2026-04-spring-windows');
      expect(news.title).not.toMatch(/Vårens fönsterputs|Spring window cleaning/);
      expect(news.description ?? '').not.toMatch(/31 maj|31 May/);
    }
  });

  it('judges the dates by the Stockholm day, not the server clock’s UTC day', async () => {
    const version = async () => (await config('sv')).news.version;
    // 1 April 00:30 in Stockholm is still 31 March in UTC.
    clock.time = at('2026-04-01T00:30:00+02:00');
    expect(await version()).toBe('2026-04-spring-windows');
    clock.time = at('2026-03-31T23:30:00+02:00');
    expect(await version()).not.toBe('2026-04-spring-windows');
    // 31 May 23:30 is the offer's last half hour; 1 June 00:30 in Stockholm is still 31 May in UTC.
    clock.time = at('2026-05-31T23:30:00+02:00');
    expect(await version()).toBe('2026-04-spring-windows');
    clock.time = at('2026-06-01T00:30:00+02:00');
    expect(await version()).not.toBe('2026-04-spring-windows');
  });

  it('never answers the dates themselves', async () => {
    clock.time = at('2026-05-15T12:00:00+02:00');
    const { news } = await config('sv');
    expect(news).not.toHaveProperty('validFrom');
    expect(news).not.toHaveProperty('validUntil');
  });
});

describe('map internal links', () => {
  it('maps fixed keys, route names, entry ids and slugs; leaves unknown keys out', async () => {
    const keys = ['contact', 'home', 'myBookings', 'route:bookingDeepCleaning', 'service-window-cleaning', 'entry:blog', 'tjanster/storstadning', 'nothing-here'];
    const sv = await api.json(`/v1/content/map-internal-links?links=${encodeURIComponent(keys.join(','))}`);
    expect(sv.status).toBe(200);
    expect(sv.body.links).toEqual({
      contact: '/kontakt',
      home: '/',
      myBookings: '/mina-sidor/bokningar',
      'route:bookingDeepCleaning': '/boka/storstadning',
      'service-window-cleaning': '/tjanster/fonsterputs',
      'entry:blog': '/blogg',
      'tjanster/storstadning': '/tjanster/storstadning',
    });
    const en = await api.json(`/v1/content/map-internal-links?lang=en&links=${encodeURIComponent('contact,home,myBookings')}`);
    expect(en.body.links).toEqual({ contact: '/en/contact', home: '/en', myBookings: '/en/my-pages/bookings' });
  });

  it('refuses a missing list', async () => {
    const missing = await api.json('/v1/content/map-internal-links');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['query.links']);
  });
});

describe('sitemap posts', () => {
  it('lists the published posts of both languages', async () => {
    const { body } = await api.json('/v1/content/sitemap/posts');
    expect(body.items).toHaveLength(postShapes.filter((post) => post.published !== false).length * 2);
    expect(body.items.filter((item: { locale: string }) => item.locale === 'en').every((item: { path: string }) => item.path.startsWith('/en/blog/'))).toBe(true);
    expect(body.items.map((item: { path: string }) => item.path)).not.toContain('/blogg/boka-om-i-appen');
    const english = await api.json('/v1/content/posts/all?lang=en&limit=50');
    const published = new Map(english.body.items.map((post: PostSummary) => [post.path, post.publishedAt]));
    for (const item of body.items.filter((entry: { locale: string }) => entry.locale === 'en')) {
      expect(Date.parse(item.updatedAt), item.path).toBe(Date.parse(published.get(item.path) as string));
    }
  });
});
