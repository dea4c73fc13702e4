import type { z } from 'zod';
import {
  faqItemSchema,
  imageRefSchema,
  menusSchema,
  officeSchema,
  pageSchema,
  postSummarySchema,
  redirectionSchema,
  serviceInSectionSchema,
  type FaqItem,
  type ImageRef,
  type Locale,
  type MenuItem,
  type Page,
  type PostSummary,
  type Section,
  type ServiceInSection,
} from '../../../api/contract/content.schemas';
import { storedWebConfigSchema, type StoredWebConfig } from '../../domain/news';
import { entryPath } from '../../domain/paths';
import { markdownToRichText } from '../../domain/richText';
import { isRouteName, routePathWithoutPrefix } from '../../domain/routes';
import type { ContentSource, FaqTexts, LocaleContent, ModuleId } from './source';

/**
 * Turns the seed content (shared structure plus the words of each language)
 * into the rows of the content store, validated with the contract's schemas.
 * Pure: the seed steps write what this returns.
 */

const LOCALES: Locale[] = ['sv', 'en'];
export const IMAGE_SIZE = { width: 1600, height: 1066 };
export const SQUARE_IMAGE_SIZE = { width: 800, height: 800 };

interface EntryRow {
  entryId: string;
  locale: Locale;
  type: string;
  slug: string;
  title: string;
  data: unknown;
  published: boolean;
  category: string | null;
  tags: string[];
  publishedAt: Date | null;
  /** Last edit; seeded posts were last edited when published. */
  updatedAt?: Date;
  /** Unpublished changes of a published entry (see `content_entries.draft`). */
  draft?: unknown;
}

/** What a Service entry holds: the product's name, booking slug and page in one language. */
export interface ServiceData {
  productId: number;
  key: string;
  title: string;
  slug: string;
  description: string;
  pageEntryId: string;
  image: ImageRef;
}

export interface FaqData {
  id: string;
  title: string;
  items: FaqItem[];
}

interface BuiltContent {
  entries: EntryRow[];
  menus: { menuId: string; locale: Locale; items: MenuItem[] }[];
  webConfig: { locale: Locale; data: StoredWebConfig }[];
  modules: { moduleId: ModuleId; locale: Locale; messages: Record<string, string> }[];
  redirections: { fromPath: string; toPath: string; type: number }[];
  jobs: { id: string; locale: Locale; title: string; city: string; department: string; applyUrl: string; publishedAt: Date }[];
}

class ContentError extends Error {
  constructor(where: string, message: string) {
    super(`Seed content ${where}: ${message}`);
  }
}

function check<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ContentError(where, issues);
  }
  return result.data;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Structure and words merged: objects key by key, arrays item by item, the
 * words winning for plain values. Arrays given on both sides must agree in
 * length, so a missing testimonial or link shows up as an error.
 */
function mergeShapes(shape: unknown, texts: unknown, where: string): unknown {
  if (texts === undefined) return shape;
  if (shape === undefined) return texts;
  if (Array.isArray(shape) && Array.isArray(texts)) {
    if (shape.length !== texts.length) {
      throw new ContentError(where, `structure has ${shape.length} items, texts have ${texts.length}`);
    }
    return shape.map((item, index) => mergeShapes(item, texts[index], `${where}[${index}]`));
  }
  if (isObject(shape) && isObject(texts)) {
    const out: Record<string, unknown> = { ...shape };
    for (const [key, value] of Object.entries(texts)) out[key] = mergeShapes(shape[key], value, `${where}.${key}`);
    return out;
  }
  return texts;
}

/** One language's view of the content: paths, titles and the resolvers built on them. */
class LocaleBuilder {
  readonly texts: LocaleContent;
  readonly paths = new Map<string, string>();
  readonly titles = new Map<string, string>();

  constructor(
    readonly source: ContentSource,
    readonly locale: Locale,
  ) {
    this.texts = source.locales[locale];
    for (const page of source.shared.pages) {
      const texts = this.texts.pages[page.entryId];
      if (!texts) throw new ContentError(`page ${page.entryId}`, `no ${locale} texts`);
      this.paths.set(page.entryId, entryPath(locale, page.slug[locale]));
      this.titles.set(page.entryId, texts.title);
    }
    for (const post of source.shared.posts) {
      const texts = this.texts.posts[post.entryId];
      if (!texts) throw new ContentError(`post ${post.entryId}`, `no ${locale} texts`);
      this.paths.set(post.entryId, entryPath(locale, post.slug[locale]));
      this.titles.set(post.entryId, texts.title);
    }
  }

