import { createHash } from 'node:crypto';
import type { DirectoryAccount } from './accounts';

/**
 * The embedded directory's own pages (its login page and its error page):
 * server-rendered HTML in Swedish or English, no script at all, and one
 * inline stylesheet admitted by its hash, so the CSP can forbid everything
 * else.
 */

export type DirectoryLocale = 'sv' | 'en';

const texts = {
  sv: {
    title: 'Logga in – personalkatalogen',
    badge: 'Testkatalog',
    heading: 'Logga in med ditt personalkonto',
    intro: 'Den inbyggda katalogen används när sajten inte är kopplad till företagets katalog. Den har bara testkonton.',
    languages: 'Språk',
    username: 'E-postadress',
    password: 'Lösenord',
    submit: 'Logga in',
    cancel: 'Avbryt',
    wrongPassword: 'Fel e-postadress eller lösenord.',
    missing: 'Fyll i både e-postadress och lösenord.',
    locked: (minutes: number) =>
      `För många misslyckade inloggningsförsök. Inloggningen är spärrad en stund, även med rätt lösenord. Försök igen om ${minutes} ${minutes === 1 ? 'minut' : 'minuter'}.`,
    accounts: 'Testkonton',
    accountsNote: 'Lösenorden står i README under ”Staff and editor sign-on”.',
    errorTitle: 'Inloggningen gick inte',
    errorIntro: 'Katalogen kunde inte slutföra inloggningen. Gå tillbaka till sajten och försök igen.',
    errorCode: 'Felkod',
  },
  en: {
    title: 'Sign in – staff directory',
    badge: 'Test directory',
    heading: 'Sign in with your staff account',
    intro: 'The embedded directory is used when the site is not connected to the company directory. It holds test accounts only.',
    languages: 'Language',
    username: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    wrongPassword: 'Wrong email address or password.',
    missing: 'Enter both your email address and your password.',
    locked: (minutes: number) =>
      `Too many failed sign-in attempts. Signing in is blocked for a while, even with the right password. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    accounts: 'Test accounts',
    accountsNote: 'The passwords are in the README under “Staff and editor sign-on”.',
    errorTitle: 'Sign-in failed',
    errorIntro: 'The directory could not complete the sign-in. Go back to the site and try again.',
    errorCode: 'Error code',
  },
} as const;

/** Why the login page is shown again: `locked` after too many wrong passwords (`loginLimits.ts`). */
export type LoginError = 'wrongPassword' | 'missing' | 'locked';

const CSS = `
:root { font-family: system-ui, sans-serif; color: #1b1b1b; background: #f4f6f7; line-height: 1.5; }
body { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
header nav a { margin-right: 1rem; }
header nav a[aria-current] { font-weight: 700; }
.badge { display: inline-block; background: #ffe08a; padding: 0 .5rem; border-radius: .25rem; font-weight: 600; }
main { background: #fff; padding: 1rem 1.25rem; border-radius: .5rem; border: 1px solid #c4c4c4; }
label { display: block; font-weight: 600; margin-top: .75rem; }
input { width: 100%; box-sizing: border-box; font: inherit; padding: .5rem; border: 1px solid #6b6b6b; border-radius: .25rem; }
input[aria-invalid=true] { border: 2px solid #b91c1c; }
button { font: inherit; margin-top: 1rem; padding: .5rem 1rem; border-radius: .25rem; border: 2px solid #183e4f; background: #183e4f; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #183e4f; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #c2410c; outline-offset: 2px; }
.error { margin: 1rem 0 0; padding: .5rem; border-left: 4px solid #b91c1c; background: #fde8e8; }
.accounts { margin-top: 1.5rem; font-size: .9rem; color: #3a3a3a; }
.accounts ul { padding-left: 1.25rem; }
`;

/** The `style-src` source of the pages' one inline stylesheet. */
export const DIRECTORY_STYLE_SOURCE = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function layout(locale: DirectoryLocale, title: string, languageLinks: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex, nofollow">
  <title>${escapeHtml(title)}</title>
  <style>${CSS}</style>
</head>
<body>
  <header>
    <p class="badge">${escapeHtml(texts[locale].badge)}</p>
    ${languageLinks}
  </header>
  ${body}
</body>
</html>
`;
}

function languageNav(locale: DirectoryLocale, hrefFor: (locale: DirectoryLocale) => string): string {
  const link = (target: DirectoryLocale, label: string) =>
    `<a href="${escapeHtml(hrefFor(target))}" lang="${target}"${locale === target ? ' aria-current="page"' : ''}>${label}</a>`;
  return `<nav aria-label="${escapeHtml(texts[locale].languages)}">${link('sv', 'Svenska')} ${link('en', 'English')}</nav>`;
}

interface LoginPageInput {
  locale: DirectoryLocale;
  /** The interaction's path, `/oidc/interaction/<uid>`: the form posts to `<path>/login`, cancel to `<path>/abort`. */
  interactionPath: string;
  accounts: readonly DirectoryAccount[];
  username?: string;
  error?: LoginError;
  /** With `locked`: how long until a login is taken again, in milliseconds (shown in whole minutes, rounded up). */
  retryAfterMs?: number;
}

/** The login page; with `error`, the message is announced and the fields are marked. */
export function renderLoginPage({ locale, interactionPath, accounts, username = '', error, retryAfterMs = 0 }: LoginPageInput): string {
  const t = texts[locale];
  const message = error === 'locked' ? t.locked(Math.max(1, Math.ceil(retryAfterMs / 60_000))) : error && t[error];
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const accountItems = accounts
    .map((account) => `<li>${escapeHtml(account.username)} – ${escapeHtml(account.description[locale])}</li>`)
    .join('\n        ');
  const body = `<main>
    <h1>${escapeHtml(t.heading)}</h1>
    <p>${escapeHtml(t.intro)}</p>
    ${message ? `<p class="error" id="login-error" role="alert">${escapeHtml(message)}</p>` : ''}
    <form method="post" action="${escapeHtml(`${interactionPath}/login`)}" novalidate>
      <input type="hidden" name="lang" value="${locale}">
      <label for="username">${escapeHtml(t.username)}</label>
      <input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(username)}"${invalid}${error ? '' : ' autofocus'}>
      <label for="password">${escapeHtml(t.password)}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
      <button type="submit">${escapeHtml(t.submit)}</button>
    </form>
    <form method="post" action="${escapeHtml(`${interactionPath}/abort`)}">
      <button type="submit" class="secondary">${escapeHtml(t.cancel)}</button>
    </form>
    <section class="accounts" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">${escapeHtml(t.accounts)}</h2>
      <ul>
        ${accountItems}
      </ul>
      <p>${escapeHtml(t.accountsNote)}</p>
    </section>
  </main>`;
  return layout(locale, t.title, languageNav(locale, (target) => `${interactionPath}?lang=${target}`), body);
}

/** The directory's error page (an authorization request it refused before it could send the browser back). */
export function renderDirectoryErrorPage(locale: DirectoryLocale, error: string): string {
  const t = texts[locale];
  const body = `<main>
    <h1>${escapeHtml(t.errorTitle)}</h1>
    <p>${escapeHtml(t.errorIntro)}</p>
    <p>${escapeHtml(t.errorCode)}: <code>${escapeHtml(error)}</code></p>
  </main>`;
  return layout(locale, t.errorTitle, '', body);
}

/** The language asked for: `?lang`, else the first of `ui_locales` we have, else Swedish. */
export function directoryLocale(lang: unknown, uiLocales: unknown): DirectoryLocale {
  if (lang === 'sv' || lang === 'en') return lang;
  const wanted = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  for (const tag of wanted) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'sv' || language === 'en') return language;
  }
  return 'sv';
}
