import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../api/contract/content.schemas';
import { HEADER_HEIGHT_PX, MENU_EVENTS_BLOCKED_MS, SCROLL_DETECTION_DELAY_MS } from '../../machines/shell/constants';
import { headerScrollMachine } from '../../machines/shell/headerScroll/headerScroll.machine';
import { Header } from '../../ui/shell/Header/Header';
import { useModelCoverage } from '../support/modelTest';
import { renderView } from '../support/renderView';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { SiteActorProvider } from '../../ui/site/SiteActor';
import { useViewTestHooks } from '../support/viewHooks';
import { advance, describeViewModel } from '../support/viewModel';
import type { EventExecutors, ViewAssertions } from '../support/viewModel';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);
vi.mock('next/router', async () => (await import('../support/fakeRouter')).nextRouterModule);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof headerScrollMachine;

const MENU: MenuItem[] = [
  {
    name: 'Services',
    href: '/tjanster',
    items: [
      { name: 'Home cleaning', href: '/hemstadning' },
      { name: 'Window cleaning', href: '/fonsterputs' },
    ],
  },
  { name: 'About us', href: '/om-oss', items: [{ name: 'Careers', href: '/jobb' }] },
  { name: 'Contact', href: '/kontakt' },
];
const WITH_SUBMENU = MENU.filter((item) => item.items?.length);

interface Env {
  /** Rotates the ways a submenu closes: pointer leaving, a second click. */
  closes: number;
}

