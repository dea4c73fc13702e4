import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SectionOf } from '../../api/contract/content.schemas';
import { lastIndex, testimonialSliderMachine } from '../../machines/shell/testimonialSlider/testimonialSlider.machine';
import { Testimonials } from '../../ui/sections/Testimonials/Testimonials';
import { sectionsByType, testimonials } from '../../tests/ui/sections/fixtures';
import { useModelCoverage } from '../support/modelTest';
import { renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel } from '../support/viewModel';
import type { EventExecutors, ViewAssertions } from '../support/viewModel';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof testimonialSliderMachine;

interface Env {
  count: number;
}

function renderSection(count: number): Env {
  const section: SectionOf<'testimonials'> = { ...sectionsByType.testimonials, items: testimonials.slice(0, count) };
  renderView(<Testimonials section={section} />);
  return { count };
}

const carousel = () => screen.getByRole('group', { name: 'Customer testimonials' });
const slide = () => within(carousel()).getByRole('group', { name: / of \d+$/ });
const previousButton = () => screen.queryByRole('button', { name: 'Previous testimonial' });
const nextButton = () => screen.queryByRole('button', { name: 'Next testimonial' });
const dots = () => screen.queryAllByRole('button', { name: /^Show testimonial \d+$/ });

/** An enabled arrow is clicked; at an end (arrow disabled, or none for one slide) the arrow key still sends the event. */
function arrow(button: HTMLElement | null, key: 'ArrowLeft' | 'ArrowRight'): void {
  if (button && !(button as HTMLButtonElement).disabled) fireEvent.click(button);
  else fireEvent.keyDown(carousel(), { key });
}

const executors = {
  'slide.next': () => arrow(nextButton(), 'ArrowRight'),
  'slide.previous': () => arrow(previousButton(), 'ArrowLeft'),
  // Home and End select the ends; the dots select any slide.
  'slide.selected': ({ index }, env) => {
    if (index === 0) fireEvent.keyDown(carousel(), { key: 'Home' });
    else if (index === env.count - 1) fireEvent.keyDown(carousel(), { key: 'End' });
    else {
      const dot = dots()[index];
      if (!dot) throw new Error(`no dot for slide ${index}`);
      fireEvent.click(dot);
    }
  },
} satisfies EventExecutors<Machine, Env>;

const assertions: ViewAssertions<Machine, Env> = {
  browsing: ({ context }) => {
    const { index, count } = context;
    const testimonial = testimonials[index];
    expect(slide()).toHaveAccessibleName(`${index + 1} of ${count}`);
    expect(slide()).toHaveTextContent(testimonial?.description ?? '');
    expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');
    if (count < 2) {
      expect(previousButton()).toBeNull();
      expect(nextButton()).toBeNull();
      expect(dots()).toHaveLength(0);
      return;
    }
    expect(previousButton()).toHaveProperty('disabled', index === 0);
    expect(nextButton()).toHaveProperty('disabled', index === lastIndex(count));
    expect(dots()).toHaveLength(count);
    dots().forEach((dot, position) => {
      if (position === index) expect(dot).toHaveAttribute('aria-current', 'true');
      else expect(dot).not.toHaveAttribute('aria-current');
    });
  },
};

const selections = (count: number) => Array.from({ length: count }, (_, index) => ({ type: 'slide.selected', index }));

describeViewModel('testimonial slider view (Testimonials section)', {
  machine: testimonialSliderMachine,
  executors,
  assertions,
  scenarios: [
    {
      name: 'three testimonials',
      input: { count: 3 },
      events: selections(3),
      render: () => renderSection(3),
    },
    {
      name: 'one testimonial',
      input: { count: 1 },
      events: selections(1),
      render: () => renderSection(1),
    },
  ],
});
