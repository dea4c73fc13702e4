import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sections } from '../../../ui/sections/Sections';
import { sectionsByType } from './fixtures';
import { renderWithSite, registerSectionHooks } from './support';

registerSectionHooks();

const faq = sectionsByType.faq;

describe('faq section', () => {
  it('opens and closes an answer with its button, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    renderWithSite(<Sections sections={[faq]} />);
    const button = screen.getByRole('button', { name: 'What is the RUT deduction?' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('A tax deduction of 50% on labour.');
    // The other answer stays closed.
    expect(screen.getByRole('button', { name: 'Do I need to be home?' })).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('carries FAQPage microdata when flagged', () => {
    const { container } = renderWithSite(<Sections sections={[faq]} />);
    const page = container.querySelector('[itemtype="https://schema.org/FAQPage"]');
    expect(page).not.toBeNull();
    expect(page).toHaveAttribute('itemscope');
    const questions = container.querySelectorAll('[itemprop="mainEntity"][itemtype="https://schema.org/Question"]');
    expect(questions).toHaveLength(2);
    const first = questions[0]!;
    expect(first.querySelector('[itemprop="name"]')).toHaveTextContent('What is the RUT deduction?');
    const answer = first.querySelector('[itemprop="acceptedAnswer"][itemtype="https://schema.org/Answer"]');
    expect(answer).toHaveAttribute('itemscope');
    expect(answer!.querySelector('[itemprop="text"]')).toHaveTextContent('A tax deduction of 50% on labour.');
  });

  it('has no microdata when not flagged', () => {
    const { container } = renderWithSite(<Sections sections={[{ ...faq, microdata: false }]} />);
    expect(container.querySelector('[itemscope], [itemprop], [itemtype]')).toBeNull();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(2);
  });
});
