import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lastIndex, testimonialSliderMachine } from '../../machines/shell/testimonialSlider/testimonialSlider.machine';
import { selectTestimonialSlider } from '../../machines/shell/testimonialSlider/testimonialSlider.selectors';
import type { TestimonialSliderEvent } from '../../machines/shell/testimonialSlider/testimonialSlider.types';
import { describeModel, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof testimonialSliderMachine;

const assertions: StateAssertions<Machine, null> = {
  browsing: (snapshot) => {
    const view = selectTestimonialSlider(snapshot);
    const last = lastIndex(view.count);
    expect(view.index).toBeGreaterThanOrEqual(0);
    expect(view.index).toBeLessThanOrEqual(last);
    expect(view.canNext).toBe(view.index < last);
    expect(view.canPrevious).toBe(view.index > 0);
  },
};

const selections = [-1, 0, 1, 2, 3, 4, 1.5].map((index) => ({ type: 'slide.selected', index }));

describeModel('testimonialSlider model', {
  machine: testimonialSliderMachine,
  recorder,
  arrange: () => ({ machine: testimonialSliderMachine, env: null }),
  assertions,
  scenarios: [
    { name: 'four slides', input: { count: 4 }, events: selections },
    { name: 'one slide', input: { count: 1 }, events: selections },
    { name: 'no slides', input: { count: 0 }, events: selections },
    { name: 'starts on a later slide', input: { count: 3, index: 2 }, events: selections },
  ],
});

describe('testimonialSlider pinned', () => {
  it('never leaves [0, last] whatever the visitor does', () => {
    const event: fc.Arbitrary<TestimonialSliderEvent> = fc.oneof(
      fc.constant({ type: 'slide.next' as const }),
      fc.constant({ type: 'slide.previous' as const }),
      fc.record({ type: fc.constant('slide.selected' as const), index: fc.integer({ min: -5, max: 15 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.array(event, { maxLength: 40 }), (count, events) => {
        const actor = createActor(testimonialSliderMachine, { input: { count } }).start();
        for (const e of events) {
          actor.send(e);
          const { index } = actor.getSnapshot().context;
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(lastIndex(count));
        }
        actor.stop();
      }),
    );
  });

  it('does not wrap at either end', () => {
    const actor = createActor(testimonialSliderMachine, { input: { count: 3 } }).start();
    actor.send({ type: 'slide.previous' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'slide.next' });
    actor.send({ type: 'slide.next' });
    actor.send({ type: 'slide.next' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.stop();
  });

  it('clamps a start index outside the slides', () => {
    const actor = createActor(testimonialSliderMachine, { input: { count: 3, index: 9 } }).start();
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.stop();
  });
});
