import { and, eq, sql } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Section } from '../../api/contract/content.schemas';
import { SHARED_RENDER_HEADER } from '../../api/sharedPage';
import { contentEntries } from '../../server/db/schema';
import { loadContentPage } from '../../pageLoads/loadContentPage';
import { loadPreviewPage } from '../../pageLoads/loadPreviewPage';
import type { ContentPageProps } from '../../ui/page/types';
import { startApi, type TestApi } from './helpers';

/**
 * The page side of preview, on the pages' own loaders against the real
 * server (the server publishes the page data they read): which cookies
 * turn preview on, the preview route, and the published content the page
 * data keeps, which a publish must drop.
 */

let api: TestApi;
let editor: string;
let staff: string;

beforeAll(async () => {
  api = await startApi();
  editor = await api.directoryToken(['editor']);
  staff = await api.directoryToken(['staff']);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** A page request as Next hands it to `getServerSideProps`. */
function pageLoad({ cookies = {}, params = {}, locale = 'sv' }: { cookies?: Record<string, string>; params?: Record<string, string | string[]>; locale?: string }) {
  const headers: Record<string, unknown> = {};
  const res = { statusCode: 200, setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value) };
  const ctx = { req: { cookies, headers: { host: 'localhost:3000' }, socket: {} }, res, query: {}, params, locale } as unknown as GetServerSidePropsContext;
  return { ctx, headers, res };
}

async function propsOf(result: Promise<unknown>): Promise<ContentPageProps> {
  const answer = (await result) as { props?: ContentPageProps };
  if (!answer.props) throw new Error(`no props: ${JSON.stringify(answer)}`);
  return answer.props;
}

const carpet = { slug: ['tjanster', 'mattvatt'] };
const insurance = (page: Page | null) => {
  const faq = page?.document.sections.find((section): section is Extract<Section, { type: 'faq' }> => section.type === 'faq');
  return JSON.stringify(faq?.items.find((item) => item.id === 'home-insurance')?.answer);
};

describe('content pages in preview', () => {
  it('show unpublished pages and drafts, marked, to an editor whose preview is on, and are never cached', async () => {
    const cookies = { preview: 'true', directoryToken: editor };
    const page = pageLoad({ cookies, params: carpet });
    const props = await propsOf(loadContentPage(page.ctx));
    expect(props.error).toBeNull();
    expect(props.preview).toBe(true);
    expect(props.page).toMatchObject({ id: 'service-carpet-cleaning', published: false });
    expect(page.headers['cache-control']).toBe('private, no-store');

    const home = await propsOf(loadContentPage(pageLoad({ cookies }).ctx));
    expect(home.page?.published).toBe(false);
    expect(insurance(home.page)).toContain('14 dagar');
    const english = await propsOf(loadContentPage(pageLoad({ cookies, params: { slug: ['services', 'carpet-cleaning'] }, locale: 'en' }).ctx));
    expect(english.page?.title).toBe('Carpet cleaning');
  });

  it('show visitors the published site whatever cookies they bring', async () => {
    const visitors: Record<string, string>[] = [
      {},
      { preview: 'true' },
      { directoryToken: editor },
      { preview: 'true', directoryToken: 'a'.repeat(43) },
      { preview: 'true', directoryToken: staff },
      { preview: 'false', directoryToken: editor },
    ];
    for (const cookies of visitors) {
      const what = JSON.stringify(cookies);
      const page = pageLoad({ cookies, params: carpet });
      const props = await propsOf(loadContentPage(page.ctx));
      expect(props.error, what).toMatchObject({ code: 404 });
      expect(page.res.statusCode, what).toBe(404);
      expect(props.page?.id, what).toBe('error-404');
      const home = await propsOf(loadContentPage(pageLoad({ cookies }).ctx));
      expect(home.page?.published, what).toBe(true);
      expect(insurance(home.page), what).toContain('sju dagar');
    }
  });
});

describe('the preview route', () => {
  it('shows an entry by id to a signed-on editor, preview toggle or not', async () => {
    const page = pageLoad({ cookies: { directoryToken: editor }, params: { id: 'service-carpet-cleaning' } });
    const props = await propsOf(loadPreviewPage(page.ctx));
    expect(props.error).toBeNull();
    expect(props.preview).toBe(true);
    expect(props.page).toMatchObject({ id: 'service-carpet-cleaning', title: 'Mattvätt', published: false });
    expect(props.shell.alternatePath).toBe('/en/preview/service-carpet-cleaning');
    expect(page.headers['cache-control']).toBe('private, no-store');

    const english = await propsOf(loadPreviewPage(pageLoad({ cookies: { directoryToken: editor }, params: { id: 'home' }, locale: 'en' }).ctx));
    expect(english.page).toMatchObject({ id: 'home', locale: 'en', published: false });
    expect(insurance(english.page)).toContain('14 days');

    const unknown = pageLoad({ cookies: { directoryToken: editor }, params: { id: 'no-such-entry' } });
    expect((await propsOf(loadPreviewPage(unknown.ctx))).error).toMatchObject({ code: 404 });
    expect(unknown.res.statusCode).toBe(404);
    // FAQ entries are shown on pages, not on their own.
    expect((await propsOf(loadPreviewPage(pageLoad({ cookies: { directoryToken: editor }, params: { id: 'faq-home' } }).ctx))).error).toMatchObject({ code: 404 });
  });

  it('is a 404 to anyone else', async () => {
    const others: Record<string, string>[] = [{}, { preview: 'true' }, { preview: 'true', directoryToken: 'a'.repeat(43) }, { preview: 'true', directoryToken: staff }];
    for (const cookies of others) {
      for (const id of ['service-carpet-cleaning', 'home']) {
        const page = pageLoad({ cookies, params: { id } });
        const props = await propsOf(loadPreviewPage(page.ctx));
        expect(page.res.statusCode, JSON.stringify(cookies)).toBe(404);
        expect(props.error).toMatchObject({ code: 404 });
        expect(props.page?.id).toBe('error-404');
        expect(props.preview).toBe(false);
      }
    }
  });
});

describe('published content the page loads keep', () => {
  it('is dropped when an editor publishes, so the next page load shows it', async () => {
    const visitorHome = async () => (await propsOf(loadContentPage(pageLoad({}).ctx))).page;
    expect(insurance(await visitorHome())).toContain('sju dagar');

    // Changed behind the page data's back (as another process would): the kept answer stands for its time…
    const where = and(eq(contentEntries.entryId, 'faq-home'), eq(contentEntries.locale, 'sv'));
    await api.database.db.update(contentEntries).set({ data: sql`${contentEntries.draft}` }).where(where);
    expect(insurance(await visitorHome())).toContain('sju dagar');
    // …but the page cache's own render reads afresh, as the HTML it makes is kept for the cache's window.
    const sharedRender = pageLoad({});
    (sharedRender.ctx.req.headers as Record<string, string>)[SHARED_RENDER_HEADER] = '1';
    expect(insurance((await propsOf(loadContentPage(sharedRender.ctx))).page)).toContain('14 dagar');
    expect(insurance(await visitorHome())).toContain('sju dagar');

    // A publish through this process drops it.
    const published = await api.call('/v1/editor/entries/faq-home/sv/publish', { method: 'POST', headers: { Authorization: `Bearer ${editor}` } });
    expect(published.status).toBe(200);
    expect(insurance(await visitorHome())).toContain('14 dagar');
  });
});

describe('page loads after a restart', () => {
  it('read the server started again in the process, never the closed one', async () => {
    expect((await propsOf(loadContentPage(pageLoad({}).ctx))).page?.published).toBe(true);
    const second = await startApi();
    await api.close();
    api = second;
    const services = await propsOf(loadContentPage(pageLoad({ params: { slug: ['tjanster'] } }).ctx));
    expect(services.error).toBeNull();
    expect(services.page?.published).toBe(true);
  }, 60_000);
});
