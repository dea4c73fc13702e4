import { ANALYTICS_LIST_LIMIT, type AnalyticsEventRow } from '../domain/analytics/store';
import { escapeHtml, renderFramedPage, stockholmTime, type PageLocale } from '../http/htmlPage';
import { testerListMain } from './outboxPage';

/**
 * The stored analytics events as a page a tester reads beside the outbox:
 * newest first (time, app, event, who, what it said), a filter by event
 * name. Plain HTML and one same-origin stylesheet, no script.
 */

const texts = {
  sv: {
    title: 'Analyshändelser – det sajten har registrerat',
    skip: 'Hoppa till innehållet',
    badge: 'Endast för test',
    heading: 'Analyshändelser',
    languages: 'Språk',
    intro:
      'Händelserna som sidorna har skickat till /api/v1/heap/track, nyast först: sidvisningar, postnummerkontroller, bokningssteg, bokningar och fel. Sidorna skickar inget förrän besökaren har godkänt statistikkakor.',
    filter: 'Händelse',
    filterHelp: 'Till exempel pageView, postalCodeChecked, bookingStep, booking eller error. Tomt visar alla.',
    show: 'Visa',
    refresh: 'Uppdatera',
    outbox: 'Till utkorgen',
    empty: 'Inga händelser.',
    app: 'App',
    visitor: 'Besökare',
    customer: 'Kund',
    sent: 'Tid',
    count: (shown: number) => `Händelser: ${shown} (högst ${ANALYTICS_LIST_LIMIT} visas).`,
  },
  en: {
    title: 'Analytics events – what the site has recorded',
    skip: 'Skip to content',
    badge: 'For testing only',
    heading: 'Analytics events',
    languages: 'Language',
    intro:
      'The events the pages sent to /api/v1/heap/track, newest first: page views, postal-code checks, booking steps, bookings and errors. The pages send nothing until the visitor has allowed statistics cookies.',
    filter: 'Event',
    filterHelp: 'For example pageView, postalCodeChecked, bookingStep, booking or error. Empty shows all.',
    show: 'Show',
    refresh: 'Refresh',
    outbox: 'To the outbox',
    empty: 'No events.',
    app: 'App',
    visitor: 'Visitor',
    customer: 'Customer',
    sent: 'Time',
    count: (shown: number) => `Events: ${shown} (at most ${ANALYTICS_LIST_LIMIT} shown).`,
  },
} as const;

interface AnalyticsPageInput {
  locale: PageLocale;
  events: AnalyticsEventRow[];
  /** The event name filter as typed, if any. */
  event?: string;
  /** Path of the page itself. */
  path: string;
  /** Path of the outbox, linked from the page. */
  outboxPath: string;
  stylesheet: string;
}

export function renderAnalyticsPage({ locale, events, event, path, outboxPath, stylesheet }: AnalyticsPageInput): string {
  const t = texts[locale];
  const href = (lang: PageLocale) => `${path}?${new URLSearchParams({ lang, ...(event ? { event } : {}) }).toString()}`;
  const items = events.map((row) => {
    const label = (name: string) => `<span class="label">${escapeHtml(name)}:</span>`;
    return `<li class="message">
        <p class="meta"><span class="channel">${escapeHtml(row.event)}</span>
          <span>${label(t.app)} ${escapeHtml(row.appId)}</span>
          <span>${label(t.sent)} <time datetime="${row.occurredAt.toISOString()}">${escapeHtml(stockholmTime(row.occurredAt, locale))}</time></span></p>
        <p class="meta"><span>${label(t.visitor)} <code>${escapeHtml(row.identity)}</code></span>${
          row.userId ? `\n          <span>${label(t.customer)} <code>${escapeHtml(row.userId)}</code></span>` : ''
        }</p>
        ${row.properties ? `<pre class="body">${escapeHtml(JSON.stringify(row.properties, null, 1))}</pre>` : ''}
      </li>`;
  });
  const main = testerListMain({
    texts: t,
    locale,
    path,
    link: { href: `${outboxPath}?lang=${locale}`, text: t.outbox },
    filter: { name: 'event', value: event, maxLength: 200 },
    refreshHref: href(locale),
    items,
  });
  return renderFramedPage({ locale, texts: t, hrefFor: href, stylesheet, main });
}