  /** `entry:<id>` and `route:<name>` to public paths; anything else unchanged. */
  href(reference: string, where: string): string {
    if (reference.startsWith('entry:')) {
      const path = this.paths.get(reference.slice(6));
      if (!path) throw new ContentError(where, `unknown entry ${reference}`);
      return path;
    }
    if (reference.startsWith('route:')) {
      const name = reference.slice(6);
      if (!isRouteName(name)) throw new ContentError(where, `unknown route ${reference}`);
      const path = routePathWithoutPrefix(name, this.locale);
      return this.locale === 'sv' ? path : path === '/' ? '/en' : `/en${path}`;
    }
    return reference;
  }

  image(id: string, where: string): ImageRef {
    const spec = this.source.shared.images.find((image) => image.id === id);
    if (!spec) throw new ContentError(where, `unknown image ${id}`);
    const alt = this.texts.images[id];
    if (alt === undefined) throw new ContentError(where, `no ${this.locale} alt text for image ${id}`);
    const size = spec.square ? SQUARE_IMAGE_SIZE : IMAGE_SIZE;
    return check(imageRefSchema, { id, alt, ...size }, where);
  }

  service(key: string, where: string): ServiceInSection {
    const product = this.source.shared.products.find((candidate) => candidate.key === key);
    if (!product) throw new ContentError(where, `unknown product ${key}`);
    const texts = this.texts.services[product.key];
    return check(
      serviceInSectionSchema,
      {
        productId: product.productId,
        title: texts.title,
        slug: texts.slug,
        image: this.image(product.image, where),
      },
      where,
    );
  }

  office(id: string, where: string) {
    const office = this.source.shared.offices[id as keyof ContentSource['shared']['offices']];
    const texts = this.texts.offices[id];
    if (!office || !texts) throw new ContentError(where, `unknown office ${id}`);
    return check(officeSchema, { ...office, ...texts }, where);
  }

  markdown(source: string, where: string) {
    return markdownToRichText(source, (href) => this.href(href, where));
  }

  /** Resolves the conventions of `content/shared/entries.ts` in a merged value. */
  resolve(value: unknown, key: string | undefined, where: string): unknown {
    if (key === 'image' && typeof value === 'string') return this.image(value, where);
    if (key === 'services' && Array.isArray(value)) return value.map((item) => this.service(String(item), where));
    if (key === 'offices' && Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      return value.map((item) => this.office(item, where));
    }
    if ((key === 'body' || key === 'answer') && typeof value === 'string') return this.markdown(value, where);
    if (key === 'href' && typeof value === 'string') return this.href(value, where);
    if (Array.isArray(value)) return value.map((item, index) => this.resolve(item, undefined, `${where}[${index}]`));
    if (isObject(value)) {
      const out: Record<string, unknown> = {};
      for (const [name, item] of Object.entries(value)) out[name] = this.resolve(item, name, `${where}.${name}`);
      // A link to a page without its own label takes the page's title.
      if (typeof value.href === 'string' && value.href.startsWith('entry:') && out.label === undefined) {
        out.label = this.titles.get(value.href.slice(6));
      }
      return out;
    }
    return value;
  }

  hrefLang(slug: { sv: string; en: string }) {
    return { sv: entryPath('sv', slug.sv), en: entryPath('en', slug.en) };
  }

  page(shape: ContentSource['shared']['pages'][number]): EntryRow {
    const where = `page ${shape.entryId} (${this.locale})`;
    const texts = this.texts.pages[shape.entryId];
    const known = new Set(shape.sections.map((section) => section.id));
    for (const id of Object.keys(texts.sections)) {
      if (!known.has(id)) throw new ContentError(where, `texts for unknown section ${id}`);
    }
    const sections = shape.sections.map((section) => {
      const at = `${where} section ${section.id}`;
      return this.resolve(mergeShapes(section, texts.sections[section.id], at), undefined, at);
    });
    const slug = shape.slug[this.locale];
    const page = check(
      pageSchema,
      {
        id: shape.entryId,
        type: 'Page',
        locale: this.locale,
        slug,
        path: entryPath(this.locale, slug),
        title: texts.title,
        contentOnly: shape.contentOnly ?? false,
        fullWidth: shape.fullWidth ?? false,
        seo: {
          ...texts.seo,
          hrefLang: this.hrefLang(shape.slug),
          ...(shape.noIndex ? { noIndex: true } : {}),
          ...(shape.image ? { image: this.image(shape.image, where) } : {}),
        },
        gtmEvents: shape.gtmEvents ?? [],
        document: { sections },
        published: shape.published ?? true,
      },
      where,
    );
    return {
      entryId: shape.entryId,
      locale: this.locale,
      type: 'Page',
      slug,
      title: page.title,
      data: page,
      published: page.published,
      category: null,
      tags: (texts.tags ?? []).map((tag) => tag.toLocaleLowerCase(this.locale)),
      publishedAt: null,
    };
  }

