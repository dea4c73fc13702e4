import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { MAIN_ID } from '../Layout/Layout';

/** Room kept between a focused control and the banner's top edge. */
const GAP_PX = 12;
/** The page's bottom gets this much room while the banner shows, so its last controls can scroll above the banner. */
const SPACE_PROPERTY = '--consent-banner-space';

/**
 * While the cookie banner sits over the page's bottom edge, no focused
 * control may hide under it (WCAG 2.4.11): the page keeps room below its
 * end as tall as the banner, and a control that takes focus under the banner
 * is scrolled up above it. Remembers the last control focused outside the
 * banner, so `returnFocus` can hand the focus back there (or to the main
 * content) when the banner goes or Escape is pressed in it.
 */
export function useFocusClearOfBanner(bannerRef: RefObject<HTMLElement | null>, visible: boolean) {
  const lastOutside = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!visible || !banner) return;
    const root = document.documentElement;
    // On a short screen the banner is in the page's flow (its style says so): it covers nothing and needs no room.
    const floating = () => getComputedStyle(banner).position === 'fixed';
    const keepRoom = () =>
      root.style.setProperty(SPACE_PROPERTY, floating() ? `${Math.ceil(banner.getBoundingClientRect().height) + GAP_PX * 2}px` : '0px');
    keepRoom();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepRoom);
    resized?.observe(banner);
    window.addEventListener('resize', keepRoom);

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || banner.contains(target)) return;
      lastOutside.current = target;
      const control = target.getBoundingClientRect();
      const cover = banner.getBoundingClientRect();
      const overlapsAcross = control.right > cover.left && control.left < cover.right;
      const below = control.bottom + GAP_PX - cover.top;
      if (floating() && overlapsAcross && below > 0 && control.top < cover.bottom) window.scrollBy({ top: below, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('resize', keepRoom);
      resized?.disconnect();
      root.style.removeProperty(SPACE_PROPERTY);
    };
  }, [bannerRef, visible]);

  const returnFocus = useCallback(() => {
    const previous = lastOutside.current;
    if (previous?.isConnected) previous.focus();
    else document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, []);

  return { returnFocus };
}
