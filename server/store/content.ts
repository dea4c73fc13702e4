import { and, arrayOverlaps, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale, MenuId, MenuItem, Page, PostSummary } from '../../api/contract/content.schemas';
import type { Db } from '../db';
import { contentEntries, menus, redirections, translationModules, webConfig } from '../db/schema';
import type { FaqData, ServiceData } from '../db/seed/build';
import type { StoredWebConfig } from '../domain/news';

/**
 * Reads of the content store. Visitors read the published version of
 * published entries only; an editor's preview (`preview` set) reads every
 * entry, each in its newest version: a published entry's draft where it has
 * one (see `content_entries` in the schema).
 */

type EntryType = 'Page' | 'Post';
const pageTypes: EntryType[] = ['Page', 'Post'];

const visible = (preview: boolean): SQL | undefined => (preview ? undefined : eq(contentEntries.published, true));

/** A version read for the site, and whether it is the published one (false: an unpublished entry or a draft shown in preview). */
export interface Shown<T> {
  value: T;
  published: boolean;
}

/**
 * The stored versions a read chooses from (`shownVersion`). A visitor is
 * never shown a draft, so a visitor's read does not fetch one.
 */
const versionColumns = (preview: boolean) => ({
  published: contentEntries.published,
  data: contentEntries.data,
  draft: preview ? contentEntries.draft : sql<unknown>`null`,
});

/** The version a reader gets: in preview a published entry's draft, else the stored data (visitors only ever reach published rows). */
function shownVersion(row: { published: boolean; data: unknown; draft: unknown }, preview: boolean): Shown<unknown> {
  const draftShown = preview && row.published && row.draft !== null && row.draft !== undefined;
  return { value: draftShown ? row.draft : row.data, published: row.published && !draftShown };
}

/** A page or post by its slug in one language. */
export async function findPageBySlug(db: Db, locale: Locale, slug: string, preview: boolean): Promise<Page | undefined> {
  const rows = await db
    .select(versionColumns(preview))
    .from(contentEntries)
    .where(and(eq(contentEntries.locale, locale), inArray(contentEntries.type, pageTypes), eq(contentEntries.slug, slug), visible(preview)))
    // A page wins over a post with the same slug.
    .orderBy(asc(contentEntries.type))
    .limit(1);
  return rows[0] ? toPage(rows[0], preview) : undefined;
}

/** A page or post by its entry id in one language. */
export async function findPageById(db: Db, locale: Locale, entryId: string, preview: boolean): Promise<Page | undefined> {
  const rows = await db
    .select(versionColumns(preview))
    .from(contentEntries)
    .where(and(eq(contentEntries.locale, locale), inArray(contentEntries.type, pageTypes), eq(contentEntries.entryId, entryId), visible(preview)))
    .orderBy(asc(contentEntries.type))
    .limit(1);
  return rows[0] ? toPage(rows[0], preview) : undefined;
}

function toPage(row: { published: boolean; data: unknown; draft: unknown }, preview: boolean): Page {
  const shown = shownVersion(row, preview);
  // `published` says whether what is shown is the published version; the row, not the stored document, knows.
  return { ...(shown.value as Page), published: shown.published };
}

/** The languages in which a page or post can be read (by a visitor, or in preview), for its language links. */
export async function pageLocales(db: Db, entryId: string, preview: boolean): Promise<Locale[]> {
  const rows = await db
    .select({ locale: contentEntries.locale })
    .from(contentEntries)
    .where(and(eq(contentEntries.entryId, entryId), inArray(contentEntries.type, pageTypes), visible(preview)));
  return rows.map((row) => row.locale as Locale);
}

/** Entry id of the page or post with this slug, for path translation. */
export async function entryIdBySlug(db: Db, locale: Locale, slug: string, preview: boolean): Promise<string | undefined> {
  const page = await findPageBySlug(db, locale, slug, preview);
  return page?.id;
}

/** Slug of an entry in one language, for path translation. */
export async function slugByEntryId(db: Db, locale: Locale, entryId: string, preview: boolean): Promise<string | undefined> {
  const page = await findPageById(db, locale, entryId, preview);
  return page?.slug;
}

