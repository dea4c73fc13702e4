import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../../../machines/shell/constants';
import { BREAKPOINTS, minWidth } from '../../styles/breakpoints';
import { AREAS_PAGE_SIZE } from '../constants';

/** Page size of the areas slider for the viewport the media queries describe. */
export function areasPageSize(matches: (query: string) => boolean): number {
  if (matches(minWidth(BREAKPOINTS.desktop))) return AREAS_PAGE_SIZE.desktop;
  if (matches(minWidth(BREAKPOINTS.tabletPortrait))) return AREAS_PAGE_SIZE.tablet;
  return AREAS_PAGE_SIZE.phone;
}

/**
 * Areas per slider page: 20 on phones, 40 on tablets, 60 on desktops,
 * measured with `matchMedia` after mount and again after resizing settles
 * (debounced). The server renders the phone size (mobile first).
 */
export function usePageSize(): number {
  const [size, setSize] = useState<number>(AREAS_PAGE_SIZE.phone);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const measure = () => setSize(areasPageSize((query) => window.matchMedia(query).matches));
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
  return size;
}
