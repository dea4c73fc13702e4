import { OUTBOX_LIST_LIMIT, type OutboxRow } from '../domain/outbox/store';
import { escapeHtml, FRAME_CSS, renderFramedPage, stockholmTime, type PageLocale } from '../http/htmlPage';

/**
 * The development outbox as a page a tester reads on a phone: the messages
 * newest first (channel, recipient, time, text), a filter by recipient, and
 * a link that reloads. Plain HTML and one same-origin stylesheet, no
 * script, so its CSP forbids everything else.
 */

type OutboxLocale = PageLocale;

const texts = {
  sv: {
    title: 'Utkorgen – meddelanden som inte skickats',
    skip: 'Hoppa till innehållet',
    badge: 'Endast för test',
    heading: 'Utkorgen',
    languages: 'Språk',
    intro:
      'Inget SMS-konto är inställt, så sajten skickar inga SMS eller e-postmeddelanden. De hamnar här i stället, nyast först. Här läser du till exempel koden för att byta mobilnummer.',
    filter: 'Mottagare',
    filterHelp: 'Ett mobilnummer (till exempel 070-174 06 10) eller en e-postadress. Tomt visar alla.',
    show: 'Visa',
    refresh: 'Uppdatera',
    empty: 'Inga meddelanden.',
    sms: 'SMS',
    email: 'E-post',
    to: 'Till',
    sent: 'Tid',
    subject: 'Ämne',
    analytics: 'Analyshändelser',
    count: (shown: number) => `Meddelanden: ${shown} (högst ${OUTBOX_LIST_LIMIT} visas).`,
  },
  en: {
    title: 'The outbox – messages not sent',
    skip: 'Skip to content',
    badge: 'For testing only',
    heading: 'The outbox',
    languages: 'Language',
    intro:
      'No SMS provider is configured, so the site sends no SMS or e-mail. They land here instead, newest first. This is where you read, say, the code for changing a mobile number.',
    filter: 'Recipient',
    filterHelp: 'A mobile number (e.g. 070-174 06 10) or an e-mail address. Empty shows all.',
    show: 'Show',
    refresh: 'Refresh',
    empty: 'No messages.',
    sms: 'SMS',
    email: 'E-mail',
    to: 'To',
    sent: 'Time',
    subject: 'Subject',
    analytics: 'Analytics events',
    count: (shown: number) => `Messages: ${shown} (at most ${OUTBOX_LIST_LIMIT} shown).`,
  },
} as const;

interface OutboxPageInput {
  locale: OutboxLocale;
  messages: OutboxRow[];
  /** The recipient filter as typed, if any. */
  to?: string;
  /** Path of the page itself (`/outbox`). */
  path: string;
}

/** The words of a tester's list page that `testerListMain` writes. */
interface ListTexts {
  intro: string;
  filter: string;
  filterHelp: string;
  show: string;
  refresh: string;
  empty: string;
  count: (shown: number) => string;
}

/**
 * The body of a tester's list page (the outbox, the analytics events): what
 * it shows, a link to the other page, a filter by one query field, a link
 * that reloads, and the items (`<li>`s) newest first.
 */
export function testerListMain({
  texts: t,
  locale,
  path,
  link,
  filter,
  refreshHref,
  items,
}: {
  texts: ListTexts;
  locale: OutboxLocale;
  path: string;
  link: { href: string; text: string };
  filter: { name: string; value: string | undefined; maxLength: number };
  refreshHref: string;
  items: string[];
}): string {
  const { name } = filter;
  return `<p>${escapeHtml(t.intro)}</p>
    <p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
    <form method="get" action="${path}">
      <input type="hidden" name="lang" value="${locale}">
      <label for="${name}">${escapeHtml(t.filter)}</label>
      <input id="${name}" name="${name}" type="text" autocomplete="off" spellcheck="false" maxlength="${filter.maxLength}" aria-describedby="${name}-help" value="${escapeHtml(filter.value ?? '')}">
      <p class="help" id="${name}-help">${escapeHtml(t.filterHelp)}</p>
      <button type="submit">${escapeHtml(t.show)}</button>
      <a class="refresh" href="${escapeHtml(refreshHref)}">${escapeHtml(t.refresh)}</a>
    </form>
    ${items.length === 0 ? `<p class="empty">${escapeHtml(t.empty)}</p>` : `<p class="count">${escapeHtml(t.count(items.length))}</p>\n    <ol class="messages">\n      ${items.join('\n      ')}\n    </ol>`}`;
}

export function renderOutboxPage({ locale, messages, to, path }: OutboxPageInput): string {
  const t = texts[locale];
  const href = (lang: OutboxLocale) => `${path}?${new URLSearchParams({ lang, ...(to ? { to } : {}) }).toString()}`;
  const items = messages.map((message) => {
    const channel = message.channel === 'sms' ? t.sms : t.email;
    return `<li class="message">
        <p class="meta"><span class="channel">${escapeHtml(channel)}</span>
          <span><span class="label">${escapeHtml(t.to)}:</span> <span class="recipient">${escapeHtml(message.recipient)}</span></span>
          <span><span class="label">${escapeHtml(t.sent)}:</span> <time datetime="${message.createdAt.toISOString()}">${escapeHtml(stockholmTime(message.createdAt, locale))}</time></span></p>
        ${message.subject ? `<p class="subject"><span class="label">${escapeHtml(t.subject)}:</span> ${escapeHtml(message.subject)}</p>` : ''}
        <p class="body">${escapeHtml(message.body)}</p>
      </li>`;
  });
  const main = testerListMain({
    texts: t,
    locale,
    path,
    link: { href: `${path}/analytics?lang=${locale}`, text: t.analytics },
    filter: { name: 'to', value: to, maxLength: 254 },
    refreshHref: href(locale),
    items,
  });
  return renderFramedPage({ locale, texts: t, hrefFor: href, stylesheet: `${path}/outbox.css`, main });
}

export const OUTBOX_CSS = `${FRAME_CSS}input[type=text] { width: 100%; box-sizing: border-box; font: inherit; padding: .4rem; border: 1px solid #6b6b6b; border-radius: .25rem; }
.help { margin: .25rem 0 0; color: #4a4a4a; font-size: .9rem; }
button { font: inherit; margin-top: 1rem; margin-right: 1rem; padding: .5rem 1rem; border-radius: .25rem; border: 2px solid #183e4f; background: #183e4f; color: #fff; cursor: pointer; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #c2410c; outline-offset: 2px; }
.messages { list-style: none; padding: 0; }
.message { background: #fff; border: 1px solid #c4c4c4; border-radius: .25rem; padding: .75rem; margin: .75rem 0; }
.meta { display: flex; flex-wrap: wrap; gap: .25rem 1rem; margin: 0; font-size: .9rem; color: #4a4a4a; }
.channel { font-weight: 700; color: #183e4f; }
.label { font-weight: 600; }
.recipient, time { font-variant-numeric: tabular-nums; }
.subject { margin: .5rem 0 0; }
.body { margin: .5rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1.05rem; }
`;
