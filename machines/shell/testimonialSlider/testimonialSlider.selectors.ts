import type { SnapshotFrom } from 'xstate';
import type { TestimonialSliderMachine } from './testimonialSlider.machine';

type TestimonialSliderSnapshot = SnapshotFrom<TestimonialSliderMachine>;

/** What the slider view renders. */
export interface TestimonialSliderView {
  index: number;
  count: number;
  canNext: boolean;
  canPrevious: boolean;
}

export function selectTestimonialSlider(snapshot: TestimonialSliderSnapshot): TestimonialSliderView {
  return {
    index: snapshot.context.index,
    count: snapshot.context.count,
    canNext: snapshot.can({ type: 'slide.next' }),
    canPrevious: snapshot.can({ type: 'slide.previous' }),
  };
}
