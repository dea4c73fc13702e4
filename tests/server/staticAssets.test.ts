import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import Negotiator from 'negotiator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressStatic } from '../../scripts/precompress.mjs';
import { acceptsEncoding, createStaticAssets } from '../../server/http/staticAssets';

describe('acceptsEncoding', () => {
  const coding = fc.constantFrom('br', 'gzip', 'deflate', 'identity', 'zstd', '*', 'BR', 'Gzip');
  const weight = fc.constantFrom('', ';q=0', ';q=0.0', ';q=0.001', ';q=0.5', ';q=1', ';q=1.000', ' ; q=0.8');
  const header = fc.array(fc.tuple(coding, weight).map(([name, q]) => name + q), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(', '));

  it('agrees with the negotiator package on every well-formed header', () => {
    fc.assert(
      fc.property(header, fc.constantFrom('br', 'gzip'), (value, wanted) => {
        const oracle = new Negotiator({ headers: { 'accept-encoding': value } }).encodings([wanted]).includes(wanted);
        expect(acceptsEncoding(value, wanted)).toBe(oracle);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts nothing without the header or with an empty one, and nothing for a weight that is no number', () => {
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip;q=high', 'gzip')).toBe(false);
  });
});

describe('the build’s static files', () => {
  const script = `${'export const answer = 42;\n'.repeat(200)}`;
  let dir: string;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'main-abc123.js'), script);
    writeFileSync(path.join(dir, 'chunks', 'tiny-def456.js'), 'export {};\n');
    expect(await precompressStatic(dir)).toBe(1);
    const serve = createStaticAssets(dir);
    // What the site's server does with a request the copies do not answer: hands it to Next.
    server = http.createServer((req, res) => {
      if (!serve(req, res)) res.writeHead(404, { 'X-Handled-By': 'next' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      // node:http, not fetch: fetch decompresses, and the bytes sent are what is under test.
      // The target as written: a URL would resolve its dot segments before sending.
      const { hostname, port } = new URL(origin);
      const request = http.request({ hostname, port, path: target, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });

  it('sends the Brotli copy to a browser that accepts it, and the gzip copy to one that accepts only gzip', async () => {
    const br = await get('/_next/static/chunks/main-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await get('/_next/static/chunks/main-abc123.js?v=1', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
  });

  it('answers a repeated request with its tag by 304, and HEAD with the headers alone', async () => {
    const first = await get('/_next/static/chunks/main-abc123.js', { 'Accept-Encoding': 'br' });
    const again = await get('/_next/static/chunks/main-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/_next/static/chunks/main-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next a file without copies, a client that accepts neither encoding, other methods and every other path', async () => {
    const handedOn = async (target: string, headers: Record<string, string> = { 'Accept-Encoding': 'br, gzip' }, method = 'GET') =>
      (await get(target, headers, method)).headers['x-handled-by'];
    expect(await handedOn('/_next/static/chunks/tiny-def456.js')).toBe('next');
    expect(await handedOn('/_next/static/chunks/main-abc123.js', {})).toBe('next');
    expect(await handedOn('/_next/static/chunks/main-abc123.js', { 'Accept-Encoding': 'identity' })).toBe('next');
    expect(await handedOn('/_next/static/chunks/main-abc123.js', { 'Accept-Encoding': 'br' }, 'POST')).toBe('next');
    expect(await handedOn('/_next/static/chunks/main-abc123.js.br')).toBe('next');
    expect(await handedOn('/_next/static/chunks/../chunks/main-abc123.js')).toBe('next');
    expect(await handedOn('/_next/static/chunks/main-abc123%2ejs')).toBe('next');
  });

  it('precompresses text files of a kilobyte or more, to copies that decompress to the file', () => {
    const file = path.join(dir, 'chunks', 'main-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(() => readFileSync(path.join(dir, 'chunks', 'tiny-def456.js.br'))).toThrow();
  });
});
