import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, SectionOf } from '../../api/contract/content.schemas';
import { IMAGE_MAX_SIDE, IMAGE_QUALITIES, IMAGE_WIDTHS } from '../../api/images';
import '../../i18n/serverCatalogs';
import { createI18n } from '../../i18n/setup';
import { Hero } from '../../ui/sections/Hero/Hero';
import { fieldsOf, startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const fetchImage = async (path: string, init?: RequestInit) => {
  const response = await api.call(path, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
};

describe('GET /api/v1/images/:id', () => {
  it('serves 1200x800 jpg by default, cacheable for a year, and hits the cache the second time', async () => {
    const first = await fetchImage('/v1/images/hero-home');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/jpeg');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.response.headers.get('etag')).toMatch(/^".+"$/);
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    const meta = await sharp(first.bytes).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 1200, height: 800, format: 'jpeg' });

    const second = await fetchImage('/v1/images/hero-home');
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('resizes to the size and format asked, covering the box', async () => {
    for (const [type, format] of [
      ['webp', 'webp'],
      ['png', 'png'],
      ['jpeg', 'jpeg'],
      ['avif', 'heif'],
    ]) {
      const { response, bytes } = await fetchImage(`/v1/images/split-window?width=320&height=240&type=${type}&quality=60`);
      expect(response.status, type).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect({ width: meta.width, height: meta.height, format: meta.format }, type).toEqual({ width: 320, height: 240, format });
    }
    // A square from a wide source is cropped, not squeezed or letterboxed.
    const square = await fetchImage('/v1/images/hero-window?width=480&height=480');
    const meta = await sharp(square.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([480, 480]);
  });

  it('keys the cache by every parameter', async () => {
    const low = await fetchImage('/v1/images/hero-faq?width=400&height=300&quality=10');
    const high = await fetchImage('/v1/images/hero-faq?width=400&height=300&quality=90');
    expect(high.response.headers.get('x-cache')).toBe('MISS');
    expect(high.response.headers.get('etag')).not.toBe(low.response.headers.get('etag'));
    expect(high.bytes.length).toBeGreaterThan(low.bytes.length);
  });

  it('answers 304 when the browser already has the rendition', async () => {
    const { response } = await fetchImage('/v1/images/hero-blog?width=240&height=160');
    const etag = response.headers.get('etag')!;
    const again = await api.call('/v1/images/hero-blog?width=240&height=160', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const listed = await api.call('/v1/images/hero-blog?width=240&height=160', { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(listed.status).toBe(304);
    const stale = await api.call('/v1/images/hero-blog?width=240&height=160', { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('answers 404 for an unknown image', async () => {
    expect((await api.call('/v1/images/no-such-image')).status).toBe(404);
  });

  it('refuses bad parameters with field errors', async () => {
    for (const [query, field] of [
      ['width=0', 'query.width'],
      ['width=4001', 'query.width'],
      ['width=2561', 'query.width'],
      ['width=2560&height=2560', 'query.width'],
      ['width=1e3', 'query.width'],
      ['quality=0x10', 'query.quality'],
      ['width=abc', 'query.width'],
      ['height=-5', 'query.height'],
      ['height=1.5', 'query.height'],
      ['type=gif', 'query.type'],
      ['quality=0', 'query.quality'],
      ['quality=101', 'query.quality'],
      // A shape the site never lays out (2:1), and a portrait one.
      ['width=200&height=100', 'query.height'],
      ['width=600&height=800', 'query.height'],
    ]) {
      const { status, body } = await api.json(`/v1/images/hero-home?${query}`);
      expect(status, query).toBe(400);
      expect(fieldsOf(body), query).toEqual([field]);
    }
    const badId = await api.json(`/v1/images/${encodeURIComponent('../etc/passwd')}`);
    expect(badId.status).toBe(400);
    expect(fieldsOf(badId.body)).toEqual(['params.id']);
  });
});

/** The `w` candidates of every `srcset` in some markup, as [url, width] pairs. */
const srcsetCandidates = (html: string) =>
  [...html.matchAll(/srcSet="([^"]+)"/gi)].flatMap(([, srcset]) =>
    srcset.split(', ').map((candidate) => {
      const [url, descriptor] = candidate.split(' ');
      return [url.replaceAll('&amp;', '&'), Number(descriptor.replace(/w$/, ''))] as const;
    }),
  );

describe('the image ladder', () => {
  it('snaps a width between rungs up, keeping the asked shape, and serves it as the ladder rendition', async () => {
    const between = await fetchImage('/v1/images/hero-window?width=500&height=500');
    expect(between.response.status).toBe(200);
    const meta = await sharp(between.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([640, 640]);
    // The same rendition (one cache entry, one ETag) as asking for the rung itself.
    const rung = await fetchImage('/v1/images/hero-window?width=640&height=640');
    expect(rung.response.headers.get('x-cache')).toBe('HIT');
    expect(rung.response.headers.get('etag')).toBe(between.response.headers.get('etag'));
    // A size rounded off the exact ratio (721x540 is 4:3) lands on the same rung's exact size.
    const rounded = await fetchImage('/v1/images/hero-window?width=721&height=540');
    expect(await sharp(rounded.bytes).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it('snaps a quality up to the next rung, and above the top rung down to it', async () => {
    const top = IMAGE_QUALITIES[IMAGE_QUALITIES.length - 1];
    const asked = await fetchImage(`/v1/images/hero-faq?width=320&height=240&type=webp&quality=${top}`);
    for (const quality of [100, top - 1]) {
      const snapped = await fetchImage(`/v1/images/hero-faq?width=320&height=240&type=webp&quality=${quality}`);
      expect(snapped.response.status, String(quality)).toBe(200);
      expect(snapped.response.headers.get('x-cache'), String(quality)).toBe('HIT');
      expect(snapped.response.headers.get('etag'), String(quality)).toBe(asked.response.headers.get('etag'));
    }
  });

  it('refuses a width above the top rung and a shape it does not offer, saying which', async () => {
    expect(IMAGE_MAX_SIDE).toBe(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
    const wide = await api.json(`/v1/images/hero-home?width=${IMAGE_MAX_SIDE + 1}&height=900`);
    expect(wide.status).toBe(400);
    expect(fieldsOf(wide.body)).toEqual(['query.width']);
    const shape = await api.json('/v1/images/hero-home?width=1600&height=800');
    expect(shape.status).toBe(400);
    expect(shape.body).toEqual([{ field: 'query.height', message: 'imageAspectRatio' }]);
  });

  it("serves every candidate of the home hero's srcset, as the hero renders it, at the size it claims", async () => {
    const { body } = await api.json<Page>('/v1/content/entry?slug=home&lang=en');
    const section = body.document.sections.find((candidate): candidate is SectionOf<'hero'> => candidate.type === 'hero')!;
    expect(section.image).toBeDefined();
    const html = renderToStaticMarkup(createElement(I18nProvider, { i18n: createI18n('en') }, createElement(Hero, { section })));
    const candidates = srcsetCandidates(html);
    const widths = [...new Set(candidates.map(([, width]) => width))].sort((a, b) => a - b);
    // A 1440x900 or 1920x1080 screen at 2x asks for the widest candidate the hero offers.
    expect(widths.at(-1)).toBe(IMAGE_MAX_SIDE);
    expect(candidates.length).toBeGreaterThanOrEqual(2 * widths.length);
    for (const [url, width] of candidates) {
      const { response, bytes } = await fetchImage(url.replace(/^\/api/, ''));
      expect(response.status, url).toBe(200);
      expect((await sharp(bytes).metadata()).width, url).toBe(width);
    }
  });
});
