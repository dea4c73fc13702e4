import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { HEADER_HEIGHT_PX, HEADER_SUBMENU_HEIGHT_PX, MENU_EVENTS_BLOCKED_MS, SCROLL_DETECTION_DELAY_MS } from '../../machines/shell/constants';
import { headerScrollMachine } from '../../machines/shell/headerScroll/headerScroll.machine';
import { selectHeaderScroll } from '../../machines/shell/headerScroll/headerScroll.selectors';
import { describeModel, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof headerScrollMachine;

const assertions: StateAssertions<Machine, null> = {
  'visibility.shown': (snapshot) => {
    expect(selectHeaderScroll(snapshot).hidden).toBe(false);
  },
  'visibility.hidden': (snapshot) => {
    expect(selectHeaderScroll(snapshot).hidden).toBe(true);
    // Only hidden once scrolled past the header itself.
    expect(snapshot.context.scrollY).toBeGreaterThan(HEADER_HEIGHT_PX);
  },
  'submenu.closed': (snapshot) => {
    expect(selectHeaderScroll(snapshot)).toMatchObject({ openSubmenuId: null, menuLocked: false });
    expect(snapshot.context.submenuId).toBeNull();
  },
  'submenu.open.locked': (snapshot) => {
    const view = selectHeaderScroll(snapshot);
    expect(view.menuLocked).toBe(true);
    expect(view.openSubmenuId).not.toBeNull();
    expect(snapshot.can({ type: 'submenu.closed' })).toBe(false);
  },
  'submenu.open.unlocked': (snapshot) => {
    const view = selectHeaderScroll(snapshot);
    expect(view.menuLocked).toBe(false);
    expect(view.openSubmenuId).not.toBeNull();
    expect(snapshot.can({ type: 'submenu.closed' })).toBe(true);
  },
};

const events = [
  { type: 'scroll.changed', scrollY: 0 },
  { type: 'scroll.changed', scrollY: 100 },
  { type: 'scroll.changed', scrollY: 200 },
  { type: 'submenu.opened', id: 'services' },
  { type: 'submenu.opened', id: 'about' },
];

describeModel('headerScroll model', {
  machine: headerScrollMachine,
  recorder,
  arrange: () => ({ machine: headerScrollMachine, env: null }),
  assertions,
  scenarios: [
    { name: 'at the top', input: {}, events },
    { name: 'mounted scrolled down', input: { scrollY: 200 }, events },
  ],
});

describe('headerScroll pinned', () => {
  function start(scrollY = 0) {
    const clock = new SimulatedClock();
    const actor = createActor(headerScrollMachine, { input: { scrollY }, clock }).start();
    return { actor, clock };
  }

  it('hides on scrolling down and shows on scrolling up', () => {
    const { actor } = start();
    actor.send({ type: 'scroll.changed', scrollY: 400 });
    expect(selectHeaderScroll(actor.getSnapshot()).hidden).toBe(true);
    actor.send({ type: 'scroll.changed', scrollY: 390 });
    expect(selectHeaderScroll(actor.getSnapshot()).hidden).toBe(false);
    actor.stop();
  });

  it(`keeps an open submenu until scrolled down past ${HEADER_SUBMENU_HEIGHT_PX} px, then closes it`, () => {
    const { actor } = start();
    actor.send({ type: 'submenu.opened', id: 'services' });
    actor.send({ type: 'scroll.changed', scrollY: HEADER_SUBMENU_HEIGHT_PX });
    expect(selectHeaderScroll(actor.getSnapshot()).openSubmenuId).toBe('services');
    actor.send({ type: 'scroll.changed', scrollY: HEADER_SUBMENU_HEIGHT_PX + 1 });
    expect(selectHeaderScroll(actor.getSnapshot()).openSubmenuId).toBeNull();
    actor.stop();
  });

  it(`ignores menu events for ${MENU_EVENTS_BLOCKED_MS} ms after a submenu opens`, () => {
    const { actor, clock } = start();
    actor.send({ type: 'submenu.opened', id: 'services' });
    clock.increment(MENU_EVENTS_BLOCKED_MS - 1);
    actor.send({ type: 'submenu.closed' });
    actor.send({ type: 'submenu.opened', id: 'about' });
    expect(selectHeaderScroll(actor.getSnapshot()).openSubmenuId).toBe('services');
    clock.increment(1);
    actor.send({ type: 'submenu.closed' });
    expect(selectHeaderScroll(actor.getSnapshot()).openSubmenuId).toBeNull();
    actor.stop();
  });

  it('closes a submenu at once when it is dismissed, also while its menu events are locked', () => {
    const { actor, clock } = start();
    actor.send({ type: 'submenu.opened', id: 'services' });
    clock.increment(1);
    actor.send({ type: 'submenu.dismissed' });
    expect(selectHeaderScroll(actor.getSnapshot())).toMatchObject({ openSubmenuId: null, menuLocked: false });
    actor.stop();
  });

  it('as shipped, follows the window only when asked, at most once per throttle delay', () => {
    vi.useFakeTimers();
    const fakeWindow = Object.assign(new EventTarget(), { scrollY: 0 });
    vi.stubGlobal('window', fakeWindow);
    try {
      const scroll = (y: number) => {
        fakeWindow.scrollY = y;
        fakeWindow.dispatchEvent(new Event('scroll'));
      };
      const menu = createActor(headerScrollMachine, { input: {} }).start();
      const header = createActor(headerScrollMachine, { input: { followScroll: true } }).start();
      scroll(300);
      scroll(400);
      expect(header.getSnapshot().context.scrollY).toBe(0);
      vi.advanceTimersByTime(SCROLL_DETECTION_DELAY_MS);
      // The position when the wait ends, once.
      expect(header.getSnapshot().context.scrollY).toBe(400);
      expect(selectHeaderScroll(header.getSnapshot()).hidden).toBe(true);
      expect(menu.getSnapshot().context.scrollY).toBe(0);
      header.stop();
      scroll(0);
      vi.advanceTimersByTime(SCROLL_DETECTION_DELAY_MS);
      expect(header.getSnapshot().context.scrollY).toBe(400);
      menu.stop();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
