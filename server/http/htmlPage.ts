/**
 * What the server's own HTML pages outside Next share (the e-ID simulator's
 * test app, the development outbox): escaping, the links to the page in the
 * other language, and the frame of a tester's page (skip link, badge,
 * heading and language links over `<main id="main">`) with its style.
 * Each page keeps its own sv/en text table.
 */

export type PageLocale = 'sv' | 'en';

/** A moment as a tester reads it on these pages: Stockholm time, in the page's language. */
export const stockholmTime = (date: Date, locale: PageLocale) =>
  new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { timeZone: 'Europe/Stockholm', dateStyle: 'medium', timeStyle: 'medium' }).format(date);

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const LANGUAGE_NAMES: Record<PageLocale, string> = { sv: 'Svenska', en: 'English' };

/** A link to the page in `target`'s language (named in that language), marked when it is the one shown. */
function languageLink(target: PageLocale, shown: PageLocale, href: string): string {
  return `<a href="${escapeHtml(href)}" lang="${target}"${shown === target ? ' aria-current="page"' : ''}>${LANGUAGE_NAMES[target]}</a>`;
}

/** The frame's words, in the page's language. */
interface FrameTexts {
  title: string;
  skip: string;
  badge: string;
  heading: string;
  /** The language links' label. */
  languages: string;
}

interface PageFrame {
  locale: PageLocale;
  texts: FrameTexts;
  /** The page in a language (its query kept). */
  hrefFor: (locale: PageLocale) => string;
  /** Same-origin stylesheet (the CSP admits nothing inline). */
  stylesheet: string;
  /** Same-origin script, deferred; none for a page without one. */
  script?: string;
  /** Inside `<main id="main">`, indented four spaces. */
  main: string;
  /** After `</main>` (a JSON block the script reads), indented two spaces. */
  afterMain?: string;
}

/** A whole page in the frame. */
export function renderFramedPage({ locale, texts: t, hrefFor, stylesheet, script, main, afterMain }: PageFrame): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex, nofollow">
  <title>${escapeHtml(t.title)}</title>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="${stylesheet}">
${script ? `  <script src="${script}" defer></script>\n` : ''}</head>
<body>
  <a class="skip" href="#main">${escapeHtml(t.skip)}</a>
  <header>
    <p class="badge">${escapeHtml(t.badge)}</p>
    <h1>${escapeHtml(t.heading)}</h1>
    <nav aria-label="${escapeHtml(t.languages)}">
      ${languageLink('sv', locale, hrefFor('sv'))}
      ${languageLink('en', locale, hrefFor('en'))}
    </nav>
  </header>
  <main id="main">
    ${main}
  </main>
${afterMain ? `  ${afterMain}\n` : ''}</body>
</html>
`;
}

/** The frame's style (and the forms' labels); a page's stylesheet adds its own after it. */
export const FRAME_CSS = `
:root { font-family: system-ui, sans-serif; color: #1b1b1b; background: #fafafa; line-height: 1.5; }
body { max-width: 44rem; margin: 0 auto; padding: 1rem; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; }
header nav a { margin-right: 1rem; }
header nav a[aria-current] { font-weight: 700; }
.badge { display: inline-block; background: #ffe08a; padding: 0 .5rem; border-radius: .25rem; font-weight: 600; }
label { display: block; font-weight: 600; margin-top: .75rem; }
`;
