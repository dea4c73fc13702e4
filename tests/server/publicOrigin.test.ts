import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';

/**
 * With `PUBLIC_URL` set, a state-changing call must come from that origin.
 * The `Host` header is the client's to write, so a page on another site
 * whose request names its own host (DNS rebinding, a proxy that passes Host
 * through) is still another site.
 */

const PUBLIC = 'https://www.example.se';
let site: SiteServer;
let database: Database;
let port: number;

beforeAll(async () => {
  const env = { DATA_DIR: 'memory://', PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: `${PUBLIC}/` } as unknown as NodeJS.ProcessEnv;
  const config = readConfig(env, { apiOnly: true });
  database = await openDatabase(config);
  site = await createSiteServer(config, database, 'test01');
  port = Number(new URL(await site.listen()).port);
}, 60_000);
afterAll(async () => {
  await site?.close();
  await database?.close();
});

/** A POST with the Host and Origin a browser (or a script) chose; answers the status. */
function post(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(JSON.stringify({ orderRef: 'no-such-order', qr: 'bankid.x.0.y' }));
  });
}

describe('the cross-origin write guard with PUBLIC_URL', () => {
  it('lets writes from the public origin through', async () => {
    // 404: the guard let it through, and the order does not exist.
    expect(await post('/api/v1/auth/cancel', { host: 'www.example.se', origin: PUBLIC })).toBe(404);
    expect(await post('/api/v1/auth/cancel', { host: `127.0.0.1:${port}`, origin: PUBLIC })).toBe(404);
  });

  it('refuses a write whose Origin only matches the Host it sent', async () => {
    expect(await post('/api/v1/auth/cancel', { host: 'evil.example', origin: 'http://evil.example' })).toBe(403);
    expect(await post('/api/v1/auth/cancel', { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` })).toBe(403);
    expect(await post('/eid-simulator/api/scan', { host: 'evil.example', origin: 'http://evil.example' })).toBe(403);
  });
});

/** A GET naming `host` in its Host header; answers the status. */
function get(path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('a Host that names no host', () => {
  it('is refused (400) before any address is built from it; a host name, with a port or an IPv6 literal, is answered', async () => {
    for (const host of ['127.0.0.1@evil.example', 'evil.example/path', 'a b', `127.0.0.1:${port}\\evil.example`]) {
      expect(await get('/api/health', host), host).toBe(400);
    }
    for (const host of ['evil.example', `127.0.0.1:${port}`, `[::1]:${port}`, 'WWW.Example.se']) {
      expect(await get('/api/health', host), host).toBe(200);
    }
  });
});
