import type { z } from 'zod';
import type { content } from './contract/content';
import type { Locale, Menus, Page, WebConfig } from './contract/content.schemas';
import type { Subscription } from './contract/customer';

/** A service as its booking page names it. */
export type PageService = z.infer<(typeof content.service)['response']>;
/** A stored redirection of a public path. */
export type PageRedirection = z.infer<(typeof content.redirection)['response']>;

/**
 * Who reads a page's content: a visitor (`null`), or a signed-on editor by
 * the token of their HttpOnly cookie, who gets unpublished content only when
 * the server finds the token a live editor's. The page never decides that.
 */
export type ContentReader = { editorToken: string } | null;

/** What a customer holds, as the booking page checks a weekly-cleaning booking against it. */
export interface CustomerHoldings {
  addresses: ReadonlyArray<{ id: string; zipCode: string }>;
  subscriptions: readonly Subscription[];
}

/**
 * The data of the pages' server-side loads, read from the server's domain
 * in this process (published with `pageSettings()`): the same reads as the
 * API's content and customer calls, never a request to our own `/api`.
 * Every answer is plain data as the API would serve it (no `undefined`, no
 * class instances), ready to be a page's props. A read that finds nothing
 * answers null; one the server cannot make throws.
 */
/** The error of a booking page whose product the catalog lacks (site.md §8). */
export const CATALOG_LACKS_PRODUCT = 'Catalog does not include required product';

export interface PageData {
  /** The header, footer and footer-extras menus. */
  menus(locale: Locale): Promise<Menus>;
  webConfig(locale: Locale): Promise<WebConfig | null>;
  /** A content page by slug (`home`, `tjanster/hemstadning`); null for none, and for a slug the API would refuse. */
  entry(locale: Locale, slug: string, reader: ContentReader): Promise<Page | null>;
  /** The path of a content entry by its id (the preview route's). */
  entryPath(locale: Locale, id: string, reader: ContentReader): Promise<string | null>;
  /** The stored redirection of a public path. */
  redirection(path: string): Promise<PageRedirection | null>;
  /** A product's service, by product id. */
  service(locale: Locale, productId: number): Promise<PageService | null>;
  /** Whether a directory token is a live editor's. */
  isEditor(token: string): Promise<boolean>;
  /** What the customer of a session token holds; null for no live session of an account. */
  customerHoldings(sessionToken: string, locale: Locale): Promise<CustomerHoldings | null>;
  /**
   * Whether the catalog holds a product. A booking page whose product it
   * lacks is a fault of ours, so the server logs `CATALOG_LACKS_PRODUCT`
   * with the product's id when it answers false.
   */
  inCatalog(productId: number): Promise<boolean>;
  /** Whether a product is offered at a postal code (five digits): `noSuchCode` for a code no Swedish address has. */
  offeredAt(productId: number, areaCode: string): Promise<'offered' | 'notOffered' | 'noSuchCode'>;
  /** Whether a session token names a live session (a customer's, or an identified visitor's before registration). */
  sessionLive(sessionToken: string): Promise<boolean>;
  /** The partner whose campaign code a landing link carries, when it offers the product; null otherwise. */
  campaignPartner(campaignCode: string, productId: number): Promise<BookingPartner | null>;
}

/** A partner a booking is made through (its landing link's campaign code): our id and name for it, the code, and its discount per hour of cleaning (öre) when it gives one. */
export interface BookingPartner {
  id: string;
  name: string;
  campaignCode: string;
  discountPerHour?: number;
}
