import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { pageSettings } from '../api/pageSettings';
import { routePath, splitLocale, type RouteName } from '../api/routes';
import { normalizePostalCode, validatePostalCode } from '../api/validators/postalCode';
import { toLocale, type Locale } from '../i18n/locales';
import { HOME_CLEANING_PRODUCTS, homeCleaningConflict } from '../machines/booking/postalCode/postalCode.rules';
import { bookingProductOf } from '../machines/booking/wizard/products';
import { loadAppPage } from './loadAppPage';
import { loadErrorPage } from './loadContentPage';
import { sessionExpiredProps, sessionHasEnded, sessionTokenOf } from './sessionExpired';
import { SERVICE_UNAVAILABLE_SLUG, type BookingPageProps, type PageError } from '../ui/page/types';
import { SHARED_PAGE_HEADER, SHARED_RENDER_HEADER } from '../api/sharedPage';
import type { Page } from '../api/contract/content.schemas';
import type { BookingPartner, PageService } from '../api/pageData';
import { preloadSections } from '../ui/sections/deferredSections';

/** A subscribed customer's booking page answers this status with the error page (the booking conflicts with what they have). */
const SUBSCRIBED_CUSTOMER_STATUS = 409;
/** A booking page at a postal code where the service is not offered answers this status with the service-unavailable page. */
const SERVICE_UNAVAILABLE_STATUS = 404;

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
async function subscribedCustomerSlug(ctx: GetServerSidePropsContext, productId: number, locale: Locale): Promise<PageError['slug'] | null> {
  // The page's own server may read the HttpOnly session cookie and send its token.
  const sessionId = sessionTokenOf(ctx);
  // Only weekly cleaning (booked with a home visit or started straight away) has the rule; nobody without a session holds anything.
  if (!sessionId || !HOME_CLEANING_PRODUCTS.includes(productId)) return null;
  try {
    const holdings = await pageSettings().data.customerHoldings(sessionId, locale);
    if (!holdings) return null;
    const reason = homeCleaningConflict(productId, areaCodeOf(ctx.query), holdings.subscriptions, holdings.addresses);
    if (reason === 'includedInSubscription') return 'subscribed-customer';
    if (reason === 'subscriptionZipCodeMismatch') return 'subscribed-customer-zip-code-mismatch';
    return null;
  } catch {
    return null;
  }
}

/**
 * The partner a landing link books through (`campaignCode` query: the
 * partner's code for this product); null for no code, a code that is no
 * partner's for this product, and when the read fails (the visitor then
 * books as anyone does).
 */
async function campaignPartnerOf(query: GetServerSidePropsContext['query'], productId: number): Promise<BookingPartner | null> {
  const code = query.campaignCode;
  if (typeof code !== 'string' || code.trim() === '') return null;
  return pageSettings()
    .data.campaignPartner(code, productId)
    .catch(() => null);
}

/** Whether the booking's postal code is a real one where the product is not offered; not when the check fails (the wizard then asks the server itself). */
async function serviceUnavailable(productId: number, areaCode: string | null): Promise<boolean> {
  if (areaCode === null) return false;
  return (await pageSettings().data.offeredAt(productId, areaCode).catch(() => 'offered')) === 'notOffered';
}

/**
 * The service-unavailable page puts the service's title in its hero's title
 * (the entry's own generic title when the service cannot be read), with the
 * service's picture and its postal-code form, to try another code (site.md §8).
 */
function withServiceInHero(page: Page, service: PageService | null): Page {
  if (!service) return page;
  const sections = page.document.sections.map((section) =>
    section.type === 'hero'
      ? {
          ...section,
          title: service.title,
          image: service.image ?? section.image,
          services: [{ productId: service.productId, title: service.title, slug: service.slug, image: service.image }],
        }
      : section,
  );
  return { ...page, document: { ...page.document, sections } };
}

/**
 * A booking page: the shell, and the service's name for the heading. A
 * product the catalog lacks gets the not-found page (the server logs the
 * fault), a customer who already subscribes to the product gets the subscribed-customer
 * error page instead of the wizard, a postal code where the service is not
 * offered the service-unavailable one, and a page loaded with the cookies of a
 * session that has ended the session-expired one (log in again and come
 * back here, or go to the services).
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
  const areaCode = areaCodeOf(ctx.query);
  const [inCatalog, service, slug, ended, unavailable, partner] = await Promise.all([
    // A failed read is not the catalog's answer: the wizard's own calls then say what is wrong.
    pageSettings()
      .data.inCatalog(product.productId)
      .catch(() => true),
    pageSettings()
      .data.service(locale, product.productId)
      .catch(() => null),
    subscribedCustomerSlug(ctx, product.productId, locale),
    sessionHasEnded(ctx),
    serviceUnavailable(product.productId, areaCode),
    // Only the home-cleaning booking names a partner (the home visit, or the first cleaning chosen on its page).
    product.kind === 'homeCleaning' ? campaignPartnerOf(ctx.query, product.productId) : null,
  ]);
  const title = service?.title ?? '';
  const description = service?.description ?? '';
  if (!inCatalog) {
    // Nothing to book: the not-found page (the server has logged the fault), in the page's language.
    const error: PageError = { code: 404, slug: '404', metadata: { productId: product.productId } };
    ctx.res.statusCode = error.code;
    return { props: { ...props, page: await loadErrorPage(locale, error), error, route, title, description } };
  }
  if (ended) {
    const here = `${routePath(route, locale)}${areaCode ? `?areaCode=${areaCode}` : ''}`;
    return { props: await sessionExpiredProps(ctx, { ...props, route, title, description }, here) };
  }
  // No booking at all where the service is not offered, so that comes before what the customer holds.
  const refusal = unavailable
    ? { code: SERVICE_UNAVAILABLE_STATUS, slug: SERVICE_UNAVAILABLE_SLUG }
    : slug === null
      ? null
      : { code: SUBSCRIBED_CUSTOMER_STATUS, slug };
  if (refusal === null) {
    // Rendered for the page cache (no cookies, no query but the postal code): every such visitor's page, the wizard starting in the browser.
    if (ctx.req.headers[SHARED_RENDER_HEADER] === '1' && !partner && !props.shell.webview && !props.shell.staffMode) ctx.res.setHeader(SHARED_PAGE_HEADER, '1');
    return { props: { ...props, route, title, description, ...(partner ? { partner } : {}), ...(service?.faqId ? { faqId: service.faqId } : {}) } };
  }

  // The error carries the slug of the service's page, so "back to the service" can link it (the dynamic route).
  const pageSlug = service ? splitLocale(service.path).path.replace(/^\/+/, '') : '';
  const error: PageError = { ...refusal, metadata: { productId: product.productId, ...(pageSlug ? { slug: pageSlug } : {}) } };
  ctx.res.statusCode = error.code;
  const page = await loadErrorPage(locale, error);
  return { props: { ...props, page: page && unavailable ? withServiceInHero(page, service) : page, error, route, title, description } };
}
