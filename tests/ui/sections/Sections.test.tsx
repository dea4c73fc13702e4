import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SectionType } from '../../../api/contract/content.schemas';
import { sectionTypes, Sections } from '../../../ui/sections/Sections';
import { allSections, sectionsByType } from './fixtures';
import { renderWithSite, setViewport, stubFetch, registerSectionHooks } from './support';

registerSectionHooks();

describe('<Sections>', () => {
  it('renders every one of the 23 section types as a section labelled by its heading', () => {
    setViewport(1280);
    stubFetch(() => ({ body: { items: [], total: 0, page: 1, limit: 12 } }));
    const { container } = renderWithSite(<Sections sections={allSections} />);

    const types = Object.keys(sectionsByType) as SectionType[];
    expect(types).toHaveLength(23);
    expect([...sectionTypes].sort()).toEqual([...types].sort());

    const sections = Array.from(container.querySelectorAll('section'));
    expect(sections.map((section) => section.dataset.sectionType)).toEqual(types);
    for (const section of sections) {
      const headingId = section.getAttribute('aria-labelledby');
      expect(headingId, section.dataset.sectionType).toBeTruthy();
      const heading = container.ownerDocument.getElementById(headingId!);
      expect(heading, section.dataset.sectionType).not.toBeNull();
      expect(section.contains(heading)).toBe(true);
      expect(heading!.textContent, section.dataset.sectionType).not.toBe('');
    }
    // Each section is a landmark named by its heading.
    expect(screen.getByRole('region', { name: 'Questions and answers' })).toBeInTheDocument();
  });

  it('gives the first hero an h1 and every other section an h2', () => {
    const hero = sectionsByType.hero;
    renderWithSite(
      <Sections
        sections={[sectionsByType.text, hero, { ...hero, id: 'hero-2', title: 'Second hero' }, sectionsByType.faq]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([hero.title]);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toContain('Second hero');
    expect(h2s).toContain('Questions and answers');
  });

  it('gives an untitled section a heading for screen readers only', () => {
    renderWithSite(<Sections sections={[sectionsByType.keytoCarouselWidget]} />);
    const region = screen.getByRole('region', { name: 'Popular services' });
    const heading = within(region).getByRole('heading', { level: 2 });
    expect(heading).toHaveClass('visually-hidden');
  });

  it('skips a section type it does not know instead of breaking the page', () => {
    vi.mocked(console.warn).mockImplementation(() => {});
    const unknown = { id: 'x', type: 'fromTheFuture' } as unknown as (typeof allSections)[number];
    const { container } = renderWithSite(<Sections sections={[unknown, sectionsByType.text]} />);
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('fromTheFuture'));
  });
});
