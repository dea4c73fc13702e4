import { assign, setup } from 'xstate';
import type { TestimonialSliderContext, TestimonialSliderEvent, TestimonialSliderInput } from './testimonialSlider.types';

/** Index of the last slide (0 when empty). */
export function lastIndex(count: number): number {
  return Math.max(0, Math.floor(count) - 1);
}

function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(0, Math.floor(index)), lastIndex(count));
}

/**
 * The testimonial slider (spec §4): the index moves between 0 and the last
 * slide; next/previous stop at the ends; selecting a slide must name a valid
 * other slide. `can()` on the events tells the view which controls to enable.
 */
export const testimonialSliderMachine = setup({
  types: {
    context: {} as TestimonialSliderContext,
    events: {} as TestimonialSliderEvent,
    input: {} as TestimonialSliderInput,
  },
  actions: {
    showNext: assign({ index: ({ context }) => clampIndex(context.index + 1, context.count) }),
    showPrevious: assign({ index: ({ context }) => clampIndex(context.index - 1, context.count) }),
    showSelected: assign({
      index: ({ context, event }) => (event.type === 'slide.selected' ? clampIndex(event.index, context.count) : context.index),
    }),
  },
  guards: {
    hasNext: ({ context }) => context.index < lastIndex(context.count),
    hasPrevious: ({ context }) => context.index > 0,
    isOtherSlide: ({ context, event }) =>
      event.type === 'slide.selected' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index <= lastIndex(context.count) &&
      event.index !== context.index,
  },
}).createMachine({
  id: 'testimonialSlider',
  context: ({ input }) => ({ count: Math.max(0, Math.floor(input.count)), index: clampIndex(input.index ?? 0, input.count) }),
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'slide.next': { guard: 'hasNext', actions: 'showNext' },
        'slide.previous': { guard: 'hasPrevious', actions: 'showPrevious' },
        'slide.selected': { guard: 'isOtherSlide', actions: 'showSelected' },
      },
    },
  },
});

export type TestimonialSliderMachine = typeof testimonialSliderMachine;
