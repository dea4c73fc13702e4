import { CONSENT_COOKIE, NEWS_DISMISSED_COOKIE } from './cookieNames';

/**
 * Marks on `<html>`, set from the visitor's cookies by a tiny script in the
 * document's head before anything paints. A content page's HTML is every
 * visitor's (the page cache), so it shows the cookie banner and the news;
 * these marks let CSS hide what this visitor already answered until the app
 * has read the cookies itself, so nothing flashes or shifts.
 */
export const HAS_CONSENT_ATTRIBUTE = 'data-has-consent';
export const NEWS_DISMISSED_ATTRIBUTE = 'data-news-dismissed';

const cookiePattern = (name: string) => `/(?:^|;\\s*)${name}=([^;]*)/`;

/** The head script: plain ES5, no dependencies, runs before the body is parsed. */
export const visitorMarksScript = [
  '(function(d){var c=d.cookie,h=d.documentElement,m;',
  `if(${cookiePattern(CONSENT_COOKIE)}.test(c))h.setAttribute('${HAS_CONSENT_ATTRIBUTE}','');`,
  `m=${cookiePattern(NEWS_DISMISSED_COOKIE)}.exec(c);`,
  `if(m)try{h.setAttribute('${NEWS_DISMISSED_ATTRIBUTE}',decodeURIComponent(m[1]))}catch(e){}`,
  '})(document)',
].join('');

/** A news version that can stand in a CSS attribute selector as it is. */
export const isPlainVersion = (version: string) => /^[\w.-]{1,64}$/.test(version);
