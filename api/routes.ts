import type { Locale } from './contract/content.schemas';

/**
 * Named routes of the site with their path in each language, shared by the
 * pages (links, language switch) and the server (path translation). Paths are
 * without the language prefix: Next adds `/en` for English.
 */
export const routes = {
  home: { sv: '/', en: '/' },
  myPages: { sv: '/mina-sidor', en: '/my-pages' },
  notifications: { sv: '/mina-sidor/notiser', en: '/my-pages/notifications' },
  account: { sv: '/mina-sidor/konto', en: '/my-pages/account' },
  accountUsers: { sv: '/mina-sidor/konto/anvandare', en: '/my-pages/account/users' },
  invitation: { sv: '/mina-sidor/inbjudan/[id]', en: '/my-pages/invitation/[id]' },
  myBookings: { sv: '/mina-sidor/bokningar', en: '/my-pages/bookings' },
  myBooking: { sv: '/mina-sidor/bokningar/[id]', en: '/my-pages/bookings/[id]' },
  invoices: { sv: '/mina-sidor/fakturor', en: '/my-pages/invoices' },
  invoice: { sv: '/mina-sidor/fakturor/[id]', en: '/my-pages/invoices/[id]' },
  subscriptions: { sv: '/mina-sidor/abonnemang', en: '/my-pages/subscriptions' },
  preview: { sv: '/forhandsgranska/[id]', en: '/preview/[id]' },
  /** Customer service on the staff host: find or register the customer to act for. */
  staffDesk: { sv: '/kundtjanst', en: '/customer-service' },
  /** Where an editor logs in through the directory. */
  editorLogin: { sv: '/redaktor', en: '/editor' },
  bookingWindowCleaningDirect: { sv: '/boka/fonsterputs', en: '/book/window-cleaning' },
  bookingDeepCleaning: { sv: '/boka/storstadning', en: '/book/deep-cleaning' },
  bookingHomeCleaningDirect: { sv: '/boka/hemstadning-direkt', en: '/book/home-cleaning-direct' },
  bookingMoveOutCleaning: { sv: '/boka/flyttstadning', en: '/book/move-out-cleaning' },
  bookingExtraCleaning: { sv: '/boka/extrastadning', en: '/book/extra-cleaning' },
  bookingWindowCleaningRecurringExternal: { sv: '/boka/fonsterputs-abonnemang', en: '/book/recurring-window-cleaning' },
  bookingWindowCleaningRecurringIndoor: { sv: '/boka/fonsterputs-inomhus', en: '/book/indoor-window-cleaning' },
  bookingHomeCleaningRfp: { sv: '/boka/hemstadning', en: '/book/home-cleaning' },
  bookingGeneralHandyman: { sv: '/boka/hantverkare', en: '/book/handyman' },
  bookingGardening: { sv: '/boka/tradgard', en: '/book/gardening' },
  bookingGardeningSpringFall: { sv: '/boka/tradgard-var-host', en: '/book/gardening-spring-autumn' },
  bookingGardeningHoliday: { sv: '/boka/tradgard-semester', en: '/book/gardening-holiday' },
  bookingOfficeCleaning: { sv: '/boka/kontorsstadning', en: '/book/office-cleaning' },
  bookingOfficeMoving: { sv: '/boka/kontorsflytt', en: '/book/office-moving' },
  bookingHousingCooperatives: { sv: '/boka/bostadsrattsforeningar', en: '/book/housing-cooperatives' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof routes;

/** Where the products' booking pages live (their page files are under `pages/boka/`). */
const BOOKING_PATH_PREFIX = '/boka/';

/** A product's booking page: every route under `/boka/` (the products' table names only these). */
export type BookingRouteName = {
  [Name in RouteName]: (typeof routes)[Name]['sv'] extends `${typeof BOOKING_PATH_PREFIX}${string}` ? Name : never;
}[RouteName];

/** Whether a route is a product's booking page (the page cache shares those without a session): by its path, not its name. */
export function isBookingRoute(name: RouteName): name is BookingRouteName {
  return routes[name].sv.startsWith(BOOKING_PATH_PREFIX);
}

/**
 * Pages behind login that a person identified with e-ID reaches without an
 * account of their own (a temporary session): an invitation is answered
 * before its person is a customer here.
 */
export const IDENTIFIED_ROUTES: readonly RouteName[] = ['invitation'];

/** Public path of a route in a language, with `[param]` placeholders filled. */
export function routePath(name: RouteName, locale: Locale, params: Record<string, string> = {}): string {
  const path = routes[name][locale].replace(/\[([a-zA-Z]+)\]/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  return withLocalePrefix(path, locale);
}

/** `/x` in Swedish, `/en/x` in English; the English home page is `/en`. */
export function withLocalePrefix(path: string, locale: Locale): string {
  if (locale === 'sv') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Splits a public path into its language and the path without prefix. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  if (path === '/en' || path.startsWith('/en/') || path.startsWith('/en?')) {
    const rest = path.slice(3);
    return { locale: 'en', path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
  }
  return { locale: 'sv', path };
}

/** Every route's path in each language as a pattern, in the table's order; compiled once, at the first match. */
let routePatterns: [RouteName, Locale, RegExp][] | undefined;

/** Finds which named route a path (without prefix) is, in which language. */
export function matchRoute(path: string): { name: RouteName; locale: Locale; params: Record<string, string> } | undefined {
  routePatterns ??= (Object.entries(routes) as [RouteName, Record<Locale, string>][]).flatMap(([name, paths]) =>
    (['sv', 'en'] as const).map((locale): [RouteName, Locale, RegExp] => [name, locale, new RegExp(`^${paths[locale].replace(/\[([a-zA-Z]+)\]/g, '(?<$1>[^/]+)')}/?$`)]),
  );
  for (const [name, locale, pattern] of routePatterns) {
    const match = pattern.exec(path);
    if (match) return { name, locale, params: { ...(match.groups ?? {}) } };
  }
  return undefined;
}
