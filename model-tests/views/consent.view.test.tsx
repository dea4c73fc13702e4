import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { site } from '../../api/contract/site';
import type { ConsentRecord } from '../../api/contract/site';
import { CONSENT_REVISION, CONSENT_SETTINGS_HASH } from '../../machines/shell/constants';
import { consentMachine } from '../../machines/shell/consent/consent.machine';
import { ALL_GRANTED, NECESSARY_ONLY, buildConsentRecord } from '../../machines/shell/consent/consent.record';
import type { OptionalConsentCategory } from '../../machines/shell/consent/consent.record';
import { consentSignals } from '../../machines/shell/consent/consent.signals';
import { Consent } from '../../ui/shell/Consent/ConsentBanner';
import { CONSENT_COOKIE, CONSENT_ID_COOKIE } from '../../ui/shell/Consent/consentCookie';
import { fakeApi } from '../support/fakeApi';
import type { NextRouter } from 'next/router';
import { createRouterAdapter } from '../../ui/shell/RouterAdapter';
import { fakeRouter } from '../support/fakeRouter';
import type { FakeApi } from '../support/fakeApi';
import { transient, useModelCoverage } from '../support/modelTest';
import { button, cookie, renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle } from '../support/viewModel';
import type { EventExecutors, StepInfo, ViewAssertions } from '../support/viewModel';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);
vi.mock('next/router', async () => (await import('../support/fakeRouter')).nextRouterModule);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder, { expectedWarnings: ['Consent could not be stored on the server'] });

type Machine = typeof consentMachine;

const NOW = new Date('2025-03-04T05:06:07.000Z');
const now = () => NOW;

interface Env {
  api: FakeApi;
  onChange: Mock<(categories: ConsentRecord['categories'] | null) => void>;
  dismissals: number;
}

/** The site's router adapter over the (fake) Next router: the address bar is jsdom's. */
const siteRouter = () => createRouterAdapter(() => fakeRouter as unknown as NextRouter, () => 'en');

function renderConsent(stored: ConsentRecord | null): Env {
  vi.setSystemTime(NOW);
  const env: Env = { api: fakeApi(), onChange: vi.fn(), dismissals: 0 };
  renderView(<Consent stored={stored} onChange={env.onChange} />, { client: env.api.client, router: siteRouter() });
  return env;
}

/** The model's edge: the view's id source and router compare as their JSON (no data of their own). */
const edge = { consentId: () => '', router: siteRouter() };

const TITLES: Record<OptionalConsentCategory, string> = { performance: 'Preferences', statistics: 'Statistics', marketing: 'Marketing' };

// Cheap queries (test id, label, text): role queries cost ~10 ms each in
// jsdom and the paths make thousands; roles and names are asserted on the
// elements found.
const banner = () => screen.queryByTestId('consent-banner');
const dialog = () => screen.queryByTestId('consent-settings');
const checkbox = (category: OptionalConsentCategory | 'necessary') =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${category === 'necessary' ? 'Necessary' : TITLES[category]}`));
/** The hash changes as after a click on a `#…` link: new URL, then `hashchange`. */
function changeHash(hash: string): void {
  if (window.location.hash === hash) return;
  const oldURL = window.location.href;
  window.history.pushState(null, '', hash);
  act(() => {
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: window.location.href }));
  });
}

const executors = {
  'consent.allAccepted': () => fireEvent.click(button(banner() ?? dialog(), 'Accept all')),
  'consent.allRejected': () => fireEvent.click(button(banner() ?? dialog(), 'Only necessary')),
  'consent.selectionSaved': () => fireEvent.click(button(dialog(), 'Save my choice')),
  'category.changed': ({ category }) => fireEvent.click(checkbox(category)),
  'settings.requested': () => fireEvent.click(button(banner(), 'Settings')),
  'hash.changed': ({ hash }) => changeHash(hash),
  // Alternately the close button and Escape.
  'settings.dismissed': (_event, env) => {
    env.dismissals += 1;
    const settings = dialog();
    if (env.dismissals % 2) fireEvent.click(button(settings, 'Close cookie settings'));
    else if (settings) fireEvent.keyDown(settings, { key: 'Escape' });
  },
} satisfies EventExecutors<Machine, Env>;

