import type { z } from 'zod';
import type { content } from '../../api/contract/content';
import type { Locale, MenuId, Page, WebConfig } from '../../api/contract/content.schemas';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { findProduct } from '../store/catalog';
import * as store from '../store/content';
import { webConfigAt } from './news';
import { normalisePath, normaliseSlug } from './paths';
import { resolvePage } from './resolvePage';

/** A service as its page names it (`GET /v1/content/service`). */
type ServiceAnswer = z.input<(typeof content.service)['response']>;
/** A stored redirection (`GET /v1/content/redirection`). */
type RedirectionAnswer = z.input<(typeof content.redirection)['response']>;

/** Which service: by product id, or by its slug (a service page's slug stands for the first product it sells); of a booking type if given. */
export interface ServiceQuery {
  id?: number | undefined;
  slug?: string | undefined;
  type?: 'direct' | 'rfp' | undefined;
}

/**
 * The content reads that both the API's content calls and the pages'
 * server-side loads make: one implementation, so a page rendered on the
 * server shows what the API answers. Each answers null where the API
 * answers 404. `preview` includes unpublished content: the caller has
 * checked that an editor asks.
 */
/** The FAQ id of a page's first FAQ section, when it has one. */
function faqOf(page: Page | undefined): { faqId?: string } {
  const section = page?.document.sections.find((candidate) => candidate.type === 'faq');
  return section?.type === 'faq' ? { faqId: section.faqId } : {};
}

export function createContentReads(db: Db, clock: Clock) {
  return {
    menus: (locale: Locale, ids: MenuId[]) => store.findMenus(db, locale, ids),

    async entry(locale: Locale, slug: string, preview: boolean): Promise<Page | null> {
      const page = await store.findPageBySlug(db, locale, normaliseSlug(slug, locale), preview);
      if (!page) return null;
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
    },

    async entryPath(locale: Locale, id: string, preview: boolean): Promise<string | null> {
      return (await store.findPageById(db, locale, id, preview))?.path ?? null;
    },

    async service(locale: Locale, query: ServiceQuery, preview: boolean): Promise<ServiceAnswer | null> {
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
      if (!service) return null;
      const product = await findProduct(db, service.productId);
      if (!product || (query.type !== undefined && product.type !== query.type)) return null;
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
        ...faqOf(page),
      };
    },

    async redirection(path: string): Promise<RedirectionAnswer | null> {
      const redirection = await store.findRedirection(db, normalisePath(path));
      return redirection ? { path: redirection.path, type: redirection.type as 301 | 302 | 307 | 308 } : null;
    },

    async webConfig(locale: Locale): Promise<WebConfig | null> {
      const config = await store.findWebConfig(db, locale);
      return config ? webConfigAt(config, clock.now()) : null;
    },
  };
}

export type ContentReads = ReturnType<typeof createContentReads>;
