import http from 'node:http';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers';

/**
 * `/robots.txt` and `/sitemap.xml` over real HTTP: the sitemap is XML a
 * parser reads (happy-dom's `DOMParser`, as an independent reader), lists the indexable
 * pages and posts of both languages on the site's own origin with their
 * other language, and leaves out error pages; robots.txt keeps search
 * engines out of My pages, previews, the staff desk and the API, and out of
 * the staff host altogether.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startApi('memory://', { env: { PUBLIC_URL: 'https://www.hemglans.example/', STAFF_HOST: 'staff.hemglans.example' } });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const get = (path: string) => fetch(`${api.url}${path}`);

/** A GET naming another host (fetch sends the URL's own host). */
function getOnHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${api.url}${path}`, { headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('files for search engines', () => {
  it('robots.txt keeps crawlers out of what is no content, and names the sitemap on the public origin', async () => {
    const answer = await get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // On PUBLIC_URL, the same for everyone: a cache may keep it.
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await answer.text();
    for (const path of ['/api/', '/mina-sidor', '/en/my-pages', '/forhandsgranska', '/en/preview', '/kundtjanst', '/en/customer-service']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Sitemap: https://www.hemglans.example/sitemap.xml');
  });

  it('the sitemap lists every indexable page and post in both languages, with its other language, and no error page', async () => {
    const answer = await get('/sitemap.xml?x=1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const document = new new Window().DOMParser().parseFromString(await answer.text(), 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const urls = [...document.getElementsByTagName('url')];
    const locs = urls.map((url) => url.getElementsByTagName('loc')[0]!.textContent);
    for (const path of ['/', '/en', '/tjanster/fonsterputs', '/en/services/window-cleaning', '/kontakt', '/en/contact']) {
      expect(locs, path).toContain(`https://www.hemglans.example${path}`);
    }
    expect(locs.some((loc) => loc!.includes('/blogg/'))).toBe(true);
    expect(locs.filter((loc) => /error|fel/.test(loc!))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) {
      expect(url.getElementsByTagName('lastmod')[0]!.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const alternates = [...url.getElementsByTagName('xhtml:link')];
      for (const link of alternates) expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.hemglans\.example\//);
    }
    const windows = urls.find((url) => url.getElementsByTagName('loc')[0]!.textContent === 'https://www.hemglans.example/tjanster/fonsterputs')!;
    const hreflang = Object.fromEntries(
      [...windows.getElementsByTagName('xhtml:link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
    expect(hreflang).toEqual({ sv: 'https://www.hemglans.example/tjanster/fonsterputs', en: 'https://www.hemglans.example/en/services/window-cleaning' });
  });

  it('without PUBLIC_URL, builds addresses on the request’s host, which no shared cache may keep', async () => {
    const own = await startApi('memory://');
    try {
      const answer = await fetch(`${own.url}/robots.txt`);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.text()).toContain(`Sitemap: ${own.url}/sitemap.xml`);
    } finally {
      await own.close();
    }
  }, 60_000);

  it('on the staff host nothing is to be indexed', async () => {
    expect((await getOnHost('/robots.txt', 'staff.hemglans.example')).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await getOnHost('/sitemap.xml', 'staff.hemglans.example')).status).toBe(404);
  });
});
