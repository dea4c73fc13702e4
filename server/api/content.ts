import type { FastifyInstance } from 'fastify';
import { content } from '../../api/contract/content';
import type { Locale } from '../../api/contract/content.schemas';
import { linkCandidates, staticLinkPath } from '../domain/internalLinks';
import { webConfigAt } from '../domain/news';
import { normalisePath, normaliseSlug } from '../domain/paths';
import { DEFAULT_POST_LIMIT, normaliseTags, requestedCategories } from '../domain/posts';
import { resolvePage } from '../domain/resolvePage';
import { handle, notFound } from '../http/endpoint';
import { findProduct } from '../store/catalog';
import * as store from '../store/content';
import type { ApiDeps } from './deps';

/** Content calls: pages, posts, menus, FAQ, services, redirections, web config, links. */
export function registerContent(app: FastifyInstance, { database, clock }: ApiDeps): void {
  const { db } = database;

  handle(app, content.menus, async ({ query, locale }) => store.findMenus(db, locale, query.ids));

  handle(app, content.entry, async ({ query, locale, preview }) => {
    const page = await store.findPageBySlug(db, locale, normaliseSlug(query.slug, locale), preview);
    if (!page) throw notFound();
    const [resolved, locales] = await Promise.all([
      resolvePage(page, {
        faqItems: async (faqId) => {
          const faq = await store.findFaq(db, locale, faqId, preview);
          return faq && { value: faq.value.items, published: faq.published };
        },
        posts: () => store.allPosts(db, locale, preview),
      }),
      store.pageLocales(db, page.id, preview),
    ]);
    // A language version not published yet is no alternate a visitor can follow.
    const hrefLang = Object.fromEntries(Object.entries(resolved.seo.hrefLang).filter(([other]) => locales.includes(other as Locale)));
    return { ...resolved, seo: { ...resolved.seo, hrefLang } };
  });

  handle(app, content.entryPath, async ({ query, locale, preview }) => {
    const page = await store.findPageById(db, locale, query.id, preview);
    if (!page) throw notFound();
    return { path: page.path };
  });

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

  handle(app, content.service, async ({ query, locale, preview }) => {
    const services = await store.allServices(db, locale);
    let service = query.id !== undefined ? services.find((candidate) => candidate.productId === query.id) : undefined;
    if (!service && query.slug !== undefined && query.id === undefined) {
      const slug = query.slug.trim().replace(/^\/+|\/+$/g, '');
      service = services.find((candidate) => candidate.slug === slug || candidate.key === slug);
      if (!service) {
        // A service page's slug stands for the first product it sells.
        const page = await store.findPageBySlug(db, locale, normaliseSlug(slug, locale), preview);
        service = page ? services.find((candidate) => candidate.pageEntryId === page.id) : undefined;
      }
    }
    if (!service) throw notFound();
    const product = await findProduct(db, service.productId);
    if (!product || (query.type !== undefined && product.type !== query.type)) throw notFound();
    const page = await store.findPageById(db, locale, service.pageEntryId, preview);
    return {
      productId: service.productId,
      type: product.type,
      business: product.business,
      title: service.title,
      slug: service.slug,
      path: page?.path ?? (locale === 'en' ? '/en' : '/'),
      description: service.description,
      image: service.image,
    };
  });

  handle(app, content.additionalServices, async ({ locale }) => ({
    items: await store.additionalServices(db, locale),
  }));

  handle(app, content.accountImages, async ({ locale }) => ({ items: await store.accountImages(db, locale) }));

  handle(app, content.redirection, async ({ query }) => {
    const redirection = await store.findRedirection(db, normalisePath(query.path));
    if (!redirection) throw notFound();
    return { path: redirection.path, type: redirection.type as 301 | 302 | 307 | 308 };
  });

  handle(app, content.faq, async ({ params, locale, preview }) => {
    const faq = await store.findFaq(db, locale, params.id, preview);
    if (!faq) throw notFound();
    return faq.value;
  });

  handle(app, content.config, async ({ locale }) => {
    const config = await store.findWebConfig(db, locale);
    if (!config) throw notFound();
    return webConfigAt(config, clock.now());
  });

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
