import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sections } from '../../../ui/sections/Sections';
import { sectionsByType } from './fixtures';
import { renderWithSite, registerSectionHooks } from './support';

registerSectionHooks();

const section = sectionsByType.testimonials;

function setup() {
  const user = userEvent.setup();
  renderWithSite(<Sections sections={[section]} />);
  return {
    user,
    previous: screen.getByRole('button', { name: 'Previous testimonial' }),
    next: screen.getByRole('button', { name: 'Next testimonial' }),
    slide: () => screen.getByRole('group', { name: /of 3$/ }),
  };
}

describe('testimonials section', () => {
  it('disables previous on the first slide and next on the last, without wrapping', async () => {
    const { user, previous, next, slide } = setup();
    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(slide()).toHaveTextContent('Always on time');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(slide()).toHaveAccessibleName('2 of 3');
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(slide()).toHaveAccessibleName('3 of 3');
    expect(slide()).toHaveTextContent('Easy to book');
    expect(next).toBeDisabled();
    // Focus moved off the button that became disabled.
    expect(previous).toHaveFocus();

    await user.click(previous);
    await user.click(previous);
    expect(slide()).toHaveAccessibleName('1 of 3');
    expect(previous).toBeDisabled();
  });

  it('has dots marking and selecting the current slide, and announces changes politely', async () => {
    const { user, slide } = setup();
    const dots = screen.getAllByRole('button', { name: /^Show testimonial/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[2]!);
    expect(slide()).toHaveAccessibleName('3 of 3');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with the arrow keys and stops at the ends', async () => {
    const { user, slide } = setup();
    const carousel = screen.getByRole('group', { name: 'Customer testimonials' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    slide().parentElement!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(slide()).toHaveAccessibleName('1 of 3');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slide()).toHaveAccessibleName('3 of 3');
    await user.keyboard('{Home}');
    expect(slide()).toHaveAccessibleName('1 of 3');
    await user.keyboard('{End}');
    expect(slide()).toHaveAccessibleName('3 of 3');
  });

  it('links the author when the testimonial has a link', async () => {
    const { user, next } = setup();
    await user.click(next);
    expect(screen.getByRole('link', { name: 'Björn K.' })).toHaveAttribute('href', '/omdomen');
  });

  it('shows no controls for a single testimonial', () => {
    renderWithSite(<Sections sections={[{ ...section, items: section.items.slice(0, 1) }]} />);
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).toBeNull();
    expect(screen.getByText('Always on time and the flat is spotless.')).toBeInTheDocument();
  });
});