function setScrollY(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

function renderHeader(scrollY: number): Env {
  setScrollY(scrollY);
  // Inside the tab's site actor, as the app gives it: the header's language toggle asks the site to switch.
  renderView(
    <SiteActorProvider>
      <Header menu={MENU} locale="en" brand="Städbolaget" />
    </SiteActorProvider>,
    { router: fakeRouterAdapter({ path: '/en' }, 'en') },
  );
  return { closes: 0 };
}

const header = () => screen.getByTestId('site-header');
const menuButton = (name: string) => within(header()).getByText(name, { selector: 'button' });
const submenuOf = (name: string) => document.getElementById(menuButton(name).getAttribute('aria-controls') ?? '');
const openItem = () => WITH_SUBMENU.find((item) => menuButton(item.name).getAttribute('aria-expanded') === 'true');

const executors = {
  // The window scrolls; the header reads the position after its throttle delay.
  'scroll.changed': ({ scrollY }) => {
    setScrollY(scrollY);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    advance(SCROLL_DETECTION_DELAY_MS);
  },
  // A tap on a closed item's button, or the pointer entering an item already open.
  'submenu.opened': ({ id }) => {
    const item = menuButton(id);
    if (item.getAttribute('aria-expanded') === 'true') fireEvent.mouseEnter(item.closest('li') ?? item);
    else fireEvent.click(item);
  },
  'submenu.closed': (_event, env) => {
    env.closes += 1;
    const open = openItem();
    if (!open) return;
    if (env.closes % 2 === 0) fireEvent.mouseLeave(menuButton(open.name).closest('li') ?? header());
    else fireEvent.click(menuButton(open.name));
  },
  // Escape closes a submenu at once, also right after it opened.
  'submenu.dismissed': () => {
    fireEvent.keyDown(header(), { key: 'Escape' });
  },
} satisfies EventExecutors<Machine, Env>;

/** Exactly the submenu `openName` is expanded and visible, with its links. */
function expectOpenSubmenu(openName: string | null): void {
  for (const item of WITH_SUBMENU) {
    const open = item.name === openName;
    expect(menuButton(item.name), item.name).toHaveAttribute('aria-expanded', String(open));
    const submenu = submenuOf(item.name);
    if (open) {
      expect(submenu).not.toHaveAttribute('hidden');
      for (const child of item.items ?? []) expect(within(submenu as HTMLElement).getByText(child.name).closest('a')).toHaveAttribute('href', child.href);
    } else {
      expect(submenu).toHaveAttribute('hidden');
    }
  }
}

const assertions: ViewAssertions<Machine, Env> = {
  'visibility.shown': () => {
    expect(header()).toHaveAttribute('data-hidden', 'false');
  },
  'visibility.hidden': ({ context }) => {
    expect(context.scrollY).toBeGreaterThan(HEADER_HEIGHT_PX);
    expect(header()).toHaveAttribute('data-hidden', 'true');
  },
  'submenu.closed': () => expectOpenSubmenu(null),
  'submenu.open.locked': ({ context }) => expectOpenSubmenu(context.submenuId),
  'submenu.open.unlocked': ({ context }) => expectOpenSubmenu(context.submenuId),
};

const events = [
  { type: 'scroll.changed', scrollY: 0 },
  { type: 'scroll.changed', scrollY: 100 },
  { type: 'scroll.changed', scrollY: 200 },
  { type: 'submenu.opened', id: 'Services' },
  { type: 'submenu.opened', id: 'About us' },
];

describeViewModel('header view (scroll and submenus)', {
  machine: headerScrollMachine,
  executors,
  assertions,
  scenarios: [
    // The header's chart follows the window's scrolling itself (`scrollListener`).
    { name: 'at the top', input: { followScroll: true }, events, render: () => renderHeader(0) },
    { name: 'mounted scrolled down', input: { scrollY: 200, followScroll: true }, events, render: () => renderHeader(200) },
  ],
});

describe('header view pinned', () => {
  it(`a tap right after the hover that opened a submenu does not close it (${MENU_EVENTS_BLOCKED_MS} ms)`, () => {
    vi.useFakeTimers();
    renderHeader(0);
    fireEvent.mouseEnter(menuButton('Services').closest('li') as HTMLElement);
    fireEvent.click(menuButton('Services'));
    expectOpenSubmenu('Services');
    advance(MENU_EVENTS_BLOCKED_MS);
    fireEvent.click(menuButton('Services'));
    expectOpenSubmenu(null);
  });

  it('stays visible while the mobile menu is open, even when scrolled down', () => {
    vi.useFakeTimers();
    renderHeader(0);
    fireEvent.click(within(header()).getByText('Menu', { selector: 'button' }));
    executors['scroll.changed']({ type: 'scroll.changed', scrollY: 300 });
    expect(header()).toHaveAttribute('data-hidden', 'false');
    fireEvent.click(within(header()).getByText('Close', { selector: 'button' }));
    expect(header()).toHaveAttribute('data-hidden', 'true');
  });

  it('Escape in an open submenu closes it and leaves focus on its button', () => {
    vi.useFakeTimers();
    renderHeader(0);
    fireEvent.click(menuButton('Services'));
    const link = within(submenuOf('Services') as HTMLElement).getByText('Home cleaning');
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expectOpenSubmenu(null);
    expect(document.activeElement).toBe(menuButton('Services'));
  });

  it('a submenu closes when focus leaves it', () => {
    vi.useFakeTimers();
    renderHeader(0);
    fireEvent.click(menuButton('About us'));
    const link = within(submenuOf('About us') as HTMLElement).getByText('Careers');
    const contact = within(header()).getByText('Contact');
    fireEvent.focusOut(link, { relatedTarget: contact });
    expectOpenSubmenu(null);
  });

  it('Escape in the open mobile menu closes it with focus back on its button', () => {
    vi.useFakeTimers();
    renderHeader(0);
    fireEvent.click(within(header()).getByText('Menu', { selector: 'button' }));
    const link = within(header()).getByText('Contact');
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    const button = within(header()).getByText('Menu', { selector: 'button' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
  });

  it('the logo link is named by the brand it shows', () => {
    renderHeader(0);
    expect(within(header()).getByRole('link', { name: 'Städbolaget, home page' })).toHaveTextContent('Städbolaget');
  });
});
