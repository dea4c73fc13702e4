import { fromCallback } from 'xstate';
import { SCROLL_DETECTION_DELAY_MS } from '../constants';
import type { HeaderScrollEvent, OutsidePressListenerInput, ScrollListenerInput } from './headerScroll.types';

/**
 * The window's scroll position while the chart runs, as `scroll.changed`,
 * at most once per `SCROLL_DETECTION_DELAY_MS` (the position read when the
 * wait ends). Only when `follow` is set: the account menu runs the same
 * chart for its lock and does not follow the page's scrolling.
 */
export const scrollListener = fromCallback<HeaderScrollEvent, ScrollListenerInput>(({ input, sendBack }) => {
  if (!input.follow || typeof window === 'undefined') return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      sendBack({ type: 'scroll.changed', scrollY: window.scrollY });
    }, SCROLL_DETECTION_DELAY_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (timer !== undefined) clearTimeout(timer);
  };
});

/**
 * While a submenu is open: a mouse press or touch outside `insideOf()`
 * dismisses it (`submenu.dismissed`). Listens only when the input names the
 * element; the header's own submenus close by hover and focus instead.
 */
export const outsidePressListener = fromCallback<HeaderScrollEvent, OutsidePressListenerInput>(({ input, sendBack }) => {
  const { insideOf } = input;
  if (!insideOf || typeof document === 'undefined') return undefined;
  const onPress = (event: Event) => {
    if (event.target instanceof Node && insideOf()?.contains(event.target)) return;
    sendBack({ type: 'submenu.dismissed' });
  };
  document.addEventListener('mousedown', onPress);
  document.addEventListener('touchstart', onPress);
  return () => {
    document.removeEventListener('mousedown', onPress);
    document.removeEventListener('touchstart', onPress);
  };
});