interface PostQuery {
  locale: Locale;
  /** Categories to include; undefined means every category. */
  categories?: string[];
  /** Posts with at least one of these tags. */
  tags?: string[];
  /** Entry ids or slugs to leave out (the post being read). */
  omit?: string[];
  page: number;
  limit: number;
  preview: boolean;
}

function postConditions(query: Omit<PostQuery, 'page' | 'limit'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(contentEntries.locale, query.locale),
    eq(contentEntries.type, 'Post'),
    visible(query.preview),
  ];
  if (query.categories) conditions.push(query.categories.length > 0 ? inArray(contentEntries.category, query.categories) : sql`false`);
  if (query.tags && query.tags.length > 0) conditions.push(arrayOverlaps(contentEntries.tags, query.tags));
  if (query.omit && query.omit.length > 0) {
    conditions.push(notInArray(contentEntries.entryId, query.omit), notInArray(contentEntries.slug, query.omit));
  }
  return and(...conditions);
}

/**
 * Posts newest first, one page of them, with the total that match. Filters
 * and order use the published category, tags and date; a draft that changes
 * them is listed where its published version is until it is published.
 */
export async function listPosts(db: Db, query: PostQuery): Promise<{ items: PostSummary[]; total: number }> {
  const where = postConditions(query);
  const [{ total }] = await db.select({ total: count() }).from(contentEntries).where(where);
  const rows = await db
    .select(versionColumns(query.preview))
    .from(contentEntries)
    .where(where)
    .orderBy(desc(contentEntries.publishedAt), asc(contentEntries.entryId))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: rows.map((row) => (shownVersion(row, query.preview).value as Page).post as PostSummary), total: Number(total) };
}

/** Every post of a language, newest first (a few dozen: small enough to pick related posts from). */
export async function allPosts(db: Db, locale: Locale, preview: boolean): Promise<Shown<PostSummary>[]> {
  const rows = await db
    .select(versionColumns(preview))
    .from(contentEntries)
    .where(and(eq(contentEntries.locale, locale), eq(contentEntries.type, 'Post'), visible(preview)))
    .orderBy(desc(contentEntries.publishedAt), asc(contentEntries.entryId));
  return rows.map((row) => {
    const shown = shownVersion(row, preview);
    return { value: (shown.value as Page).post as PostSummary, published: shown.published };
  });
}

