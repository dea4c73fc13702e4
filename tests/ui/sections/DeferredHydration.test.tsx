import { I18nProvider } from '@lingui/react';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/setup';
import { releaseWaitingSections } from '../../../ui/sections/deferredSections';
import { Sections } from '../../../ui/sections/Sections';
import { SiteProvider } from '../../../ui/shell/SiteContext';
// next/router is the fake router in every DOM test (tests/setup-dom.ts).
import { fakeRouter } from '../../../model-tests/support/fakeRouter';
import { sectionsByType } from './fixtures';
import { consentAll, siteValue, StubPostalCodeForm, registerSectionHooks } from './support';

registerSectionHooks();

/**
 * A page's server HTML hydrated as in the browser: the sections below the
 * top wait for the screen before their code runs, and then take over the
 * server's elements instead of drawing new ones.
 */

/**
 * An IntersectionObserver the test moves: `scrollTo(element)` tells its
 * observers the element is on screen. The page keeps one observer for as
 * long as sections wait, across these tests too.
 */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((candidate) => candidate !== element);
  }
  disconnect() {
    this.observed = [];
  }
  static scrollTo(element: Element) {
    for (const observer of FakeIntersectionObserver.all.filter((candidate) => candidate.observed.includes(element))) {
      const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

const sections = [sectionsByType.hero, sectionsByType.text, sectionsByType.faq, sectionsByType.linkList];
const i18n = createI18n('en');

/** The site's settings, the same objects in every render as in the app (they come with the page's props). */
const settings = siteValue();

function page(consent: typeof consentAll | null = null): ReactElement {
  return (
    <I18nProvider i18n={i18n}>
      <SiteProvider value={{ ...settings, consent }}>
        <Sections sections={sections} PostalCodeForm={StubPostalCodeForm} />
      </SiteProvider>
    </I18nProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrateServerHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
  });
  const faq = container.querySelector<HTMLElement>('section[data-section-type="faq"]')!;
  const question = faq.querySelector('button')!;
  return { container, faq, question, errors };
}

describe('deferred sections, hydrated from the server HTML', () => {
  it('keeps a section below the screen as the server drew it, without its code, until it nears the screen', async () => {
    const { faq, question, errors } = await hydrateServerHtml();

    expect(faq.textContent).toContain(sectionsByType.faq.title);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    // Not hydrated: its button does nothing yet.
    await act(async () => question.click());
    expect(question.getAttribute('aria-expanded')).toBe('false');

    await act(async () => FakeIntersectionObserver.scrollTo(faq));

    // The same elements, now React's: the button opens its answer.
    expect(faq.querySelector('button')).toBe(question);
    await act(async () => question.click());
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('hydrates a section the visitor focuses into before it nears the screen', async () => {
    const { faq, question } = await hydrateServerHtml();
    await act(async () => question.focus());
    expect(faq.querySelector('button')).toBe(question);
    await act(async () => question.click());
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(question);
  });

  it('follows a link of a section not hydrated yet with the router, as its own link would', async () => {
    const { container } = await hydrateServerHtml();
    const links = container.querySelector<HTMLElement>('section[data-section-type="linkList"]')!;
    const link = links.querySelector<HTMLAnchorElement>('a[href="/en/window-cleaning"]')!;
    const push = vi.spyOn(fakeRouter, 'push');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => link.dispatchEvent(click));

    expect(click.defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith('/en/window-cleaning', undefined, { locale: false });
  });

  it('hydrates every waiting section when the page is about to change', async () => {
    const { faq, question } = await hydrateServerHtml();
    await act(async () => releaseWaitingSections());
    expect(faq.querySelector('button')).toBe(question);
    await act(async () => question.click());
    expect(question.getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves the waiting sections alone when the consent changes above them', async () => {
    const { faq, question, errors } = await hydrateServerHtml();
    await act(async () => root!.render(page(consentAll)));

    // React did not draw the section again (its elements are the server's), nor report a failed hydration.
    expect(faq.querySelector('button')).toBe(question);
    expect(errors).toEqual([]);
    await act(async () => FakeIntersectionObserver.scrollTo(faq));
    await act(async () => question.click());
    expect(question.getAttribute('aria-expanded')).toBe('true');
  });
});
