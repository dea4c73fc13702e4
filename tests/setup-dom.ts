import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
// Views render in either language without a page's HTML around them.
import '../i18n/serverCatalogs';
import { actorProbe } from '../model-tests/support/actorProbe';
import { resetFakeRouter } from '../model-tests/support/fakeRouter';
import { resetSockets } from './support/fakeSocketIo';
import { connectAnalyticsSink, identifyAnalytics, setAnalyticsConsent } from '../ui/shell/analytics/track';

/*
 * Most DOM files share a worker, its window and its module graph (see the
 * DOM projects in vitest.config.ts): an app module one file imported is the
 * one the next file gets, bound to whatever it imported then. So the mocks
 * below are the same for every DOM file, and what a file leaves in the window
 * is undone after it, as a fresh environment would have it.
 */

// No DOM test opens a real socket: a logged-in main account's notification socket gets the fake.
vi.mock('socket.io-client', () => import('./support/fakeSocketIo'));
// Next's router needs a Next app around it: every DOM test gets the fake one (its defaults back after each test).
vi.mock('next/router', async () => (await import('../model-tests/support/fakeRouter')).nextRouterModule);
// Views start their actors through the probe that view tests read; until a test sets it, it changes nothing.
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../model-tests/support/actorProbe')).probeXstateReact(await importOriginal()),
);

/** The URL vitest's jsdom and happy-dom start at. */
const START_URL = 'http://localhost:3000/';

type EnvironmentGlobal = {
  jsdom?: { reconfigure(options: { url?: string }): void };
  happyDOM?: { setURL(url: string): void };
};

/** Moves the document to `url` without navigating. */
function moveDocumentTo(url: string): void {
  const env = globalThis as EnvironmentGlobal;
  if (env.jsdom) env.jsdom.reconfigure({ url });
  else if (env.happyDOM) env.happyDOM.setURL(url);
  else throw new Error('tests/setup-dom.ts runs in jsdom or happy-dom');
}

function expireCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
}

/**
 * The document's head and body as the environment made them, noted by the
 * worker's first file: Testing Library's `screen` queries the body it found
 * when it was imported, so a test that replaces them must not leave them so.
 */
const FIRST = Symbol.for('site.setupDom.firstHeadAndBody');
const first = ((globalThis as { [FIRST]?: { head: HTMLHeadElement; body: HTMLElement } })[FIRST] ??= {
  head: document.head,
  body: document.body,
});

afterEach(() => {
  cleanup();
  resetSockets();
  actorProbe.reset();
  resetFakeRouter();
  vi.useRealTimers();
  // A new page load's analytics: no answer read yet, nothing held, nobody logged in.
  setAnalyticsConsent({ statistics: false, tagManager: false });
  identifyAnalytics(null);
  connectAnalyticsSink(null);
  setAnalyticsConsent('pending');
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  expireCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
  moveDocumentTo(START_URL);
  window.history.replaceState(null, '', START_URL);
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
  const html = document.documentElement;
  for (const element of [html, first.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  first.head.replaceChildren();
  first.body.replaceChildren();
  html.replaceChildren(first.head, first.body);
});