  post(shape: ContentSource['shared']['posts'][number]): EntryRow {
    const where = `post ${shape.entryId} (${this.locale})`;
    const texts = this.texts.posts[shape.entryId];
    const slug = shape.slug[this.locale];
    const path = entryPath(this.locale, slug);
    const tags = texts.tags.map((tag) => tag.toLocaleLowerCase(this.locale));
    const publishedAt = new Date(shape.publishedAt);
    const summary: PostSummary = check(
      postSummarySchema,
      {
        id: shape.entryId,
        slug,
        path,
        title: texts.title,
        excerpt: texts.excerpt,
        image: this.image(shape.image, where),
        category: shape.category,
        tags,
        publishedAt: publishedAt.toISOString(),
      },
      where,
    );
    const sections: unknown[] = [{ id: 'body', type: 'text', body: this.markdown(texts.body, where) }];
    if (shape.cta) {
      if (!texts.cta) throw new ContentError(where, 'a call to action without its label');
      sections.push({
        id: 'cta',
        type: 'action',
        ...(texts.cta.text ? { text: texts.cta.text } : {}),
        action: { label: texts.cta.label, href: this.href(shape.cta, where), variant: 'primary' },
      });
    }
    sections.push({
      id: 'related',
      type: 'relatedArticles',
      title: this.texts.postTexts.relatedTitle,
      category: shape.category,
      limit: 3,
    });
    const page = check(
      pageSchema,
      {
        id: shape.entryId,
        type: 'Post',
        locale: this.locale,
        slug,
        path,
        title: texts.title,
        contentOnly: false,
        fullWidth: false,
        seo: {
          title: `${texts.title} | Hemglans`,
          description: texts.excerpt,
          hrefLang: this.hrefLang(shape.slug),
          image: summary.image,
          ...(shape.published === false ? { noIndex: true } : {}),
        },
        gtmEvents: [{ event: 'view_post', category: shape.category }],
        document: { sections },
        post: summary,
        published: shape.published ?? true,
      },
      where,
    );
    return {
      entryId: shape.entryId,
      locale: this.locale,
      type: 'Post',
      slug,
      title: page.title,
      data: page,
      published: page.published,
      category: shape.category,
      tags,
      publishedAt,
      updatedAt: publishedAt,
    };
  }

  faq(faqId: string): EntryRow {
    const where = `faq ${faqId} (${this.locale})`;
    const texts = this.texts.faqs[faqId];
    if (!texts) throw new ContentError(where, 'missing');
    const build = (title: string, items: FaqTexts['items']): FaqData => ({
      id: faqId,
      title,
      items: items.map((item) =>
        check(faqItemSchema, { id: item.id, question: item.question, answer: this.markdown(item.answer, where) }, where),
      ),
    });
    const entry = row(faqId, this.locale, 'Faq', faqId, texts.title, build(texts.title, texts.items));
    const changes = this.texts.faqDrafts[faqId];
    if (!changes) return entry;
    const known = new Set(texts.items.map((item) => item.id));
    for (const id of Object.keys(changes.items ?? {})) {
      if (!known.has(id)) throw new ContentError(`${where} draft`, `unknown item ${id}`);
    }
    const draftItems = texts.items.map((item) => ({ ...item, ...changes.items?.[item.id] }));
    return { ...entry, draft: build(changes.title ?? texts.title, draftItems) };
  }

  serviceEntry(product: ContentSource['shared']['products'][number]): EntryRow {
    const where = `service ${product.key} (${this.locale})`;
    const texts = this.texts.services[product.key];
    const data: ServiceData = {
      productId: product.productId,
      key: product.key,
      title: texts.title,
      slug: texts.slug,
      description: texts.description,
      pageEntryId: product.page,
      image: this.image(product.image, where),
    };
    if (!this.paths.has(product.page)) throw new ContentError(where, `unknown page ${product.page}`);
    return row(`service-${product.key}`, this.locale, 'Service', texts.slug, texts.title, data);
  }

  menu(nodes: ContentSource['shared']['menus']['header'], where: string): MenuItem[] {
    return nodes.map((node) => {
      const name = node.key
        ? this.texts.menuLabels[node.key]
        : node.link.startsWith('entry:')
          ? this.titles.get(node.link.slice(6))
          : undefined;
      if (!name) throw new ContentError(where, `no ${this.locale} label for ${node.key ?? node.link}`);
      return {
        name,
        href: this.href(node.link, where),
        link: node.link,
        ...(node.items ? { items: this.menu(node.items, where) } : {}),
      };
    });
  }

