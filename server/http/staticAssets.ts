import { createReadStream, readdirSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/**
 * The build's scripts and styles (`/_next/static/…`) sent as the copies
 * compressed once at build time (`scripts/precompress.mjs`: `.br` and `.gz`
 * beside each file), not compressed again for every request. A file without
 * such a copy, or a client that accepts neither encoding, is left to Next.
 */

const URL_PREFIX = '/_next/static/';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
};

/** The encodings we keep copies in, the smaller first: the first the client accepts is sent. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

type Coding = (typeof ENCODINGS)[number]['coding'];

interface Copy {
  file: string;
  size: number;
  etag: string;
}

interface Asset {
  type: string;
  copies: Partial<Record<Coding, Copy>>;
}

/**
 * Whether an `Accept-Encoding` header accepts `coding` (RFC 9110 §12.5.3):
 * named with a weight above 0 (named twice, the higher counts), or not named
 * while `*` has one. A weight that is not a number accepts nothing.
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let named: number | undefined;
  let anyWeight: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const token = name.trim().toLowerCase();
    const weight = weightOf(params);
    if (token === coding) named = Math.max(named ?? 0, weight);
    else if (token === '*') anyWeight = Math.max(anyWeight ?? 0, weight);
  }
  return (named ?? anyWeight ?? 0) > 0;
}

function weightOf(params: string[]): number {
  for (const param of params) {
    const [key = '', value = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const weight = Number(value.trim());
    return Number.isFinite(weight) ? weight : 0;
  }
  return 1;
}

/** The compressed copies under a build's static folder, by the URL path each answers. */
export function indexStaticAssets(staticDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  let names: string[];
  try {
    names = readdirSync(staticDir, { recursive: true, encoding: 'utf8' });
  } catch {
    // No build here (an API-only server, a test): Next serves what there is.
    return assets;
  }
  const present = new Set(names);
  for (const name of names) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const copies: Asset['copies'] = {};
    for (const { coding, suffix } of ENCODINGS) {
      if (!present.has(name + suffix)) continue;
      const file = path.join(staticDir, name + suffix);
      const { size, mtimeMs } = statSync(file);
      copies[coding] = { file, size, etag: `"${coding}-${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"` };
    }
    if (Object.keys(copies).length === 0) continue;
    assets.set(URL_PREFIX + name.split(path.sep).join('/'), { type, copies });
  }
  return assets;
}

/**
 * Answers a request for a static file with a compressed copy; false when it
 * has none to send (the caller hands the request on). Only a path found in
 * the listing made at start is served: nothing a request names reaches the
 * file system.
 */
export function createStaticAssets(staticDir: string) {
  const assets = indexStaticAssets(staticDir);
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (assets.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const target = req.url ?? '';
    const query = target.indexOf('?');
    const asset = assets.get(query === -1 ? target : target.slice(0, query));
    if (!asset) return false;
    const accepted = req.headers['accept-encoding'];
    const chosen = ENCODINGS.find(({ coding }) => asset.copies[coding] && acceptsEncoding(accepted, coding));
    if (!chosen) return false;
    const copy = asset.copies[chosen.coding]!;
    res.setHeader('Vary', 'Accept-Encoding');
    // The file names carry their content's hash: a name never changes what it holds.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', copy.etag);
    if (req.headers['if-none-match'] === copy.etag) {
      res.writeHead(304).end();
      return true;
    }
    res.writeHead(200, { 'Content-Type': asset.type, 'Content-Encoding': chosen.coding, 'Content-Length': copy.size });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(copy.file)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
}
