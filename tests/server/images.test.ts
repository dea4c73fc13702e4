import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const square = await fetchImage('/v1/images/hero-window?width=500&height=500');
    const meta = await sharp(square.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([500, 500]);
  });

  it('keys the cache by every parameter', async () => {
    const low = await fetchImage('/v1/images/hero-faq?width=400&height=300&quality=10');
    const high = await fetchImage('/v1/images/hero-faq?width=400&height=300&quality=90');
    expect(high.response.headers.get('x-cache')).toBe('MISS');
    expect(high.response.headers.get('etag')).not.toBe(low.response.headers.get('etag'));
    expect(high.bytes.length).toBeGreaterThan(low.bytes.length);
  });

  it('answers 304 when the browser already has the rendition', async () => {
    const { response } = await fetchImage('/v1/images/hero-blog?width=200&height=100');
    const etag = response.headers.get('etag')!;
    const again = await api.call('/v1/images/hero-blog?width=200&height=100', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const listed = await api.call('/v1/images/hero-blog?width=200&height=100', { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(listed.status).toBe(304);
    const stale = await api.call('/v1/images/hero-blog?width=200&height=100', { headers: { 'If-None-Match': '"stale"' } });
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
