import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { content } from '../../api/calls/content';
import { SESSION_TOKEN_COOKIE } from '../../api/contract/auth';
import { customer as customerCalls } from '../../api/calls/customer';
import { splitLocale, type RouteName } from '../../api/routes';
import { normalizePostalCode, validatePostalCode } from '../../api/validators/postalCode';
import { toLocale, type Locale } from '../../i18n/locales';
import { HOME_CLEANING_PRODUCTS, homeCleaningConflict } from '../../machines/booking/postalCode/postalCode.rules';
import { bookingProductOf } from '../../machines/booking/wizard/products';
import { loadAppPage } from './loadAppPage';
import { loadErrorPage } from './loadContentPage';
import { createCustomerServerApi, createServerApi } from './serverApi';
import type { ContentPageProps, PageError } from './types';
import { preloadSections } from '../sections/deferredSections';

export interface BookingPageProps extends ContentPageProps {
  route: RouteName;
  /** The service's name in the page's language. */
  title: string;
  /** The service's short description, for search results and link previews. */
  description: string;
}

/** A subscribed customer's booking page answers this status with the error page (the booking conflicts with what they have). */
const SUBSCRIBED_CUSTOMER_STATUS = 409;

/** The postal code of the booking's `areaCode` query, when it is one. */
function areaCodeOf(query: GetServerSidePropsContext['query']): string | null {
  const value = query.areaCode;
  return typeof value === 'string' && validatePostalCode(value) === null ? normalizePostalCode(value.trim()) : null;
}

/**
 * The error slug for a logged-in customer who cannot book this product
 * (site.md §2, §5): `subscribed-customer` when they already subscribe at the
 * booking's postal code (or no code was given), `subscribed-customer-zip-code-mismatch`
 * when their subscription is elsewhere. Null for everyone else, and when the
 * session or the calls fail: the wizard then shows, and the booking call
 * refuses a second subscription itself.
 */
async function subscribedCustomerSlug(
  ctx: GetServerSidePropsContext,
  productId: number,
  locale: Locale,
  webview: boolean,
): Promise<PageError['slug'] | null> {
  // The page's own server may read the HttpOnly session cookie and send its token.
  const cookies = ctx.req.cookies ?? {};
  const sessionId = cookies[SESSION_TOKEN_COOKIE.secure] ?? cookies[SESSION_TOKEN_COOKIE.local];
  // Only weekly cleaning (booked with a home visit or started straight away) has the rule; nobody without a session holds anything.
  if (!sessionId || !HOME_CLEANING_PRODUCTS.includes(productId)) return null;
  const api = createCustomerServerApi({ locale, webview, sessionId });
  try {
    const [who, { items }] = await Promise.all([api.call(customerCalls.get), api.call(customerCalls.subscriptions)]);
    const reason = homeCleaningConflict(productId, areaCodeOf(ctx.query), items, who.addresses);
    if (reason === 'includedInSubscription') return 'subscribed-customer';
    if (reason === 'subscriptionZipCodeMismatch') return 'subscribed-customer-zip-code-mismatch';
    return null;
  } catch {
    return null;
  }
}

/**
 * A booking page: the shell, and the service's name for the heading. A
 * customer who already subscribes to the product gets the subscribed-customer
 * error page instead of the wizard.
 */
export async function loadBookingPage(
  ctx: GetServerSidePropsContext,
  route: RouteName,
): Promise<GetServerSidePropsResult<BookingPageProps>> {
  const product = bookingProductOf(route);
  if (!product) return { notFound: true };
  // A refused booking shows its error page's sections: see `loadContentPage`.
  await preloadSections();
  const base = await loadAppPage(ctx);
  if (!('props' in base)) return base;
  const props = await base.props;
  const locale = toLocale(ctx.locale);
  const api = createServerApi({ locale, webview: props.shell.webview, preview: false });
  const [service, slug] = await Promise.all([
    api.call(content.service, { query: { id: String(product.productId) } }).catch(() => null),
    subscribedCustomerSlug(ctx, product.productId, locale, props.shell.webview),
  ]);
  const title = service?.title ?? '';
  const description = service?.description ?? '';
  if (slug === null) return { props: { ...props, route, title, description } };

  // The error carries the slug of the service's page, so "back to the service" can link it (the dynamic route).
  const pageSlug = service ? splitLocale(service.path).path.replace(/^\/+/, '') : '';
  const error: PageError = {
    code: SUBSCRIBED_CUSTOMER_STATUS,
    slug,
    metadata: { productId: product.productId, ...(pageSlug ? { slug: pageSlug } : {}) },
  };
  ctx.res.statusCode = error.code;
  return { props: { ...props, page: await loadErrorPage(api, error), error, route, title, description } };
}