  webConfig(): StoredWebConfig {
    const { company, news } = this.source.shared;
    const { chatEnabled } = this.texts.webConfig;
    return check(
      storedWebConfigSchema,
      {
        chat: { enabled: chatEnabled },
        news: news.map(({ readMore, ...item }) => {
          const where = `news ${item.version}`;
          const texts = this.texts.webConfig.news[item.version];
          if (!texts) throw new ContentError(where, `no ${this.locale} texts`);
          const { readMore: readMoreTitle, ...words } = texts;
          if (readMore && !readMoreTitle) throw new ContentError(where, `no ${this.locale} label for ${readMore}`);
          return {
            ...item,
            ...words,
            ...(readMore && readMoreTitle ? { readMore: { title: readMoreTitle, href: this.href(readMore, where) } } : {}),
          };
        }),
        company: {
          name: company.name,
          address: company.address,
          phone: company.phone,
          email: company.email,
          social: company.social,
        },
      },
      `web config (${this.locale})`,
    );
  }
}

function row(entryId: string, locale: Locale, type: string, slug: string, title: string, data: unknown): EntryRow {
  return { entryId, locale, type, slug, title, data, published: true, category: null, tags: [], publishedAt: null };
}

/** Builds every row of the content store from the seed content; throws on any inconsistency. */
export function buildContent(source: ContentSource): BuiltContent {
  const { shared } = source;
  const built: BuiltContent = { entries: [], menus: [], webConfig: [], modules: [], redirections: [], jobs: [] };
  const faqItemIds = new Map<string, string>();

  for (const locale of LOCALES) {
    const builder = new LocaleBuilder(source, locale);
    const texts = source.locales[locale];
    for (const page of shared.pages) built.entries.push(builder.page(page));
    for (const post of shared.posts) built.entries.push(builder.post(post));
    for (const faqId of Object.keys(texts.faqDrafts)) {
      if (!shared.faqIds.includes(faqId)) throw new ContentError(`faq draft ${faqId} (${locale})`, 'unknown FAQ');
    }
    for (const faqId of shared.faqIds) {
      const faq = builder.faq(faqId);
      const ids = (faq.data as FaqData).items.map((item) => item.id).join(',');
      // Item ids are shared across languages (anchors, analytics).
      if (faqItemIds.has(faqId) && faqItemIds.get(faqId) !== ids) {
        throw new ContentError(`faq ${faqId}`, 'item ids differ between languages');
      }
      faqItemIds.set(faqId, ids);
      built.entries.push(faq);
    }
    for (const product of shared.products) built.entries.push(builder.serviceEntry(product));
    for (const extra of shared.additionalServices) {
      const words = texts.additionalServices[extra.id];
      if (!words) throw new ContentError(`additional service ${extra.id}`, `no ${locale} texts`);
      built.entries.push(
        row(`extension-${extra.id}`, locale, 'ServiceExtension', extra.id, words.title, {
          id: extra.id,
          productId: extra.productId,
          title: words.title,
          description: words.description,
        }),
      );
    }
    built.entries.push(
      row('account-images', locale, 'Entrypoint', 'account-images', 'Account images', {
        items: shared.accountImages.map(([key, imageId]) => ({ key, image: builder.image(imageId, 'account images') })),
      }),
    );

    const menus = check(
      menusSchema,
      Object.fromEntries(
        Object.entries(shared.menus).map(([menuId, nodes]) => [menuId, builder.menu(nodes, `menu ${menuId} (${locale})`)]),
      ),
      `menus (${locale})`,
    );
    for (const [menuId, items] of Object.entries(menus)) built.menus.push({ menuId, locale, items: items ?? [] });

    built.webConfig.push({ locale, data: builder.webConfig() });
    for (const [moduleId, messages] of Object.entries(texts.modules)) {
      built.modules.push({ moduleId: moduleId as ModuleId, locale, messages });
    }
    for (const job of shared.jobs) {
      const words = texts.jobs[job.id];
      if (!words) throw new ContentError(`job ${job.id}`, `no ${locale} texts`);
      built.jobs.push({
        id: `${job.id}-${locale}`,
        locale,
        title: words.title,
        department: words.department,
        city: words.city ?? job.city,
        applyUrl: shared.applyUrl(job.id),
        publishedAt: new Date(job.publishedAt),
      });
    }
  }

  for (const redirection of shared.redirections) {
    check(redirectionSchema, { path: redirection.to, type: redirection.type }, `redirection ${redirection.from}`);
    built.redirections.push({ fromPath: redirection.from.toLowerCase(), toPath: redirection.to, type: redirection.type });
  }
  return built;
}

/** Every section type used by the built pages, for the coverage check in tests. */
export function sectionTypesOf(entries: EntryRow[]): Set<Section['type']> {
  const types = new Set<Section['type']>();
  for (const entry of entries) {
    if (entry.type !== 'Page' && entry.type !== 'Post') continue;
    for (const section of (entry.data as Page).document.sections) types.add(section.type);
  }
  return types;
}

