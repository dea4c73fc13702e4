import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSitePath, returnPath, sitePathText, withoutQueryParams } from '../../api/sitePath';

/** Stands for this site while the WHATWG URL parser (the oracle: what a browser or `new URL` makes of a path) resolves one. */
const OWN = 'http://own.invalid';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('a request target normalised to a path of this site', () => {
  it.each([
    ['/', '/', ''],
    ['/en', '/en', ''],
    ['/en/', '/en/', ''],
    ['/tjanster/fonsterputs?areaCode=11120', '/tjanster/fonsterputs', 'areaCode=11120'],
    ['/%65n/about', '/en/about', ''],
    ['/tj%c3%a4nster', '/tj%C3%A4nster', ''],
    ['/a%20b', '/a%20b', ''],
    ['/a:b@c;d', '/a:b@c;d', ''],
    ['/?x={1}|2', '/', 'x={1}|2'],
    ['/_next/static/chunks/[root-of-the-server]__0a._.js', '/_next/static/chunks/[root-of-the-server]__0a._.js', ''],
  ])('%j is %j with query %j', (target, path, query) => {
    expect(normaliseSitePath(target)).toEqual({ path, query });
  });

  it.each([
    // A host in disguise: each of these reached another server through the page cache's render.
    '//127.0.0.1:4899/a',
    '//localhost:4899/b',
    '/\\127.0.0.1:4899/d',
    '///127.0.0.1:4899/g',
    '/en//127.0.0.1:4899/h',
    '/%2F127.0.0.1:4899/i',
    '/%2f%2f127.0.0.1/j',
    '/%5C127.0.0.1/k',
    '/\\/127.0.0.1/l',
    'http://127.0.0.1:4899/m',
    'HTTP://127.0.0.1/n',
    '127.0.0.1/o',
    '*',
    '',
    // Dot segments, raw or encoded.
    '/.',
    '/..',
    '/a/../b',
    '/a/./b',
    '/%2e%2e/b',
    '/.%2E/b',
    // Control characters, spaces, raw non-ASCII, broken escapes, a fragment.
    '/a%00b',
    '/a\u0000b',
    '/a\tb',
    '/a b',
    '/a%0d%0aSet-Cookie:x=1',
    '/tjänster',
    '/a%ZZ',
    '/a%',
    '/a%FF',
    '/a%ED%A0%80',
    '/a#b',
    '/?a#b',
    '/?a b',
    '/?a\u0000',
    `/${'a'.repeat(5000)}`,
  ])('refuses %j', (target) => {
    expect(normaliseSitePath(target)).toBeUndefined();
  });

  it('never names another origin, as the URL parser reads what it answers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('/', '\\', '.', '..', '%2F', '%5c', '%2e', '%', '%00', '@', ':', '?', '#', 'host', 'en', '\t', 'ä'), fc.string({ maxLength: 4 })), { maxLength: 8 }),
        (parts) => {
          const target = parts.join('');
          const normalised = normaliseSitePath(target);
          if (!normalised) return;
          const text = sitePathText(normalised);
          const url = new URL(text, OWN);
          expect(url.origin).toBe(OWN);
          // The parser has nothing left to change: no dot segment, backslash or character it would encode.
          expect(url.pathname).toBe(normalised.path);
          // Normalising is idempotent.
          expect(normaliseSitePath(text)).toEqual(normalised);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('accepts every path the URL parser writes for a plain page address', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 6, unit: 'grapheme' }), { minLength: 1, maxLength: 4 }), (segments) => {
        // Refused by design: dot segments, an encoded `/` or `\`, control characters.
        fc.pre(segments.every((segment) => segment !== '.' && segment !== '..' && !/[/\\\u0000-\u001f\u007f-\u009f]/.test(segment)));
        const path = `/${segments.map(encodeURIComponent).join('/')}`;
        const normalised = normaliseSitePath(path);
        expect(normalised, path).toBeDefined();
        // The same segments, decoded, as the URL parser reads them.
        expect(new URL(normalised!.path, OWN).pathname.split('/').slice(1).map(decodeURIComponent)).toEqual(segments);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('credentials out of a query', () => {
  it('drops the named parameters, encoded or not, and keeps the rest in order', () => {
    const target = { path: '/en/my-pages', query: 'a=1&sessionToken=abc&b=2&session%54oken=x&sessionToken' };
    expect(withoutQueryParams(target, ['sessionToken'])).toEqual({ path: '/en/my-pages', query: 'a=1&b=2' });
    expect(withoutQueryParams({ path: '/', query: 'sessionToken=x' }, ['sessionToken'])).toEqual({ path: '/', query: '' });
  });
});

describe('a path to go back to', () => {
  it('keeps a site path with its query and fragment', () => {
    expect(returnPath('/en/staff?customer=1#top')).toBe('/en/staff?customer=1#top');
  });

  it.each(['//evil.example', '/.//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/', '/a#\u0000', 'evil.example', 42])(
    'refuses %j',
    (value) => {
      expect(returnPath(value)).toBeUndefined();
    },
  );
});

describe('a stored redirection', () => {
  it('goes to a normalised path of this site only', async () => {
    const { redirectionSchema } = await import('../../api/contract/content.schemas');
    expect(redirectionSchema.safeParse({ path: '/tjanster/fonsterputs', type: 301 }).success).toBe(true);
    for (const path of ['//evil.example', 'https://evil.example/', '/a/../b', '/%65n']) {
      expect(redirectionSchema.safeParse({ path, type: 301 }).success, path).toBe(false);
    }
  });
});