/** Tags of posts (in the categories given, or all) with how many posts carry each. */
export async function postTagCounts(
  db: Db,
  locale: Locale,
  categories: string[] | undefined,
  preview: boolean,
): Promise<{ tag: string; count: number }[]> {
  const tag = sql<string>`unnest(${contentEntries.tags})`;
  const inner = db
    .select({ tag: tag.as('tag') })
    .from(contentEntries)
    .where(postConditions({ locale, categories, preview }))
    .as('t');
  const rows = await db
    .select({ tag: inner.tag, count: count() })
    .from(inner)
    .groupBy(inner.tag)
    .orderBy(desc(count()), asc(inner.tag));
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

/** Distinct tags of pages or posts. */
export async function distinctTags(db: Db, locale: Locale, type: EntryType, preview: boolean): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${contentEntries.tags})`.as('tag') })
    .from(contentEntries)
    .where(and(eq(contentEntries.locale, locale), eq(contentEntries.type, type), visible(preview)));
  return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b, locale));
}

/** Published posts of both languages for the sitemap, with their last edit. */
export async function sitemapPosts(db: Db): Promise<{ path: string; updatedAt: string; locale: Locale }[]> {
  const rows = await db
    .select({ data: contentEntries.data, locale: contentEntries.locale, updatedAt: contentEntries.updatedAt })
    .from(contentEntries)
    .where(and(eq(contentEntries.type, 'Post'), eq(contentEntries.published, true)))
    .orderBy(asc(contentEntries.locale), desc(contentEntries.publishedAt));
  return rows.map((row) => ({ path: (row.data as Page).path, updatedAt: row.updatedAt.toISOString(), locale: row.locale as Locale }));
}

/** Every published page and post that search engines may index, in both languages, with its other language's path. */
export async function sitemapEntries(db: Db): Promise<{ path: string; updatedAt: string; locale: Locale; hrefLang: Page['seo']['hrefLang'] }[]> {
  const rows = await db
    .select({ data: contentEntries.data, locale: contentEntries.locale, updatedAt: contentEntries.updatedAt })
    .from(contentEntries)
    .where(and(inArray(contentEntries.type, pageTypes), eq(contentEntries.published, true)))
    .orderBy(asc(contentEntries.locale), asc(contentEntries.slug));
  return rows
    .map((row) => ({ page: row.data as Page, locale: row.locale as Locale, updatedAt: row.updatedAt.toISOString() }))
    .filter(({ page }) => page.seo.noIndex !== true)
    .map(({ page, locale, updatedAt }) => ({ path: page.path, updatedAt, locale, hrefLang: page.seo.hrefLang }));
}

/** Any entry's data by type and entry id (FAQ, service, account images). */
async function entryData<T>(db: Db, locale: Locale, type: string, where: SQL): Promise<T[]> {
  const rows = await db
    .select({ data: contentEntries.data })
    .from(contentEntries)
    .where(and(eq(contentEntries.locale, locale), eq(contentEntries.type, type), eq(contentEntries.published, true), where))
    .orderBy(asc(contentEntries.id));
  return rows.map((row) => row.data as T);
}

/** An FAQ entry by id: its published version, or in preview its draft where it has one. */
export async function findFaq(db: Db, locale: Locale, faqId: string, preview: boolean): Promise<Shown<FaqData> | undefined> {
  const [row] = await db
    .select(versionColumns(preview))
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.locale, locale),
        eq(contentEntries.type, 'Faq'),
        or(eq(contentEntries.entryId, faqId), eq(contentEntries.slug, faqId)),
        visible(preview),
      ),
    )
    .orderBy(asc(contentEntries.id))
    .limit(1);
  if (!row) return undefined;
  const shown = shownVersion(row, preview);
  return { value: shown.value as FaqData, published: shown.published };
}

export async function allServices(db: Db, locale: Locale): Promise<ServiceData[]> {
  return entryData<ServiceData>(db, locale, 'Service', sql`true`);
}

export async function additionalServices(
  db: Db,
  locale: Locale,
): Promise<{ id: string; productId: number; title: string; description: string }[]> {
  return entryData(db, locale, 'ServiceExtension', sql`true`);
}

export async function accountImages(db: Db, locale: Locale) {
  const [entry] = await entryData<{ items: { key: string; image: { id: string; alt: string } }[] }>(
    db,
    locale,
    'Entrypoint',
    eq(contentEntries.slug, 'account-images'),
  );
  return entry?.items ?? [];
}

export async function findMenus(db: Db, locale: Locale, ids: MenuId[]): Promise<Partial<Record<MenuId, MenuItem[]>>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.locale, locale), inArray(menus.menuId, ids)));
  return Object.fromEntries(rows.map((row) => [row.menuId, row.items as MenuItem[]]));
}

export async function findRedirection(db: Db, path: string): Promise<{ path: string; type: number } | undefined> {
  const [row] = await db.select().from(redirections).where(eq(redirections.fromPath, path)).limit(1);
  return row ? { path: row.toPath, type: row.type } : undefined;
}

/** The stored web config with every scheduled news item; `webConfigAt` picks what is shown. */
export async function findWebConfig(db: Db, locale: Locale): Promise<StoredWebConfig | undefined> {
  const [row] = await db.select().from(webConfig).where(eq(webConfig.locale, locale)).limit(1);
  return row?.data as StoredWebConfig | undefined;
}

export async function findTranslationModule(db: Db, locale: Locale, moduleId: string): Promise<Record<string, string> | undefined> {
  const [row] = await db
    .select()
    .from(translationModules)
    .where(and(eq(translationModules.locale, locale), eq(translationModules.moduleId, moduleId)))
    .limit(1);
  return row?.messages as Record<string, string> | undefined;
}
