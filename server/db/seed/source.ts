import type { Locale } from '../../../api/contract/content.schemas';
import type { ServiceId } from '../../../api/products';
import * as catalog from '../../../content/shared/catalog';
import * as entries from '../../../content/shared/entries';
import { partners } from '../../../content/shared/partners';
import * as shared from '../../../content/shared/site';
import { faqDrafts as enFaqDrafts, faqs as enFaqs } from '../../../content/en/faqs';
import { pages as enPages } from '../../../content/en/pages';
import { posts as enPosts } from '../../../content/en/posts';
import * as enSite from '../../../content/en/site';
import { faqDrafts as svFaqDrafts, faqs as svFaqs } from '../../../content/sv/faqs';
import { pages as svPages } from '../../../content/sv/pages';
import { posts as svPosts } from '../../../content/sv/posts';
import * as svSite from '../../../content/sv/site';

/**
 * The seed content as typed data: the shared structure of `content/shared/`
 * and the words of `content/sv/` and `content/en/`. The content files import
 * nothing; these types check them where they are read.
 */

type ProductKey = catalog.ProductKey;
export type ModuleId = 'common' | 'post' | 'date' | 'slug' | 'location';

interface PageTexts {
  title: string;
  seo: { title: string; description: string };
  tags?: string[];
  sections: Record<string, Record<string, unknown>>;
}

interface PostTexts {
  title: string;
  excerpt: string;
  tags: string[];
  body: string;
  cta?: { text?: string; label: string };
}

export interface FaqTexts {
  title: string;
  items: { id: string; question: string; answer: string }[];
}

/** A news item's structure; `validFrom`/`validUntil` are Stockholm dates, both inclusive. */
interface NewsSeed {
  version: string;
  validFrom?: string;
  validUntil?: string;
  enabled: boolean;
  closeable: boolean;
  /** Link target of "read more" (`entry:…`, `route:…`); its label is in the language's texts. */
  readMore?: string;
}

/** Unpublished changes to a published FAQ entry: a new title, or new words for items by their id. */
interface FaqDraftTexts {
  title?: string;
  items?: Record<string, { question?: string; answer?: string }>;
}

export interface LocaleContent {
  pages: Record<string, PageTexts>;
  posts: Record<string, PostTexts>;
  faqs: Record<string, FaqTexts>;
  /** Drafts over published FAQ entries, by FAQ id. */
  faqDrafts: Record<string, FaqDraftTexts>;
  services: Record<ProductKey, { title: string; slug: string; description: string }>;
  additionalServices: Record<string, { title: string; description: string }>;
  images: Record<string, string>;
  menuLabels: Record<string, string>;
  webConfig: {
    chatEnabled: boolean;
    /** The words of each news item of `shared.news`, by its version. */
    news: Record<string, { title: string; description?: string; readMore?: string; close?: string }>;
  };
  postTexts: { relatedTitle: string };
  modules: Record<ModuleId, Record<string, string>>;
  jobs: Record<string, { title: string; department: string; city?: string }>;
  offices: Record<string, { name: string; openingHours: string[] }>;
}

const sv: LocaleContent = { ...svSite, pages: svPages, posts: svPosts, faqs: svFaqs, faqDrafts: svFaqDrafts };
const en: LocaleContent = { ...enSite, pages: enPages, posts: enPosts, faqs: enFaqs, faqDrafts: enFaqDrafts };

/** A partner and its terms (`content/shared/partners.ts`). */
export interface PartnerSeed {
  id: string;
  name: string;
  logo?: string;
  products: readonly ServiceId[];
  campaignCode?: string;
  /** Öre per hour. */
  discountPerHour?: number;
}

export interface ContentSource {
  shared: {
    products: typeof catalog.products;
    regions: typeof catalog.regions;
    serviceAreas: typeof catalog.serviceAreas;
    additionalServices: typeof catalog.additionalServices;
    pages: entries.PageShape[];
    posts: entries.PostShape[];
    faqIds: readonly string[];
    company: typeof shared.company;
    offices: typeof shared.offices;
    images: typeof shared.images;
    accountImages: typeof shared.accountImages;
    menus: typeof shared.menus;
    news: readonly NewsSeed[];
    redirections: typeof shared.redirections;
    jobs: typeof shared.jobs;
    applyUrl: typeof shared.applyUrl;
    partners: readonly PartnerSeed[];
  };
  locales: Record<Locale, LocaleContent>;
}

export const contentSource: ContentSource = {
  shared: {
    products: catalog.products,
    regions: catalog.regions,
    serviceAreas: catalog.serviceAreas,
    additionalServices: catalog.additionalServices,
    pages: entries.pages,
    posts: entries.posts,
    faqIds: entries.faqIds,
    company: shared.company,
    offices: shared.offices,
    images: shared.images,
    accountImages: shared.accountImages,
    menus: shared.menus,
    news: shared.news,
    redirections: shared.redirections,
    jobs: shared.jobs,
    applyUrl: shared.applyUrl,
    partners,
  },
  locales: { sv, en },
};
