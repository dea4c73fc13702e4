import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

/**
 * The server fetches only itself: a request target that names another host
 * (however it is spelt) gets the site's own 404 page, and no request, and
 * so no secret of the server's, reaches that host. The other host here is a
 * real listener on loopback that answers like one of the site's shared
 * pages, as an attacker's server would to be cached.
 */

/** One raw HTTP/1.1 request, its target sent exactly as given (no client normalises it). */
function rawGet(port: number, target: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: text.slice(split + 4) });
    });
  });
}

test.describe('request targets that name another host', () => {
  let other: http.Server;
  let otherPort = 0;
  const reached: { url: string; headers: http.IncomingHttpHeaders }[] = [];

  test.beforeAll(async () => {
    other = http.createServer((req, res) => {
      reached.push({ url: req.url ?? '', headers: req.headers });
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "script-src 'nonce-b3RoZXI='",
        'x-shared-page': '1',
      });
      res.end('<!doctype html><title>other</title><script nonce="b3RoZXI=">fetch("/api/v2/customer/personal-information")</script>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherPort = (other.address() as AddressInfo).port;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => other.close(resolve));
  });

  test('get the site’s 404 page in the language of their prefix, and the other host hears nothing', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    const host = `127.0.0.1:${otherPort}`;
    const swedish = [
      `//${host}/a`,
      `//localhost:${otherPort}/b`,
      `/\\${host}/d`,
      `///${host}/g`,
      `/\\/${host}/h`,
      `/%2F%2F${host}/i`,
      `/%2f${host}/j`,
      `/%5C${host}/k`,
      `/.//${host}/l`,
      `/a/..//${host}/m`,
      `/%2e%2e//${host}/n`,
      `http://${host}/o`,
      `/?x=1#//${host}/p`,
    ];
    const english = [`/en//${host}/q`, `/en/\\${host}/r`, `/en/%2F/${host}/s`];
    for (const [targets, heading] of [
      [swedish, 'Vi hittar inte sidan'],
      [english, 'We cannot find that page'],
    ] as const) {
      for (const target of targets) {
        // Twice: a second request would be answered from the page cache if the first had stored anything.
        for (let attempt = 0; attempt < 2; attempt++) {
          const answer = await rawGet(port, target);
          expect(answer.status, target).toBe(404);
          expect(answer.body, target).toContain(heading);
          expect(answer.body, target).not.toContain('<title>other</title>');
          expect(answer.head.toLowerCase(), target).toContain('content-security-policy');
        }
      }
    }
    expect(reached).toEqual([]);
  });

  test('the same path on the site’s own host is the site’s page, never the other host’s', async ({ request }) => {
    const answer = await request.get('/a');
    expect(answer.status()).toBe(404);
    expect(await answer.text()).not.toContain('<title>other</title>');
    expect(reached).toEqual([]);
  });
});

test.describe('a credential in the address', () => {
  test('a hand-off code is in no page’s HTML or serialised data, and the page still reads the rest of its query', async ({ request }) => {
    const code = 'HandoffCodeThatMustNotBeEchoed_0123456789ab';
    for (const path of [`/en/my-pages?sessionToken=${code}&webview=true`, `/mina-sidor?webview=false&sessionToken=${code}`, `/en/book/window-cleaning?sessionToken=${code}`, `/en?sessionToken=${code}`]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      expect(html, path).not.toContain(code);
      expect(html, path).not.toContain('sessionToken');
    }
    // The other parameters still reach the page: `webview=true` turns the app's webview on for the visit.
    const webview = await request.get(`/en/my-pages?sessionToken=${code}&webview=true`);
    expect(webview.headers()['set-cookie'] ?? '').toMatch(/webview=true/);
  });
});

test.describe('addresses that are no page of the site', () => {
  test('Next’s own page names and the desk off the staff host show the site’s 404 page, whose scripts run under the CSP', async ({ page }) => {
    for (const [path, heading] of [
      ['/404', 'Vi hittar inte sidan'],
      ['/en/500', 'We cannot find that page'],
      ['/_error', 'Vi hittar inte sidan'],
      ['/kundtjanst', 'Vi hittar inte sidan'],
      ['/en/customer-service', 'We cannot find that page'],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    // The page's app runs (its scripts were allowed): the language toggle works.
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });
});
