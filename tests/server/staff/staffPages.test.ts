import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPage } from '../../../pageLoads/loadContentPage';
import { loadStaffPage } from '../../../pageLoads/loadStaffPage';
import { startApi, type TestApi } from '../helpers';

/**
 * The staff host's pages on their own loaders against the real server
 * (which publishes the staff host name, `staff.localhost` by default): the
 * desk exists only there and is never indexed; the staff host's home page
 * is the desk, the public site's is unchanged.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

function pageLoad({ host, params = {}, locale = 'sv' }: { host: string; params?: Record<string, string[]>; locale?: string }) {
  const headers: Record<string, unknown> = {};
  const res = { statusCode: 200, setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value) };
  const ctx = { req: { cookies: {}, headers: { host }, socket: {} }, res, query: {}, params, locale } as unknown as GetServerSidePropsContext;
  return { ctx, headers, res };
}

describe('the staff desk page', () => {
  it("is the site's 404 page on the public site and never indexed", async () => {
    const load = pageLoad({ host: 'localhost:3000' });
    const result = (await loadStaffPage(load.ctx)) as { props?: { error: { code: number } | null; shell: { staffMode: boolean } } };
    expect(result.props?.error).toMatchObject({ code: 404, slug: '404' });
    expect(result.props?.shell.staffMode).toBe(false);
    expect(load.res.statusCode).toBe(404);
    expect(load.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('renders in staff mode on the staff host, never cached, never indexed', async () => {
    const load = pageLoad({ host: 'staff.localhost:3000', locale: 'en' });
    const result = (await loadStaffPage(load.ctx)) as { props?: { shell: { staffMode: boolean; locale: string } } };
    // The staff host's analytics app id (STAFF_ANALYTICS_APP_ID, default `staff`).
    expect(result.props?.shell).toMatchObject({ staffMode: true, locale: 'en', analyticsAppId: 'staff' });
    expect(load.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(load.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the home page', () => {
  it('on the staff host goes to the desk, in each language', async () => {
    expect(await loadContentPage(pageLoad({ host: 'staff.localhost:3000' }).ctx)).toEqual({ redirect: { destination: '/kundtjanst', permanent: false } });
    expect(await loadContentPage(pageLoad({ host: 'staff.localhost', locale: 'en' }).ctx)).toEqual({
      redirect: { destination: '/en/customer-service', permanent: false },
    });
  });

  it('stays the home page for visitors, and other staff-host pages are not redirected', async () => {
    const visitor = (await loadContentPage(pageLoad({ host: 'localhost:3000' }).ctx)) as {
      props?: { page: unknown; shell: { staffMode: boolean; analyticsAppId: string } };
    };
    expect(visitor.props?.page).not.toBeNull();
    expect(visitor.props?.shell).toMatchObject({ staffMode: false, analyticsAppId: 'site' });
    const content = (await loadContentPage(pageLoad({ host: 'staff.localhost:3000', params: { slug: ['tjanster', 'mattvatt'] } }).ctx)) as {
      props?: { shell: { staffMode: boolean } };
    };
    expect(content.props?.shell.staffMode).toBe(true);
  });
});