const invokes = {
  saveConsent: {
    // The server answers with the record it stored.
    done: async (_event: unknown, env: Env) => {
      const call = env.api.pending(site.consentPost);
      call.resolve(call.input?.body);
      await settle();
    },
    error: async (event: { error?: unknown }, env: Env) => {
      env.api.pending(site.consentPost).reject(event.error);
      await settle();
    },
  },
};

/** The tag manager's queue as arrays (gtag pushes `arguments` objects). */
function dataLayer(): unknown[][] {
  const queue = (window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
  return queue.map((entry) => Array.from(entry));
}

const DEFAULT_SIGNALS = ['consent', 'default', { ...consentSignals(NECESSARY_ONLY), wait_for_update: 500 }];

const CHOICES: readonly string[] = ['consent.allAccepted', 'consent.allRejected', 'consent.selectionSaved'];

/** Choices made so far: each is one cookie write and one post. */
function saves(step: StepInfo<Machine>): number {
  return step.events.filter((event) => CHOICES.includes(event.type)).length;
}

function expectNothingShown(): void {
  expect(banner()).toBeNull();
  expect(dialog()).toBeNull();
  expect(window.location.hash).not.toBe(CONSENT_SETTINGS_HASH);
}

/** The choice in force: handed to the app, and sent to the tag manager after the defaults. */
function expectChoiceInForce(record: ConsentRecord | null, env: Env): void {
  if (!record) throw new Error('no consent record in the model');
  expect(env.onChange).toHaveBeenLastCalledWith(record.categories);
  expect(dataLayer()[0]).toEqual(DEFAULT_SIGNALS);
  expect(dataLayer().at(-1)).toEqual(['consent', 'update', consentSignals(record.categories)]);
}

/** Every save wrote the cookie and posted the record (revision 1.0) under this browser's consent id. */
function expectSaved(record: ConsentRecord | null, env: Env, count: number): void {
  const posts = env.api.callsTo(site.consentPost);
  expect(posts).toHaveLength(count);
  if (count === 0) {
    // The stored record came from the server's read of the cookie; nothing is rewritten.
    expect(cookie(CONSENT_COOKIE)).toBeUndefined();
    return;
  }
  expect(JSON.parse(cookie(CONSENT_COOKIE) ?? 'null')).toEqual(record);
  const consentId = cookie(CONSENT_ID_COOKIE);
  expect(consentId).toMatch(/^[0-9a-f]{48}$/);
  for (const post of posts) expect(post.input?.params).toEqual({ hash: consentId });
  const body = posts.at(-1)?.input?.body as ConsentRecord;
  expect(body).toEqual(record);
  expect(body.revision).toBe(CONSENT_REVISION);
  expect(body.date).toBe(NOW.toISOString());
  expect(body.levels).toEqual(['necessary', ...(['performance', 'statistics', 'marketing'] as const).filter((c) => body.categories[c])]);
}

const assertions: ViewAssertions<Machine, Env> = {
  'panel.checking': transient('panel.checking'),
  'panel.banner': (_snapshot, env) => {
    const region = banner();
    expect(region?.tagName).toBe('SECTION');
    expect(region).toHaveAccessibleName('We use cookies');
    expect(region).toHaveTextContent('Necessary cookies keep the site working.');
    for (const name of ['Settings', 'Only necessary', 'Accept all']) expect(button(region, name)).toBeEnabled();
    expect(dialog()).toBeNull();
    expect(window.location.hash).not.toBe(CONSENT_SETTINGS_HASH);
    // No choice yet: only the default (denied) signals, nothing stored, posted or told to the page.
    expect(env.onChange).not.toHaveBeenCalled();
    expect(dataLayer()).toEqual([DEFAULT_SIGNALS]);
    expect(cookie(CONSENT_COOKIE)).toBeUndefined();
    expect(env.api.calls).toHaveLength(0);
  },
  'panel.settings': ({ context }) => {
    const settings = dialog();
    expect(settings).toHaveAttribute('role', 'dialog');
    expect(settings).toHaveAccessibleName('Cookie settings');
    expect(settings).toHaveAttribute('aria-modal', 'true');
    expect(settings?.contains(document.activeElement)).toBe(true);
    expect(banner()).toBeNull();
    expect(checkbox('necessary')).toBeChecked();
    expect(checkbox('necessary')).toBeDisabled();
    for (const category of ['performance', 'statistics', 'marketing'] as const) {
      expect(checkbox(category).checked, `${category} switch`).toBe(context.draft[category]);
    }
    for (const name of ['Save my choice', 'Accept all', 'Close cookie settings']) expect(button(settings, name)).toBeEnabled();
  },
  'panel.closed': ({ context }, env) => {
    expectNothingShown();
    expectChoiceInForce(context.record, env);
  },
  'record.idle': (_snapshot, env) => {
    // Nothing chosen in this visit: the stored record came from the server's read of the cookie.
    expect(env.api.callsTo(site.consentPost)).toHaveLength(0);
    expect(cookie(CONSENT_COOKIE)).toBeUndefined();
  },
  'record.saving': ({ context }, env, step) => {
    // The choice is in force and stored before the server answers.
    expectChoiceInForce(context.record, env);
    expectSaved(context.record, env, saves(step));
    expect(env.api.callsTo(site.consentPost).at(-1)?.settled).toBe(false);
  },
  'record.saved': ({ context }, env, step) => {
    expectChoiceInForce(context.record, env);
    expectSaved(context.record, env, saves(step));
    // The post of the choice in force has been answered.
    expect(env.api.callsTo(site.consentPost).at(-1)?.settled).toBe(true);
  },
  'record.unsynced': ({ context }, env, step) => {
    // The post failed: the choice stays in the cookie and in force; the failure is logged.
    expectChoiceInForce(context.record, env);
    expectSaved(context.record, env, saves(step));
    expect(console.warn).toHaveBeenLastCalledWith('Consent could not be stored on the server', new Error('network down'));
  },
};

const storedAll = buildConsentRecord(ALL_GRANTED, new Date('2024-01-01T00:00:00.000Z'));
const storedOld: ConsentRecord = { ...buildConsentRecord(NECESSARY_ONLY, new Date('2023-01-01T00:00:00.000Z')), revision: '0.9' };
const events = [
  { type: 'hash.changed', hash: CONSENT_SETTINGS_HASH },
  { type: 'hash.changed', hash: '#contact' },
  { type: 'category.changed', category: 'marketing', granted: true },
  { type: 'category.changed', category: 'statistics', granted: true },
  { type: 'xstate.error.actor.saveConsent', error: new Error('network down') },
];

const NO_SETTINGS_BUTTON_WHEN_CLOSED = 'once closed, settings open only through #gdpr (the footer link)';
const SAME_VALUE = 'a checkbox cannot be set to the value it has';
/** The edges the view cannot make, for each state of the post a scenario reaches. */
function gaps(records: readonly string[]): string[] {
  return records.flatMap((record) => [
    `{"panel":"closed","record":"${record}"} ─ settings.requested: ${NO_SETTINGS_BUTTON_WHEN_CLOSED}`,
    `{"panel":"settings","record":"${record}"} ─ category.changed: ${SAME_VALUE}`,
  ]);
}
const AFTER_A_CHOICE = ['saving', 'saved', 'unsynced'];
// Without a current stored choice, the panel is closed only after one.
const NO_STORED_CONSENT_GAPS = [`{"panel":"settings","record":"idle"} ─ category.changed: ${SAME_VALUE}`, ...gaps(AFTER_A_CHOICE)];

describeViewModel('consent view (banner and settings)', {
  machine: consentMachine,
  executors,
  invokes,
  assertions,
  // A state of the view's graph is the state and, in the settings, the
  // switches, not every combination of saved records.
  serialize: (state) => ({ value: state.value, draft: state.matches({ panel: 'settings' }) ? state.context.draft : null }),
  unproducible: (state, event) => {
    if (event.type === 'settings.requested' && state.matches({ panel: 'closed' })) return NO_SETTINGS_BUTTON_WHEN_CLOSED;
    if (event.type === 'category.changed') {
      const { category, granted } = event as unknown as { category: OptionalConsentCategory; granted: boolean };
      if (state.context.draft[category] === granted) return SAME_VALUE;
    }
    return null;
  },
  scenarios: [
    {
      name: 'no stored consent',
      input: { stored: null, now, ...edge },
      events,
      render: () => renderConsent(null),
      unproducibleEdges: NO_STORED_CONSENT_GAPS,
    },
    {
      name: 'stored consent',
      input: { stored: storedAll, now, ...edge },
      // Everything is granted: the switches can only be turned off.
      events: [
        ...events,
        { type: 'category.changed', category: 'marketing', granted: false },
        { type: 'category.changed', category: 'statistics', granted: false },
      ],
      render: () => renderConsent(storedAll),
      unproducibleEdges: gaps(['idle', ...AFTER_A_CHOICE]),
    },
    {
      name: 'stored consent of an older revision',
      input: { stored: storedOld, now, ...edge },
      events,
      render: () => renderConsent(storedOld),
      unproducibleEdges: NO_STORED_CONSENT_GAPS,
    },
  ],
});

describe('consent view pinned', () => {
  it('opens the settings when the page is loaded with #gdpr', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', `/${CONSENT_SETTINGS_HASH}`);
    renderConsent(storedAll);
    expect(dialog()).toHaveAccessibleName('Cookie settings');
    expect(checkbox('marketing')).toBeChecked();
  });

  it("opens the settings on the router's hashChangeComplete (a Next <Link> to #gdpr)", () => {
    vi.useFakeTimers();
    renderConsent(storedAll);
    expect(dialog()).toBeNull();
    window.history.pushState(null, '', CONSENT_SETTINGS_HASH);
    act(() => fakeRouter.events.emit('hashChangeComplete', `/${CONSENT_SETTINGS_HASH}`, { shallow: false }));
    expect(dialog()).toHaveAccessibleName('Cookie settings');
    // Closing drops the hash, so the same link opens the settings again.
    fireEvent.click(button(dialog(), 'Close cookie settings'));
    expect(dialog()).toBeNull();
    expect(window.location.hash).toBe('');
  });

  /** The banner beside a control of the page the visitor was on. */
  function renderOnPage(): HTMLButtonElement {
    vi.setSystemTime(NOW);
    renderView(
      <>
        <button type="button">On the page</button>
        <Consent stored={null} onChange={vi.fn()} />
      </>,
      { client: fakeApi().client, router: siteRouter() },
    );
    return screen.getByText('On the page') as HTMLButtonElement;
  }

  it('Escape in the settings opened from the banner returns focus to the banner’s Settings button', () => {
    vi.useFakeTimers();
    renderOnPage();
    const settings = button(banner(), 'Settings');
    settings.focus();
    fireEvent.click(settings);
    expect(document.activeElement).toBe(dialog());
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button(banner(), 'Settings'));
  });

  it('a choice in the banner, or Escape there, hands focus back to where the visitor was', async () => {
    vi.useFakeTimers();
    const onPage = renderOnPage();
    onPage.focus();
    const necessaryOnly = button(banner(), 'Only necessary');
    necessaryOnly.focus();
    fireEvent.keyDown(necessaryOnly, { key: 'Escape' });
    expect(document.activeElement).toBe(onPage);
    expect(banner()).not.toBeNull();

    const acceptAll = button(banner(), 'Accept all');
    acceptAll.focus();
    fireEvent.click(acceptAll);
    await settle();
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(onPage);
  });

  it('a choice in the settings opened from the banner hands focus back to the page, not its body', async () => {
    vi.useFakeTimers();
    const onPage = renderOnPage();
    onPage.focus();
    fireEvent.click(button(banner(), 'Settings'));
    fireEvent.click(button(dialog(), 'Save my choice'));
    await settle();
    expect(dialog()).toBeNull();
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(onPage);
  });

  it('takes no focus when it appears: the page keeps the start of the tab order', () => {
    vi.useFakeTimers();
    renderOnPage();
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
