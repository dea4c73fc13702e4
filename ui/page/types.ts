import type { BookingPartner } from '../../api/pageData';
import type { RouteName } from '../../api/routes';
import type { Menus, Page, WebConfig } from '../../api/contract/content.schemas';
import type { ConsentRecord } from '../../api/contract/site';
import type { Locale } from '../../i18n/locales';
import type { PublicThirdParty } from '../shell/SiteContext';

/** The slug of the error raised on the server for a page loaded with the cookies of a session that has ended (site.md §2, §4). */
export const SESSION_EXPIRED_SLUG = 'session-expired';
/** The slug of the error for a booking page at a postal code where its service is not offered (site.md §8). */
export const SERVICE_UNAVAILABLE_SLUG = 'service-unavailable';

/** An error shown instead of, or as, a page (spec section 3: slug, code, metadata). */
export interface PageError {
  code: number;
  slug: string;
  /** `slug`: the service page's (back to the service); `referrer`: the page to come back to after logging in again. */
  metadata?: { slug?: string; code?: number; productId?: number; referrer?: string };
}

/** What every server-rendered page hands to the app shell. */
export interface ShellProps {
  locale: Locale;
  webview: boolean;
  menus: Menus;
  webConfig: WebConfig | null;
  thirdParty: PublicThirdParty;
  /** The same page in the other language, when there is one. */
  alternatePath: string | null;
  /** Absolute origin for canonical and hreflang links. */
  origin: string;
  /**
   * The visitor's consent record from the cookie; null shows the banner. The
   * browser reads its own cookies too (a cached content page was rendered
   * without them), as for `newsDismissed` (and the session's chart reads
   * the `sessionId` cookie itself, once it runs).
   */
  consent: ConsentRecord | null;
  /** News version the visitor dismissed. */
  newsDismissed: string | null;
  /** e-ID is the embedded BankID simulator: "open BankID" opens its test app instead of the real app. */
  eidSimulator: boolean;
  /** The page was asked for on the staff host (`STAFF_HOST`): customer-service mode, signing on at once. */
  staffMode: boolean;
  /** The app id the page's analytics events carry: the staff host's or the public site's. */
  analyticsAppId: string;
  /** Developer mode may be turned on (`DEVELOPER_MODE=allowed`, or a development build). */
  developerMode: boolean;
}

export interface ContentPageProps {
  shell: ShellProps;
  page: Page | null;
  error: PageError | null;
  /** Loaded in an editor's preview: never indexed; `page.published` false marks unpublished content. */
  preview?: boolean;
}

/** A booking page's props: the shell, and the service's name for the heading. */
export interface BookingPageProps extends ContentPageProps {
  route: RouteName;
  /** The service's name in the page's language. */
  title: string;
  /** The service's short description, for search results and link previews. */
  description: string;
  /** The partner the visitor books through, from the landing link's campaign code. */
  partner?: BookingPartner;
  /** The FAQ of the service's page, shown under the booking. */
  faqId?: string;
}
