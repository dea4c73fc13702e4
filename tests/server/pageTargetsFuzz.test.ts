import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_PAGE_HEADER, SHARED_RENDER_HEADER } from '../../api/sharedPage';
import { normaliseSitePath, sitePathText, UNKNOWN_PATH_HEADER } from '../../api/sitePath';
import { createPageCache, renderOverLoopback } from '../../server/http/pageCache';
import { createPageHandler } from '../../server/http/pages';

/**
 * Whatever target a request names, the page side of the server (the page
 * cache and its render, with a stand-in for Next that answers every page as
 * shareable) hands the pages a normalised target, answers, and sends no
 * request anywhere but to itself.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

/** What the stand-in for Next was asked: the target and whether the server marked it as no path of ours. */
const seenByPages: { url: string; unknown: boolean; shared: boolean }[] = [];
const reachedOther: string[] = [];
let site: http.Server;
let other: http.Server;
let sitePort = 0;
let otherPort = 0;

beforeAll(async () => {
  other = http.createServer((req, res) => {
    reachedOther.push(req.url ?? '');
    res.writeHead(200, { 'content-security-policy': "script-src 'nonce-eA=='", [SHARED_PAGE_HEADER]: '1' }).end('other');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherPort = (other.address() as AddressInfo).port;

  let listening: { host: string; port: number } | undefined;
  const servePage = createPageHandler({
    next: async (req, res) => {
      seenByPages.push({ url: req.url ?? '', unknown: req.headers[UNKNOWN_PATH_HEADER] === '1', shared: req.headers[SHARED_RENDER_HEADER] === '1' });
      const nonce = req.headers['x-nonce'];
      res.setHeader(SHARED_PAGE_HEADER, '1');
      res.writeHead(req.headers[UNKNOWN_PATH_HEADER] === '1' ? 404 : 200, { 'content-type': 'text/html' }).end(`<p nonce="${String(nonce)}">page</p>`);
    },
    pageCache: createPageCache({ ttlMs: 60_000, maxEntries: 50, revision: () => 0, render: renderOverLoopback(() => listening, 'token') }),
    sharedRenderToken: 'token',
    csp: (nonce) => `script-src 'nonce-${nonce}'`,
    publicHost: undefined,
    staffHost: () => false,
    log: Fastify({ logger: false }).log,
  });
  site = http.createServer((req, res) => servePage(req, res, false));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
  listening = { host: '127.0.0.1', port: sitePort };
});

afterAll(async () => {
  site.closeAllConnections();
  await Promise.all([site, other].map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A raw request, its target and Host sent exactly as given; the status, or 0 when the HTTP parser refused the request line. */
function rawGet(target: string, host = `127.0.0.1:${sitePort}`, extraHeaders = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(sitePort, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${extraHeaders}Connection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? 0)));
  });
}

const hostish = () => fc.constantFrom(`127.0.0.1:${otherPort}`, `localhost:${otherPort}`, `[::1]:${otherPort}`);
const piece = fc.oneof(
  fc.constantFrom('/', '//', '///', '\\', '/\\', '%2F', '%2f', '%5C', '%5c', '.', '..', '%2e', '%2E%2E', '@', ':', '?', '#', '%00', '%', '%ZZ', 'en', 'http:', 'https:', ';', '%09', '%0d%0a'),
  fc.string({ maxLength: 5 }).map((text) => text.replace(/[\s\u0000-\u001f\u007f]/g, '')),
);

describe('page request targets', () => {
  it('never reach another host, and the pages get a normalised target or the mark of none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(piece, hostish()), { minLength: 1, maxLength: 7 }), fc.boolean(), async (parts, prefixed) => {
        const target = `${prefixed ? '/' : ''}${parts.join('')}`;
        const before = seenByPages.length;
        const status = await rawGet(target);
        // Node's HTTP parser refuses some request lines itself (400, or the connection closed): nothing reaches us then.
        if (status === 0 || status === 400) return;
        expect([200, 404], target).toContain(status);
        for (const seen of seenByPages.slice(before)) {
          if (seen.unknown) expect(['/', '/en'], target).toContain(seen.url);
          else expect(sitePathText(normaliseSitePath(seen.url)!), target).toBe(seen.url);
        }
      }),
      { numRuns: RUNS },
    );
    expect(reachedOther).toEqual([]);
  });

  it.each([
    (port: number) => `//127.0.0.1:${port}/a`,
    (port: number) => `//localhost:${port}/b`,
    (port: number) => `/\\127.0.0.1:${port}/d`,
    (port: number) => `///127.0.0.1:${port}/g`,
    (port: number) => `/en//127.0.0.1:${port}/h`,
    (port: number) => `/%2F%2F127.0.0.1:${port}/i`,
    (port: number) => `http://127.0.0.1:${port}/j`,
  ])('%s answers the 404 page and fetches nothing', async (targetOf) => {
    const before = seenByPages.length;
    expect(await rawGet(targetOf(otherPort))).toBe(404);
    expect(seenByPages.slice(before)).toEqual([{ url: targetOf(otherPort).startsWith('/en/') ? '/en' : '/', unknown: true, shared: false }]);
    expect(reachedOther).toEqual([]);
  });

  it("Next's own page names are no page of ours either", async () => {
    for (const target of ['/404', '/en/500', '/_error', '/_app/', '/_document']) {
      const before = seenByPages.length;
      expect(await rawGet(target), target).toBe(404);
      expect(seenByPages.slice(before), target).toEqual([{ url: target.startsWith('/en/') ? '/en' : '/', unknown: true, shared: false }]);
    }
  });

  it('a page that normalises is rendered once for the cache, on this server, then served from memory', async () => {
    const before = seenByPages.length;
    expect(await rawGet('/%65n/about')).toBe(200);
    expect(await rawGet('/en/about')).toBe(200);
    expect(seenByPages.slice(before)).toEqual([{ url: '/en/about', unknown: false, shared: true }]);
  });

  it('a Host that is no host name is not cached under, and a client cannot mark its own request as unknown or shared', async () => {
    const before = seenByPages.length;
    expect(await rawGet('/en/faq', 'evil.example/x', `${UNKNOWN_PATH_HEADER}: 1\r\n${SHARED_RENDER_HEADER}: token:http\r\n`.replace('token:', 'guess:'))).toBe(200);
    expect(seenByPages.slice(before)).toEqual([{ url: '/en/faq', unknown: false, shared: false }]);
  });
});
