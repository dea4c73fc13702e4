import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_PAGE_HEADER } from '../../api/sharedPage';
import { normaliseSitePath } from '../../api/sitePath';
import { createPageCache, mayShare, renderOverLoopback, takeSharedRender, type RenderedPage } from '../../server/http/pageCache';

const RENDER_NONCE = 'cmVuZGVyLW5vbmNl';
const csp = (nonce: string) => `script-src 'nonce-${nonce}'`;

function sharedPage(body: string, extra: http.IncomingHttpHeaders = {}): RenderedPage {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp(RENDER_NONCE), [SHARED_PAGE_HEADER]: '1', ...extra },
    body,
  };
}

/** A page cache in front of a real HTTP server; `render` stands for the server's own render of a page. */
async function serve(render: (path: string) => Promise<RenderedPage>, options: { ttlMs?: number; revision?: () => number; now?: () => number } = {}) {
  const renders: string[] = [];
  let nonces = 0;
  const cache = createPageCache({
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: 10,
    revision: options.revision ?? (() => 0),
    now: options.now,
    render: ({ path }) => {
      renders.push(path);
      return render(path);
    },
  });
  const server = http.createServer((req, res) => {
    const nonce = `fresh-${++nonces}`;
    const request = { path: req.url ?? '/', host: 'example.test', https: false, method: req.method ?? 'GET', acceptsGzip: /gzip/.test(String(req.headers['accept-encoding'] ?? '')) };
    void cache.serve(request, res, nonce, csp).then((served) => {
      if (!served) res.writeHead(299).end('rendered for this visitor');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { base, renders };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the page cache', () => {
  it('renders a shared page once and writes a fresh nonce into each answer, with its policy', async () => {
    const { base, renders } = await serve(async () => sharedPage(`<script nonce="${RENDER_NONCE}"></script><noscript data-n-css="${RENDER_NONCE}"></noscript>`));
    const first = await fetch(`${base}/en`);
    const second = await fetch(`${base}/en`);
    expect(renders).toEqual(['/en']);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')![1]!;
      expect(nonce).toMatch(/^fresh-/);
      const html = await answer.text();
      expect(html).toBe(`<script nonce="${nonce}"></script><noscript data-n-css="${nonce}"></noscript>`);
      expect(html).not.toContain(RENDER_NONCE);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    }
    expect(first.headers.get('content-security-policy')).not.toBe(second.headers.get('content-security-policy'));
  });

  it('compresses for a client that accepts gzip, and answers HEAD without a body', async () => {
    const { base } = await serve(async () => sharedPage(`<p nonce="${RENDER_NONCE}">${'hej '.repeat(500)}</p>`));
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .get(`${base}/`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject),
    );
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(raw.body).toString()).toMatch(/^<p nonce="fresh-\d+">(hej ){500}<\/p>$/);
    const head = await fetch(`${base}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('asks once for many visitors at the same moment', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { base, renders } = await serve(async () => {
      await gate;
      return sharedPage('<p>same</p>');
    });
    const answers = Array.from({ length: 20 }, () => fetch(`${base}/faq`).then((answer) => answer.text()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(new Set(await Promise.all(answers))).toEqual(new Set(['<p>same</p>']));
    expect(renders).toEqual(['/faq']);
  });

  it('leaves a page that is not shared to the caller, and remembers that for the window', async () => {
    const pages: Record<string, RenderedPage> = {
      '/boka/hemstadning': { status: 200, headers: { 'content-security-policy': csp(RENDER_NONCE) }, body: 'per visitor' },
      '/missing': { ...sharedPage('gone'), status: 404 },
      '/cookie': sharedPage('x', { 'set-cookie': ['a=1'] }),
    };
    const { base, renders } = await serve(async (path) => pages[path]!);
    for (const path of Object.keys(pages)) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await fetch(`${base}${path}`);
        expect(answer.status).toBe(299);
        expect(await answer.text()).toBe('rendered for this visitor');
      }
    }
    expect(renders).toEqual(Object.keys(pages));
  });

  it('renders again after the window, and at once after a publish', async () => {
    let now = 1_000;
    let revision = 0;
    let version = 1;
    const { base, renders } = await serve(async () => sharedPage(`<p>version ${version}</p>`), { ttlMs: 60_000, now: () => now, revision: () => revision });
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>version 1</p>');
    version = 2;
    now += 59_999;
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>version 1</p>');
    now += 1;
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>version 2</p>');
    version = 3;
    revision = 1;
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>version 3</p>');
    expect(renders).toHaveLength(3);
  });
});

describe('which requests may get the shared page', () => {
  const request = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') => ({ url, headers, method }) as http.IncomingMessage;
  const notStaff = () => false;
  const share = (req: http.IncomingMessage, staffHost: (host: string | undefined) => boolean) => mayShare(req, normaliseSitePath(req.url!)!, staffHost);

  it('a plain GET or HEAD of a page, with or without ordinary cookies', () => {
    expect(share(request('/en/faq'), notStaff)).toBe(true);
    expect(share(request('/', {}, 'HEAD'), notStaff)).toBe(true);
    expect(share(request('/', { cookie: 'consent=x; sessionId=s; newsDismissed=v' }), notStaff)).toBe(true);
  });

  it('not a query, a write, an editor in preview, the app webview, the staff host or a file', () => {
    expect(share(request('/?webview=true'), notStaff)).toBe(false);
    expect(share(request('/', {}, 'POST'), notStaff)).toBe(false);
    expect(share(request('/', { cookie: 'consent=x; preview=true' }), notStaff)).toBe(false);
    expect(share(request('/', { cookie: 'webview=true' }), notStaff)).toBe(false);
    expect(share(request('/', { host: 'staff.localhost' }), (host) => host === 'staff.localhost')).toBe(false);
    expect(share(request('/favicon.svg'), notStaff)).toBe(false);
    expect(share(request('/_next/data/b1/en.json'), notStaff)).toBe(false);
  });

  it('a booking page without a query or with only the postal code checked, for a visitor without a session', () => {
    expect(share(request('/boka/fonsterputs'), notStaff)).toBe(true);
    expect(share(request('/en/book/window-cleaning?areaCode=11120'), notStaff)).toBe(true);
    expect(share(request('/boka/fonsterputs?areaCode=11120', { cookie: 'consent=x; newsDismissed=v' }), notStaff)).toBe(true);
    // A session (live or ended) is read by the page's server; so are a partner's code and a step.
    expect(share(request('/boka/fonsterputs?areaCode=11120', { cookie: 'sessionId=s' }), notStaff)).toBe(false);
    expect(share(request('/boka/fonsterputs', { cookie: 'consent=x; session=t' }), notStaff)).toBe(false);
    expect(share(request('/boka/fonsterputs', { cookie: '__Host-session=t' }), notStaff)).toBe(false);
    expect(share(request('/boka/hemstadning?areaCode=11120&campaignCode=HYRESGAST'), notStaff)).toBe(false);
    expect(share(request('/en/book/window-cleaning?areaCode=11120&step=availability'), notStaff)).toBe(false);
    expect(share(request('/boka/fonsterputs?areaCode=111'), notStaff)).toBe(false);
    expect(share(request('/boka/fonsterputs?areaCode=11120', { host: 'staff.localhost' }), (host) => host === 'staff.localhost')).toBe(false);
  });

  it("not My pages or the desk, whatever the language", () => {
    expect(share(request('/mina-sidor/bokningar'), notStaff)).toBe(false);
    expect(share(request('/en/my-pages'), notStaff)).toBe(false);
    expect(share(request('/kundtjanst'), notStaff)).toBe(false);
    expect(share(request('/en'), notStaff)).toBe(true);
    expect(share(request('/tjanster/fonsterputs'), notStaff)).toBe(true);
  });
});

describe("the server's own render of a page", () => {
  it('asks without cookies, marked with the token and the protocol, which only that token unlocks', async () => {
    const seen: { mark: { https: boolean } | undefined; cookie: string | undefined; host: string | undefined }[] = [];
    const server = http.createServer((req, res) => {
      const forged = { headers: { 'x-shared-render': 'guess:https' } } as unknown as http.IncomingMessage;
      expect(takeSharedRender(forged, 'secret')).toBeUndefined();
      seen.push({ mark: takeSharedRender(req, 'secret'), cookie: req.headers.cookie, host: req.headers.host });
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const own = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
    const page = await renderOverLoopback(() => own, 'secret')({ path: '/en/faq', host: 'www.example.se', https: true });
    expect(page).toMatchObject({ status: 200, body: '<p>page</p>' });
    expect(seen).toEqual([{ mark: { https: true }, cookie: undefined, host: 'www.example.se' }]);
  });

  it('gives up on a render that does not answer in time', async () => {
    const server = http.createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const own = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
    await expect(renderOverLoopback(() => own, 'secret', 100)({ path: '/', host: 'x', https: false })).rejects.toThrow(/took over 100 ms/);
    server.closeAllConnections();
  });

  it('goes to its own listener only, and refuses a path that is not normalised without connecting anywhere', async () => {
    const reached: string[] = [];
    const other = http.createServer((req, res) => {
      reached.push(req.url ?? '');
      res.writeHead(200).end('other');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    servers.push(other);
    const otherPort = (other.address() as AddressInfo).port;
    const own = { host: '127.0.0.1', port: otherPort };
    const render = renderOverLoopback(() => own, 'secret');
    for (const path of [`//127.0.0.1:${otherPort}/a`, `/\\127.0.0.1:${otherPort}/d`, `///127.0.0.1:${otherPort}/g`, `http://127.0.0.1:${otherPort}/x`, '/en//x', '/a/../b', '/%65n']) {
      await expect(render({ path, host: 'x', https: false }), path).rejects.toThrow(/not normalised/);
    }
    expect(reached).toEqual([]);
    await expect(renderOverLoopback(() => undefined, 'secret')({ path: '/', host: 'x', https: false })).rejects.toThrow(/before the server listens/);
  });
});
