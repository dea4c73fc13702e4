import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Section } from '../../api/contract/content.schemas';
import { pages as pageShapes } from '../../content/shared/entries';
import { buildContent, sectionTypesOf } from '../../server/db/seed/build';
import { contentSource } from '../../server/db/seed/source';
import { matchStaticRoute } from '../../server/domain/routes';
import { withMigratedCluster } from './db/migratedCluster';
import { startApi } from './helpers';

const built = buildContent(contentSource);
const pagesOf = (locale: string) =>
  built.entries.filter((entry) => entry.locale === locale && (entry.type === 'Page' || entry.type === 'Post')).map((entry) => entry.data as Page);

describe('seed content', () => {
  it('uses every one of the 23 section types', () => {
    expect(sectionTypesOf(built.entries).size).toBe(23);
  });

  it('gives every page the same sections in both languages', () => {
    const sv = new Map(pagesOf('sv').map((page) => [page.id, page]));
    for (const page of pagesOf('en')) {
      const twin = sv.get(page.id)!;
      expect(page.document.sections.map((section) => `${section.id}:${section.type}`), page.id).toEqual(
        twin.document.sections.map((section) => `${section.id}:${section.type}`),
      );
    }
    expect(pagesOf('sv')).toHaveLength(pagesOf('en').length);
  });

  it('has unique, prefix-free, URL-safe slugs per language', () => {
    for (const locale of ['sv', 'en']) {
      const slugs = pagesOf(locale).map((page) => page.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) {
        expect(slug).toMatch(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/);
        expect(slug.startsWith('en/')).toBe(false);
      }
    }
  });

  it('links only to pages and routes that exist', () => {
    const hrefs: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === 'href' && typeof item === 'string') hrefs.push(item);
          else collect(item);
        }
      }
    };
    for (const entry of built.entries) collect(entry.data);
    for (const menu of built.menus) collect(menu.items);
    for (const config of built.webConfig) collect(config.data);
    const paths = new Set(built.entries.filter((entry) => entry.type === 'Page' || entry.type === 'Post').map((entry) => (entry.data as Page).path));
    for (const href of hrefs) {
      if (/^(https:|mailto:|#)/.test(href)) continue;
      const english = href === '/en' || href.startsWith('/en/');
      const bare = english ? href.slice(3) || '/' : href;
      const known = paths.has(href) || matchStaticRoute(bare, english ? 'en' : 'sv') !== undefined;
      expect(known, href).toBe(true);
    }
  });

  it('refers only to images that are generated', () => {
    const ids = new Set(contentSource.shared.images.map((image) => image.id));
    const seen = new Set<string>();
    const collect = (value: unknown, key?: string): void => {
      if (Array.isArray(value)) value.forEach((item) => collect(item));
      else if (value && typeof value === 'object') {
        if (key === 'image') seen.add((value as { id: string }).id);
        for (const [name, item] of Object.entries(value)) collect(item, name);
      }
    };
    for (const entry of built.entries) collect(entry.data);
    for (const id of seen) expect(ids.has(id), id).toBe(true);
  });

  it('has the contact offices with coordinates and the careers and blog blocks', () => {
    const contact = pagesOf('sv').find((page) => page.id === 'contact')!;
    const offices = contact.document.sections.find((section): section is Extract<Section, { type: 'offices' }> => section.type === 'offices')!;
    expect(offices.offices.map((office) => office.address.city)).toEqual(['Stockholm', 'Göteborg', 'Malmö', 'Uppsala']);
    for (const office of offices.offices) {
      expect(office.location.lat).toBeGreaterThan(55);
      expect(office.openingHours.length).toBeGreaterThan(0);
    }
    const components = pagesOf('en').flatMap((page) =>
      page.document.sections.filter((section) => section.type === 'pageSpecific').map((section) => `${page.id}:${(section as { component: string }).component}`),
    );
    expect(components).toEqual(['careers:careerJobs', 'blog:postList']);
    expect(pageShapes.length).toBeGreaterThanOrEqual(25);
  });
});

describe('seeding a database on disk', () => {
  it('seeds once: a restart with the same data dir keeps the data and does not seed again', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-seed-'));
    // The database a first start leaves before seeding: seeding and a restart are what this test is about.
    await withMigratedCluster(dir);
    try {
      const first = await startApi(dir);
      expect(first.seeded).toBe(true);
      const image = await first.call('/v1/images/hero-home?width=120&height=80');
      expect(image.headers.get('x-cache')).toBe('MISS');
      await first.json('/v1/consents/restart-test-hash-1', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          categories: { necessary: true, performance: true, statistics: true, marketing: true },
          date: '2026-01-01T00:00:00Z',
          levels: ['necessary', 'performance', 'statistics', 'marketing'],
          revision: '1.0',
        }),
      });
      await first.close();
      expect((await fs.readdir(path.join(dir, 'image-cache'))).some((file) => file.startsWith('hero-home-'))).toBe(true);

      const second = await startApi(dir);
      try {
        expect(second.seeded).toBe(false);
        expect((await second.json('/v1/content/entry?slug=home')).status).toBe(200);
        expect((await second.json('/v1/consents/restart-test-hash-1')).status).toBe(200);
        const cached = await second.call('/v1/images/hero-home?width=120&height=80');
        expect(cached.headers.get('x-cache')).toBe('HIT');
      } finally {
        await second.close();
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
