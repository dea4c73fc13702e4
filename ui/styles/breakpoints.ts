/**
 * Breakpoints of the site (spec section 9) for scripts; the CSS repeats the
 * same pixel values in its media queries (see `tokens.css`).
 */
export const BREAKPOINTS = {
  /** Phone: up to 639px. */
  phoneMax: 639,
  /** Tablet portrait: 640–767px. */
  tabletPortrait: 640,
  /** Tablet landscape: 768–1023px. */
  tabletLandscape: 768,
  /** Desktop: 1024–1439px. */
  desktop: 1024,
  /** Wide: from 1440px. */
  wide: 1440,
  /** Extra wide: from 1920px. */
  extraWide: 1920,
} as const;

/** `min-width` media query for a breakpoint. */
export const minWidth = (px: number) => `(min-width: ${px}px)`;
