import { assign, setup } from 'xstate';
import { HEADER_HEIGHT_PX, HEADER_SUBMENU_HEIGHT_PX, MENU_EVENTS_BLOCKED_MS } from '../constants';
import { outsidePressListener, scrollListener } from './headerScroll.actors';
import type { HeaderScrollContext, HeaderScrollEvent, HeaderScrollInput } from './headerScroll.types';

/** The scroll position an event reports, or the last known one for other events. */
function nextScrollY(context: HeaderScrollContext, event: HeaderScrollEvent): number {
  return event.type === 'scroll.changed' ? event.scrollY : context.scrollY;
}

/**
 * The header (spec §4): hides when scrolling down past its own height, shows
 * when scrolling up or near the top; an open submenu closes when scrolling
 * down past 152 px; menu events are ignored for 1000 ms after a submenu opens,
 * but a dismissal (Escape, a click elsewhere, focus or pointer gone) closes
 * it at once. The account menu runs the same chart for its own lock.
 *
 * Two parallel regions: `visibility` (shown/hidden) and `submenu`
 * (closed/open.locked/open.unlocked). Guards compare the event's position
 * with the previous one; only the visibility region records it.
 *
 * Runs as shipped: `scrollListener({ follow })` (`headerScroll.actors.ts`),
 * invoked for the chart's whole life, sends `scroll.changed` when the input
 * asks to follow the window's scrolling; `outsidePressListener`, while a
 * submenu is open, dismisses it on a press outside `insideOf`. Named for the edge: delay
 * `menuLockDuration`.
 */
export const headerScrollMachine = setup({
  types: {
    context: {} as HeaderScrollContext,
    events: {} as HeaderScrollEvent,
    input: {} as HeaderScrollInput,
    tags: {} as 'hidden' | 'submenuOpen',
  },
  actors: {
    scrollListener,
    outsidePressListener,
  },
  actions: {
    rememberScroll: assign({ scrollY: ({ context, event }) => nextScrollY(context, event) }),
    openSubmenu: assign({
      submenuId: ({ context, event }) => (event.type === 'submenu.opened' ? event.id : context.submenuId),
    }),
    clearSubmenu: assign({ submenuId: null }),
  },
  guards: {
    isScrollingDownPastHeader: ({ context, event }) => {
      const y = nextScrollY(context, event);
      return y > context.scrollY && y > HEADER_HEIGHT_PX;
    },
    isScrollingUpOrNearTop: ({ context, event }) => {
      const y = nextScrollY(context, event);
      return y < context.scrollY || y <= HEADER_HEIGHT_PX;
    },
    isScrollingDownPastSubmenu: ({ context, event }) => {
      const y = nextScrollY(context, event);
      return y > context.scrollY && y > HEADER_SUBMENU_HEIGHT_PX;
    },
    isOtherSubmenu: ({ context, event }) => event.type === 'submenu.opened' && event.id !== context.submenuId,
  },
  delays: {
    menuLockDuration: MENU_EVENTS_BLOCKED_MS,
  },
}).createMachine({
  id: 'headerScroll',
  type: 'parallel',
  context: ({ input }) => ({
    scrollY: input.scrollY ?? 0,
    submenuId: null,
    followScroll: input.followScroll ?? false,
    insideOf: input.insideOf ?? null,
  }),
  invoke: { id: 'scrollListener', src: 'scrollListener', input: ({ context }) => ({ follow: context.followScroll }) },
  states: {
    visibility: {
      initial: 'shown',
      states: {
        shown: {
          on: {
            'scroll.changed': [
              { guard: 'isScrollingDownPastHeader', target: 'hidden', actions: 'rememberScroll' },
              { actions: 'rememberScroll' },
            ],
          },
        },
        hidden: {
          tags: ['hidden'],
          on: {
            'scroll.changed': [
              { guard: 'isScrollingUpOrNearTop', target: 'shown', actions: 'rememberScroll' },
              { actions: 'rememberScroll' },
            ],
          },
        },
      },
    },
    submenu: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'submenu.opened': { target: 'open', actions: 'openSubmenu' } },
        },
        open: {
          tags: ['submenuOpen'],
          invoke: { src: 'outsidePressListener', input: ({ context }) => ({ insideOf: context.insideOf }) },
          initial: 'locked',
          on: {
            'scroll.changed': { guard: 'isScrollingDownPastSubmenu', target: 'closed', actions: 'clearSubmenu' },
            // The lock is against the click of the gesture that opened it, not against leaving on purpose.
            'submenu.dismissed': { target: 'closed', actions: 'clearSubmenu' },
          },
          states: {
            // Menu events are ignored here: the hover that opened the submenu
            // is often followed by a click on the same item (touch devices).
            locked: {
              after: { menuLockDuration: 'unlocked' },
            },
            unlocked: {
              on: {
                'submenu.opened': { guard: 'isOtherSubmenu', target: 'locked', actions: 'openSubmenu' },
                'submenu.closed': { target: '#headerScroll.submenu.closed', actions: 'clearSubmenu' },
              },
            },
          },
        },
      },
    },
  },
});

export type HeaderScrollMachine = typeof headerScrollMachine;
