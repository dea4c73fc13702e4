import { CAMPAIGN_CODE_MAX_LENGTH } from '../api/validators/constants';
import { partnerByCampaignCode } from './store/partners';
import type { z } from 'zod';
import { contentRevision } from '../api/contentRevision';
import { content } from '../api/contract/content';
import { customer } from '../api/contract/customer';
import type { AnyEndpoint } from '../api/contract/endpoint';
import { CATALOG_LACKS_PRODUCT, type ContentReader, type PageData } from '../api/pageData';
import type { Clock } from './clock';
import type { Db } from './db';
import { createContentReads } from './domain/contentReads';
import { loadCustomer } from './domain/customers';
import { listSubscriptions } from './domain/myPages/subscriptions';
import type { DirectoryTokenStore } from './http/directoryAuth';
import type { SessionStore } from './http/session';
import { findProduct, lookupPostalCode, regionOffers } from './store/catalog';

/** The header's and footer's menus, as every page shows them. */
const PAGE_MENUS = ['header', 'footer', 'footerExtras'] as const;

/**
 * An answer as the API serves it, ready to be a page's props: through JSON
 * (what HTTP would carry: no `undefined`, dates as strings) and the
 * contract's response schema (its defaults and transforms).
 */
function served<E extends AnyEndpoint>(endpoint: E, answer: unknown): z.infer<E['response']> {
  return endpoint.response.parse(JSON.parse(JSON.stringify(answer))) as z.infer<E['response']>;
}

/** Parsed by the contract's query schema, as the API would parse it; null where the API answers 400. */
function validQuery<E extends AnyEndpoint>(endpoint: E, query: Record<string, string>): z.infer<NonNullable<E['query']>> | null {
  const parsed = endpoint.query?.safeParse(query);
  return parsed?.success ? (parsed.data as z.infer<NonNullable<E['query']>>) : null;
}

/** How many published answers the page data keeps at most (the menus, company details and services of both languages, and the error pages, need about 50). */
const KEPT_ANSWERS = 500;

/**
 * Published content as every visitor reads it, kept for `ttlMs` (what a
 * page load would otherwise read and check again for every visitor of a
 * booking or My pages page) and dropped at once when a publish in this
 * process moves the content revision. A read that fails is not kept.
 */
function keptAnswers(ttlMs: number, clock: Clock) {
  const kept = new Map<string, { revision: number; until: number; answer: Promise<unknown> }>();
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return read();
    const now = clock.now();
    const revision = contentRevision();
    const hit = kept.get(key);
    if (hit && hit.revision === revision && hit.until > now) return hit.answer as Promise<T>;
    const answer = read();
    kept.delete(key);
    kept.set(key, { revision, until: now + ttlMs, answer });
    // The oldest goes first: a map iterates in the order its keys were set.
    if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key);
    });
    return answer;
  };
}

/**
 * The pages' server-side data (`api/pageData.ts`), read from the domain in
 * this process: the reads of the API's content calls (`createContentReads`),
 * the directory's token check for an editor's preview, and a customer's
 * holdings from their session token. Published answers are kept for
 * `keepSeconds` (`PAGE_CACHE_SECONDS`, as the page cache keeps a page).
 */
export function createPageData({
  db,
  clock,
  sessions,
  directoryTokens,
  keepSeconds,
  log,
}: {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  directoryTokens: DirectoryTokenStore;
  keepSeconds: number;
  /** Where a fault of ours a page meets is told (the server log). */
  log: { error(details: object, message: string): void };
}): PageData {
  const reads = createContentReads(db, clock);
  const published = keptAnswers(keepSeconds * 1000, clock);
  const isEditor = async (token: string) => (await directoryTokens.verify(token))?.roles.includes('editor') ?? false;
  /** Unpublished content only for a live editor's token; anyone else reads what is published. */
  const previews = async (reader: ContentReader) => reader !== null && (await isEditor(reader.editorToken));

  return {
    menus: (locale) => published(`menus|${locale}`, async () => served(content.menus, await reads.menus(locale, [...PAGE_MENUS]))),
    webConfig: (locale) =>
      published(`config|${locale}`, async () => {
        const config = await reads.webConfig(locale);
        return config && served(content.config, config);
      }),
    async entry(locale, slug, reader) {
      const query = validQuery(content.entry, { slug });
      if (!query) return null;
      const read = async (preview: boolean) => {
        const page = await reads.entry(locale, query.slug, preview);
        return page && served(content.entry, page);
      };
      // An editor's preview is read afresh, and never kept for anyone.
      return (await previews(reader)) ? read(true) : published(`entry|${locale}|${query.slug}`, () => read(false));
    },
    async entryPath(locale, id, reader) {
      const query = validQuery(content.entryPath, { id });
      return query && reads.entryPath(locale, query.id, await previews(reader));
    },
    async redirection(path) {
      const query = validQuery(content.redirection, { path });
      const redirection = query && (await reads.redirection(query.path));
      return redirection && served(content.redirection, redirection);
    },
    service: (locale, productId) =>
      published(`service|${locale}|${productId}`, async () => {
        const service = await reads.service(locale, { id: productId }, false);
        return service && served(content.service, service);
      }),
    isEditor,
    async customerHoldings(sessionToken, locale) {
      const session = await sessions.find(sessionToken);
      // A temporary session (identified, not registered) holds nothing yet.
      if (!session || session.temporary || session.customerId === null) return null;
      const [who, { items }] = await Promise.all([loadCustomer(db, session), listSubscriptions({ db, clock }, session.customerId, locale)]);
      return { addresses: who.addresses, subscriptions: served(customer.subscriptions, { items }).items };
    },
    async inCatalog(productId) {
      if (await findProduct(db, productId)) return true;
      log.error({ productId }, CATALOG_LACKS_PRODUCT);
      return false;
    },
    async offeredAt(productId, areaCode) {
      const known = await lookupPostalCode(db, areaCode);
      if (!known) return 'noSuchCode';
      return known.region !== null && (await regionOffers(db, known.region, productId)) ? 'offered' : 'notOffered';
    },
    sessionLive: async (sessionToken) => (await sessions.find(sessionToken)) !== undefined,
    async campaignPartner(campaignCode, productId) {
      // A code is short; anything longer is no partner's, and is not looked up.
      if (campaignCode.length > CAMPAIGN_CODE_MAX_LENGTH) return null;
      const partner = await partnerByCampaignCode(db, campaignCode);
      if (!partner?.campaignCode || !partner.products.includes(productId)) return null;
      return {
        id: partner.id,
        name: partner.name,
        campaignCode: partner.campaignCode,
        ...(partner.discountPerHour ? { discountPerHour: partner.discountPerHour } : {}),
      };
    },
  };
}
