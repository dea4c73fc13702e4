import { useSelector } from '@xstate/react';
import { testimonialSliderMachine } from '../../../machines/shell/testimonialSlider/testimonialSlider.machine';
import {
  selectTestimonialSlider,
  type TestimonialSliderView,
} from '../../../machines/shell/testimonialSlider/testimonialSlider.selectors';
import { useSiteActorRef } from '../../site/siteActors';

export interface BoundedIndex extends TestimonialSliderView {
  next(): void;
  previous(): void;
  select(index: number): void;
}

const sameView = (a: TestimonialSliderView, b: TestimonialSliderView) =>
  a.index === b.index && a.count === b.count && a.canNext === b.canNext && a.canPrevious === b.canPrevious;

/**
 * Binds the slider statechart (a bounded index, no wrap) for a view. `count`
 * and `initialIndex` are read once: give the component a `key` that changes
 * with them to start over (the machine has no event to change the count).
 */
export function useBoundedIndex(count: number, initialIndex = 0): BoundedIndex {
  const actor = useSiteActorRef(testimonialSliderMachine, { input: { count, index: initialIndex } });
  const view = useSelector(actor, selectTestimonialSlider, sameView);
  return {
    ...view,
    next: () => actor.send({ type: 'slide.next' }),
    previous: () => actor.send({ type: 'slide.previous' }),
    select: (index: number) => actor.send({ type: 'slide.selected', index }),
  };
}
