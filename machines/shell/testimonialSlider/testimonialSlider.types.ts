/** Context of the testimonial slider. */
export interface TestimonialSliderContext {
  /** The slide shown, 0..count-1 (0 when there are none). */
  index: number;
  /** Number of testimonials. */
  count: number;
}

/** Input: the number of testimonials and, optionally, the first slide. */
export interface TestimonialSliderInput {
  count: number;
  index?: number;
}

/**
 * Events:
 * - `slide.next` / `slide.previous`: arrows or swipe; ignored at the ends (no wrap).
 * - `slide.selected`: a dot; ignored unless `index` is a slide other than the current one.
 */
export type TestimonialSliderEvent =
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  | { type: 'slide.selected'; index: number };
