import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqItem, Page, Section } from '../../api/contract/content.schemas';
import type { EditorEntry } from '../../api/contract/editor';
import { FakeClock } from './eidHelpers';
import { fieldsOf, startApi, type TestApi } from './helpers';

/**
 * Drafts and publishing over real HTTP: what visitors read whatever they
 * send, what a signed-on editor sees in preview, and the editor API that
 * saves, publishes and discards drafts.
 *
 * Seeded unpublished content: the page `service-carpet-cleaning`
 * (`/tjanster/mattvatt`, `/en/services/carpet-cleaning`), never published,
 * and a draft of the FAQ `faq-home` (on the home page) whose item
 * `home-insurance` says 14 days where the published answer says seven.
 */

const clock = new FakeClock();
let api: TestApi;
let editor: string;
let staff: string;
let admin: string;
/** An editor's token that has run out. */
let expired: string;

beforeAll(async () => {
  api = await startApi(undefined, { clock });
  expired = await api.directoryToken(['editor'], { username: 'old.editor@example.se' });
  clock.advance(2 * 60 * 60 * 1000);
  editor = await api.directoryToken(['editor']);
  staff = await api.directoryToken(['staff']);
  admin = await api.directoryToken(['admin']);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const asEditor = () => ({ 'X-Preview': 'true', Authorization: `Bearer ${editor}` });
const editorCall = (method: string, body?: unknown, token = editor): RequestInit => ({
  method,
  headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** What a visitor might send to be shown unpublished content; none of it may work. */
const forgeries = (): [string, Record<string, string>][] => [
  ['nothing', {}],
  ['the preview header alone', { 'X-Preview': 'true' }],
  ['forged preview and token cookies', { 'X-Preview': 'true', Cookie: `preview=true; directoryToken=${'a'.repeat(43)}` }],
  ['a made-up bearer token', { 'X-Preview': 'true', Authorization: `Bearer ${'b'.repeat(43)}` }],
  ["a staff member's token", { 'X-Preview': 'true', Authorization: `Bearer ${staff}` }],
  ["an administrator's token", { 'X-Preview': 'true', Authorization: `Bearer ${admin}` }],
  ["an editor's expired token", { 'X-Preview': 'true', Authorization: `Bearer ${expired}` }],
  ["an editor's expired token as the cookie", { 'X-Preview': 'true', Cookie: `preview=true; directoryToken=${expired}` }],
  ["an editor's live token without the preview header", { Authorization: `Bearer ${editor}`, Cookie: `preview=true; directoryToken=${editor}` }],
];

const text = (value: unknown) => JSON.stringify(value);
const faqSection = (page: Page) => page.document.sections.find((section): section is Extract<Section, { type: 'faq' }> => section.type === 'faq')!;
const insuranceAnswer = (items: FaqItem[]) => text(items.find((item) => item.id === 'home-insurance')!.answer);

describe('what visitors read', () => {
  it('never shows the unpublished page or the draft FAQ answer, whatever the request carries', async () => {
    for (const [what, headers] of forgeries()) {
      const init = { headers };
      for (const [lang, slug] of [['sv', 'tjanster/mattvatt'], ['en', 'services/carpet-cleaning']]) {
        expect((await api.json(`/v1/content/entry?lang=${lang}&slug=${slug}`, init)).status, `${what}: ${slug}`).toBe(404);
      }
      expect((await api.json('/v1/content/entry/path?id=service-carpet-cleaning', init)).status, what).toBe(404);
      expect((await api.json('/v1/content/service?slug=tjanster/mattvatt', init)).status, what).toBe(404);
      expect((await api.json('/v1/translate/path?path=/tjanster/mattvatt&from=sv&to=en', init)).body.path, what).toBe('/en');
      expect((await api.json('/v1/content/map-internal-links?links=entry:service-carpet-cleaning', init)).body.links, what).toEqual({});
      expect((await api.json('/v1/content/tags?target=page', init)).body.items, what).not.toContain('mattor');
      const posts = await api.json('/v1/content/posts/all?limit=50', init);
      expect(posts.body.items.map((post: { id: string }) => post.id), what).not.toContain('post-app-booking');
      const tags = await api.json('/v1/content/posts/all/tags', init);
      expect(tags.body.items.map((tag: { tag: string }) => tag.tag), what).not.toContain('app');
      const sitemap = await api.json('/v1/content/sitemap/posts', init);
      expect(sitemap.body.items.map((item: { path: string }) => item.path), what).not.toContain('/blogg/boka-om-i-appen');

      const faq = await api.json<{ items: FaqItem[] }>('/v1/content/faq/faq-home', init);
      expect(insuranceAnswer(faq.body.items), what).toContain('sju dagar');
      const home = await api.json<Page>('/v1/content/entry?slug=home', init);
      expect(home.body.published, what).toBe(true);
      expect(insuranceAnswer(faqSection(home.body).items), what).toContain('sju dagar');
      expect(text(home.body), what).not.toContain('14 dagar');
      expect(home.headers.get('cache-control'), what).toBeNull();
    }
  });
});

describe("an editor's preview", () => {
  it('shows the unpublished page in both languages, marked as not published, and never cached', async () => {
    const sv = await api.json<Page>('/v1/content/entry?slug=tjanster/mattvatt', { headers: asEditor() });
    expect(sv.status).toBe(200);
    expect(sv.body).toMatchObject({ id: 'service-carpet-cleaning', title: 'Mattvätt', path: '/tjanster/mattvatt', published: false });
    expect(sv.headers.get('cache-control')).toBe('private, no-store');
    const en = await api.json<Page>('/v1/content/entry?lang=en&slug=services/carpet-cleaning', { headers: asEditor() });
    expect(en.body).toMatchObject({ title: 'Carpet cleaning', published: false });
    expect((await api.json('/v1/content/entry/path?id=service-carpet-cleaning&lang=en', { headers: asEditor() })).body).toEqual({
      path: '/en/services/carpet-cleaning',
    });
    expect((await api.json('/v1/translate/path?path=/tjanster/mattvatt&from=sv&to=en', { headers: asEditor() })).body.path).toBe(
      '/en/services/carpet-cleaning',
    );
    expect((await api.json('/v1/content/tags?target=page', { headers: asEditor() })).body.items).toContain('mattor');
  });

  it('shows the draft FAQ answer on the home page and marks the page', async () => {
    const faq = await api.json<{ items: FaqItem[] }>('/v1/content/faq/faq-home', { headers: asEditor() });
    expect(insuranceAnswer(faq.body.items)).toContain('14 dagar');
    const home = await api.json<Page>('/v1/content/entry?slug=home', { headers: asEditor() });
    expect(home.body.published).toBe(false);
    expect(insuranceAnswer(faqSection(home.body).items)).toContain('14 dagar');
    const english = await api.json<Page>('/v1/content/entry?slug=home&lang=en', { headers: asEditor() });
    expect(insuranceAnswer(faqSection(english.body).items)).toContain('14 days');
  });

  it('does not mark a page whose every part is published', async () => {
    const page = await api.json<Page>('/v1/content/entry?slug=kontakt', { headers: asEditor() });
    expect(page.status).toBe(200);
    expect(page.body.published).toBe(true);
  });
});

describe('the editor API', () => {
  const paths = [
    ['GET', '/v1/editor/entries/faq-home/sv'],
    ['PUT', '/v1/editor/entries/faq-home/sv/draft'],
    ['DELETE', '/v1/editor/entries/faq-home/sv/draft'],
    ['POST', '/v1/editor/entries/faq-home/sv/publish'],
  ] as const;

  it('answers 401 without a live token and 403 to anyone but an editor, changing nothing', async () => {
    for (const [method, path] of paths) {
      const body = method === 'PUT' ? { faq: { id: 'faq-home', title: 'x', items: [] } } : undefined;
      const anonymous = { method, ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}) };
      expect((await api.json(path, anonymous)).status, `${method} ${path}`).toBe(401);
      expect((await api.json(path, editorCall(method, body, expired))).status, `${method} ${path} expired`).toBe(401);
      // The token cookie is for page loads; the editor API wants the bearer token.
      const cookieOnly = { ...editorCall(method, body), headers: { Cookie: `directoryToken=${editor}`, ...(body ? { 'content-type': 'application/json' } : {}) } };
      expect((await api.json(path, cookieOnly)).status, `${method} ${path} cookie`).toBe(401);
      expect((await api.json(path, editorCall(method, body, staff))).status, `${method} ${path} staff`).toBe(403);
      expect((await api.json(path, editorCall(method, body, admin))).status, `${method} ${path} admin`).toBe(403);
    }
    const faq = await api.json<{ items: FaqItem[] }>('/v1/content/faq/faq-home', { headers: asEditor() });
    expect(insuranceAnswer(faq.body.items)).toContain('14 dagar');
  });

  it('reads an entry with its published version and its draft', async () => {
    const faq = await api.json<EditorEntry>('/v1/editor/entries/faq-home/sv', editorCall('GET'));
    expect(faq.status).toBe(200);
    expect(faq.headers.get('cache-control')).toBe('no-store');
    expect(faq.body).toMatchObject({ id: 'faq-home', locale: 'sv', type: 'Faq', path: null, previewPath: null });
    expect(insuranceAnswer(faq.body.published!.faq!.items)).toContain('sju dagar');
    expect(insuranceAnswer(faq.body.draft!.faq!.items)).toContain('14 dagar');

    const page = await api.json<EditorEntry>('/v1/editor/entries/service-carpet-cleaning/en', editorCall('GET'));
    expect(page.body).toMatchObject({
      type: 'Page',
      slug: 'services/carpet-cleaning',
      path: '/en/services/carpet-cleaning',
      previewPath: '/en/preview/service-carpet-cleaning',
      published: null,
    });
    expect(page.body.draft!.page!.title).toBe('Carpet cleaning');

    const published = await api.json<EditorEntry>('/v1/editor/entries/contact/sv', editorCall('GET'));
    expect(published.body.draft).toBeNull();
    expect(published.body.published!.page!.id).toBe('contact');
    expect(published.body.previewPath).toBe('/forhandsgranska/contact');

    expect((await api.json('/v1/editor/entries/nope/sv', editorCall('GET'))).status).toBe(404);
    // Services and menus are not edited here.
    expect((await api.json('/v1/editor/entries/service-windowCleaning/sv', editorCall('GET'))).status).toBe(404);
    expect((await api.json('/v1/editor/entries/faq-home/de', editorCall('GET'))).status).toBe(400);
  });

  it('saves a draft that only preview shows, then publishes it for everyone', async () => {
    const path = '/v1/editor/entries/service-window-cleaning/sv';
    const before = await api.json<EditorEntry>(path, editorCall('GET'));
    const page = before.body.published!.page!;
    const hero = page.document.sections.find((section) => section.type === 'hero')!;
    const changed: Page = {
      ...page,
      title: 'Fönsterputs utan ränder',
      document: { sections: page.document.sections.map((section) => (section === hero ? { ...hero, title: 'Nytt: fönsterputs varje vår' } : section)) },
    };

    const saved = await api.json<EditorEntry>(`${path}/draft`, editorCall('PUT', { page: changed }));
    expect(saved.status).toBe(200);
    expect(saved.body.draft!.page!.title).toBe('Fönsterputs utan ränder');
    expect(saved.body.draft!.savedAt).toBe(new Date(clock.now()).toISOString());
    expect(saved.body.published!.page!.title).toBe(page.title);
    // Saving the same draft again is the same draft.
    const again = await api.json<EditorEntry>(`${path}/draft`, editorCall('PUT', { page: changed }));
    expect(again.body.draft!.page).toEqual(saved.body.draft!.page);

    const slug = '/v1/content/entry?slug=tjanster/fonsterputs';
    const preview = await api.json<Page>(slug, { headers: asEditor() });
    expect(preview.body.title).toBe('Fönsterputs utan ränder');
    expect(preview.body.published).toBe(false);
    expect(text(preview.body)).toContain('Nytt: fönsterputs varje vår');
    for (const [what, headers] of forgeries()) {
      const visitor = await api.json<Page>(slug, { headers });
      expect(visitor.body.title, what).toBe(page.title);
      expect(text(visitor.body), what).not.toContain('Nytt: fönsterputs');
    }

    clock.advance(60_000);
    const published = await api.json<EditorEntry>(`${path}/publish`, editorCall('POST'));
    expect(published.status).toBe(200);
    expect(published.body.draft).toBeNull();
    expect(published.body.published!.page!.title).toBe('Fönsterputs utan ränder');
    expect(published.body.published!.updatedAt).toBe(new Date(clock.now()).toISOString());
    const visitor = await api.json<Page>(slug);
    expect(visitor.body.title).toBe('Fönsterputs utan ränder');
    expect(visitor.body.published).toBe(true);
    expect(text(visitor.body)).toContain('Nytt: fönsterputs varje vår');
    // Publishing again with no draft changes nothing.
    clock.advance(60_000);
    const twice = await api.json<EditorEntry>(`${path}/publish`, editorCall('POST'));
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual(published.body);
  });

  it('publishes the draft FAQ answer onto the home page in one language', async () => {
    const published = await api.json<EditorEntry>('/v1/editor/entries/faq-home/sv/publish', editorCall('POST'));
    expect(published.status).toBe(200);
    expect(published.body.draft).toBeNull();
    const home = await api.json<Page>('/v1/content/entry?slug=home');
    expect(insuranceAnswer(faqSection(home.body).items)).toContain('14 dagar');
    // The English version keeps its own draft until it is published too.
    const english = await api.json<Page>('/v1/content/entry?slug=home&lang=en');
    expect(insuranceAnswer(faqSection(english.body).items)).toContain('seven days');
  });

  it('publishes a new page: visitors reach it, in the published language only', async () => {
    const published = await api.json<EditorEntry>('/v1/editor/entries/service-carpet-cleaning/sv/publish', editorCall('POST'));
    expect(published.status).toBe(200);
    expect(published.body.published!.publishedAt).toBe(new Date(clock.now()).toISOString());
    expect(published.body.draft).toBeNull();
    const sv = await api.json<Page>('/v1/content/entry?slug=tjanster/mattvatt');
    expect(sv.status).toBe(200);
    expect(sv.body.published).toBe(true);
    // Its English version is not published: no language link a visitor could follow to a 404.
    expect(sv.body.seo.hrefLang).toEqual({ sv: '/tjanster/mattvatt' });
    expect((await api.json('/v1/content/entry?lang=en&slug=services/carpet-cleaning')).status).toBe(404);
    expect((await api.json('/v1/translate/path?path=/tjanster/mattvatt&from=sv&to=en')).body.path).toBe('/en');
    expect((await api.json('/v1/content/tags?target=page')).body.items).toContain('mattor');
    // A never-published entry's draft is all it has: there is nothing to discard it to.
    const discard = await api.json('/v1/editor/entries/service-carpet-cleaning/en/draft', editorCall('DELETE'));
    expect(discard.status).toBe(409);
    expect(discard.body.message).toBe('editor.errors.neverPublished');
  });

  it('publishes a post that was never published with its own date', async () => {
    const published = await api.json<EditorEntry>('/v1/editor/entries/post-app-booking/sv/publish', editorCall('POST'));
    expect(published.status).toBe(200);
    expect(published.body.published!.publishedAt).toBe(new Date('2026-04-20T07:00:00+02:00').toISOString());
    const posts = await api.json('/v1/content/posts/all?limit=50');
    expect(posts.body.items.map((post: { id: string }) => post.id)).toContain('post-app-booking');
    const sitemap = await api.json('/v1/content/sitemap/posts');
    expect(sitemap.body.items.map((item: { path: string }) => item.path)).toContain('/blogg/boka-om-i-appen');
  });

  it('discards a draft: preview shows the published version again; discarding twice is the same', async () => {
    const path = '/v1/editor/entries/faq-general/en';
    const before = await api.json<EditorEntry>(path, editorCall('GET'));
    const faq = before.body.published!.faq!;
    const draft = { ...faq, title: 'About us, in short' };
    expect((await api.json(`${path}/draft`, editorCall('PUT', { faq: draft }))).status).toBe(200);
    expect((await api.json('/v1/content/faq/faq-general?lang=en', { headers: asEditor() })).body.title).toBe('About us, in short');
    const discarded = await api.json<EditorEntry>(`${path}/draft`, editorCall('DELETE'));
    expect(discarded.status).toBe(200);
    expect(discarded.body.draft).toBeNull();
    expect((await api.json('/v1/content/faq/faq-general?lang=en', { headers: asEditor() })).body.title).toBe(faq.title);
    const again = await api.json<EditorEntry>(`${path}/draft`, editorCall('DELETE'));
    expect(again.body).toEqual(discarded.body);
  });

  it('refuses an invalid draft with field errors and keeps the draft it had', async () => {
    const path = '/v1/editor/entries/contact/sv/draft';
    const contact = (await api.json<EditorEntry>('/v1/editor/entries/contact/sv', editorCall('GET'))).body.published!.page!;
    const refused = async (body: unknown) => {
      const answer = await api.json(path, editorCall('PUT', body));
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      return fieldsOf(answer.body);
    };
    expect(await refused({})).toEqual(['body.page']);
    expect(await refused({ page: { ...contact, title: 42 } })).toEqual(['body.page.title']);
    const { title: _title, ...untitled } = contact;
    expect(await refused({ page: untitled })).toEqual(['body.page.title']);
    expect(await refused({ page: { ...contact, document: { sections: [{ id: 'x', type: 'marquee' }] } } })).toEqual(['body.page.document.sections.0.type']);
    expect(await refused({ page: { ...contact, id: 'about' } })).toEqual(['body.page.id']);
    expect(await refused({ page: { ...contact, slug: 'kontakta-oss', path: '/kontakta-oss' } })).toEqual(['body.page.slug', 'body.page.path']);
    expect(await refused({ page: { ...contact, locale: 'en' } })).toEqual(['body.page.locale']);
    expect(await refused({ faq: { id: 'contact', title: 'x', items: [] } })).toEqual(['body.page']);
    expect(await refused({ page: contact, faq: { id: 'contact', title: 'x', items: [] } })).toEqual(['body.page']);
    const item = { id: 'a', question: 'q', answer: [] };
    const faqRefusal = await api.json('/v1/editor/entries/faq-home/en/draft', editorCall('PUT', { faq: { id: 'faq-home', title: 'x', items: [item, item] } }));
    expect(faqRefusal.status).toBe(400);
    expect(fieldsOf(faqRefusal.body)).toEqual(['body.faq.items.1.id']);
    const post = (await api.json<EditorEntry>('/v1/editor/entries/post-rut-guide/sv', editorCall('GET'))).body.published!.page!;
    const postRefusal = await api.json('/v1/editor/entries/post-rut-guide/sv/draft', editorCall('PUT', { page: { ...post, post: { ...post.post!, publishedAt: 'tomorrow' } } }));
    expect(fieldsOf(postRefusal.body)).toEqual(['body.page.post.publishedAt']);
    expect((await api.json('/v1/editor/entries/nope/sv/draft', editorCall('PUT', { page: contact }))).status).toBe(404);

    const after = await api.json<EditorEntry>('/v1/editor/entries/contact/sv', editorCall('GET'));
    expect(after.body.draft).toBeNull();
    expect((await api.json<Page>('/v1/content/entry?slug=kontakt', { headers: asEditor() })).body.published).toBe(true);
  });
});
