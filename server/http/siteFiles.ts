import type { FastifyInstance } from 'fastify';
import { routePath } from '../../api/routes';
import { siteOrigin } from '../../api/siteOrigin';
import type { Db } from '../db';
import { sitemapEntries } from '../store/content';
import { hostOf } from './security';

/**
 * `/robots.txt` and `/sitemap.xml`, for search engines: every published page
 * and post that may be indexed, in both languages, each with its other
 * language's address (`hreflang`), and the paths no search engine needs
 * (My pages, the booking wizard's steps, the staff desk, previews, the API).
 * Addresses are absolute on the site's own origin: `PUBLIC_URL`, else the
 * request's host as the pages' canonical links use it. On the staff host
 * nothing is to be indexed.
 */

/** Routes of no use to a search engine (a preview's path without its id), in both languages, and the API. */
const DISALLOWED = [
  '/api/',
  ...(['myPages', 'preview', 'staffDesk', 'editorLogin'] as const).flatMap((name) =>
    (['sv', 'en'] as const).map((locale) => routePath(name, locale).replace(/\/$/, '')),
  ),
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(origin: string, staff: boolean): string {
  if (staff) return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(origin: string, entries: Awaited<ReturnType<typeof sitemapEntries>>): string {
  const url = ({ path, updatedAt, hrefLang }: (typeof entries)[number]) => {
    const alternates = (['sv', 'en'] as const)
      .filter((language) => hrefLang[language] !== undefined)
      .map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + hrefLang[language]!)}"/>`);
    return ['  <url>', `    <loc>${escapeXml(origin + path)}</loc>`, `    <lastmod>${updatedAt.slice(0, 10)}</lastmod>`, ...alternates, '  </url>'].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(url),
    '</urlset>',
    '',
  ].join('\n');
}

export function registerSiteFiles(
  app: FastifyInstance,
  { db, publicOrigin, staffHost }: { db: Db; publicOrigin: string | undefined; staffHost: (host: string | undefined) => boolean },
): void {
  const originOf = (protocol: string, host: string | undefined) => siteOrigin(publicOrigin, protocol === 'https', host);
  // Addresses built from the request's Host are that request's alone: only those on PUBLIC_URL may be kept by a shared cache.
  const caching = publicOrigin ? 'public, max-age=3600' : 'private, no-store';
  app.get('/robots.txt', async (request, reply) => {
    const host = hostOf(request.raw);
    reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', caching);
    return robotsTxt(originOf(request.protocol, host), staffHost(request.headers.host));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    if (staffHost(request.headers.host)) return reply.code(404).send();
    const xml = sitemapXml(originOf(request.protocol, hostOf(request.raw)), await sitemapEntries(db));
    return reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', caching).send(xml);
  });
}
