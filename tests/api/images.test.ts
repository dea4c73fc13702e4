import { describe, expect, it } from 'vitest';
import {
  IMAGE_ASPECT_RATIOS,
  IMAGE_MAX_PIXELS,
  IMAGE_WIDTHS,
  imageCandidates,
  imageSrcSet,
  ladderQuality,
  ladderSize,
} from '../../api/images';
import { imageQuerySchema } from '../../server/domain/imageRequest';

/** Sizes the site lays pictures out at (`<Picture width height>` across `ui/sections/`), and the spec's default. */
const LAID_OUT = [
  [1600, 900],
  [720, 540],
  [640, 480],
  [480, 480],
  [480, 300],
  [320, 200],
  [160, 160],
  [64, 64],
  [1200, 800],
] as const;

const query = (url: string) => Object.fromEntries(new URL(url, 'http://site').searchParams);

describe('the image ladder', () => {
  it.each(LAID_OUT)('offers a %ix%i picture only renditions the service serves as they are', (width, height) => {
    const { candidates, fallback } = imageCandidates(width, height);
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    for (const size of [...candidates, fallback]) {
      expect(IMAGE_WIDTHS).toContain(size.width);
      expect(size.width * size.height).toBeLessThanOrEqual(IMAGE_MAX_PIXELS);
      expect(ladderSize(size.width, size.height)).toEqual(size);
    }
    for (const candidate of imageSrcSet('id', width, height, 'webp').split(', ')) {
      const [url, descriptor] = candidate.split(' ');
      const parsed = imageQuerySchema.parse(query(url));
      expect(`${parsed.width}w`).toBe(descriptor);
      expect(parsed).toMatchObject({ type: 'webp', quality: 50 });
    }
  });

  it('spans half to twice the laid-out width, capped by what the service renders', () => {
    expect(imageCandidates(1600, 900).candidates.map((size) => size.width)).toEqual([800, 960, 1200, 1600, 1920, 2560]);
    expect(imageCandidates(64, 64).candidates.map((size) => size.width)).toEqual([64, 96, 128]);
    // A square at 2560 would pass the pixel budget: its widest candidate is the widest square served.
    expect(imageCandidates(1600, 1600).candidates.at(-1)).toEqual({ width: 1920, height: 1920 });
  });

  it('snaps widths and qualities up, and refuses a shape it does not offer', () => {
    expect(ladderSize(500, 500)).toEqual({ width: 640, height: 640 });
    expect(ladderSize(2400, 1350)).toEqual({ width: 2560, height: 1440 });
    expect(ladderSize(3200, 1800)).toBe('imageTooWide');
    expect(ladderSize(2560, 2560)).toBe('imageTooLarge');
    expect(ladderSize(200, 100)).toBe('imageAspectRatio');
    expect(IMAGE_ASPECT_RATIOS.every(([w, h]) => typeof ladderSize(640, Math.round((640 * h) / w)) === 'object')).toBe(true);
    expect([1, 30, 31, 50, 84, 85, 100].map(ladderQuality)).toEqual([30, 30, 50, 50, 85, 85, 85]);
  });
});
