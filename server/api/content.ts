import type { FastifyInstance } from 'fastify';
import { content } from '../../api/contract/content';
import type { Locale } from '../../api/contract/content.schemas';
import { linkCandidates, staticLinkPath } from '../domain/internalLinks';
import { normaliseSlug } from '../domain/paths';
import { DEFAULT_POST_LIMIT, normaliseTags, requestedCategories } from '../domain/posts';
import { createContentReads } from '../domain/contentReads';
import { handle, notFound } from '../http/endpoint';
import * as store from '../store/content';
import type { ApiDeps } from './deps';

/** Content calls: pages, posts, menus, FAQ, services, redirections, web config, links. */
export function registerContent(app: FastifyInstance, { database, clock }: ApiDeps): void {
  const { db } = database;

  const reads = createContentReads(db, clock);
  const found = <T>(answer: T | null): T => {
    if (answer === null) throw notFound();
    return answer;
  };

  handle(app, content.menus, async ({ query, locale }) => reads.menus(locale, query.ids));

  handle(app, content.entry, async ({ query, locale, preview }) => found(await reads.entry(locale, query.slug, preview)));

  handle(app, content.entryPath, async ({ query, locale, preview }) => ({ path: found(await reads.entryPath(locale, query.id, preview)) }));

  handle(app, content.posts, async ({ params, query, locale, preview }) => {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_POST_LIMIT;
    const { items, total } = await store.listPosts(db, {
      locale,
      categories: requestedCategories(params.category, query.categories),
      tags: normaliseTags(query.tags),
      omit: query.omit,
      page,
      limit,
      preview,
    });
    return { items, total, page, limit };
  });

  handle(app, content.postTags, async ({ params, locale, preview }) => ({
    items: await store.postTagCounts(db, locale, requestedCategories(params.category, undefined), preview),
  }));

  handle(app, content.tags, async ({ query, locale, preview }) => ({
    items: await store.distinctTags(db, locale, query.target === 'page' ? 'Page' : 'Post', preview),
  }));

  handle(app, content.service, async ({ query, locale, preview }) => found(await reads.service(locale, query, preview)));

  handle(app, content.additionalServices, async ({ locale }) => ({
    items: await store.additionalServices(db, locale),
  }));

  handle(app, content.accountImages, async ({ locale }) => ({ items: await store.accountImages(db, locale) }));

  handle(app, content.redirection, async ({ query }) => found(await reads.redirection(query.path)));

  handle(app, content.faq, async ({ params, locale, preview }) => {
    const faq = await store.findFaq(db, locale, params.id, preview);
    if (!faq) throw notFound();
    return faq.value;
  });

  handle(app, content.config, async ({ locale }) => found(await reads.webConfig(locale)));

  handle(app, content.mapInternalLinks, async ({ query, locale, preview }) => {
    const links = new Map<string, string>();
    for (const key of new Set(query.links)) {
      const path = await mapLink(key, locale, preview);
      if (path !== undefined) links.set(key, path);
    }
    return { links: Object.fromEntries(links) };
  });

  handle(app, content.sitemapPosts, async () => ({ items: await store.sitemapPosts(db) }));

  async function mapLink(key: string, locale: Locale, preview: boolean): Promise<string | undefined> {
    for (const candidate of linkCandidates(key)) {
      if (candidate.kind === 'route') {
        const path = staticLinkPath(candidate.name, locale);
        if (path) return path;
      } else if (candidate.kind === 'entry') {
        const page = await store.findPageById(db, locale, candidate.id, preview);
        if (page) return page.path;
      } else if (candidate.slug) {
        const page = await store.findPageBySlug(db, locale, normaliseSlug(candidate.slug, locale), preview);
        if (page) return page.path;
      }
    }
    return undefined;
  }
}
