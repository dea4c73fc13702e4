import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sections } from '../../../ui/sections/Sections';
import { splitIntoColumns } from '../../../ui/sections/HowItWorks/HowItWorks';
import { sectionsByType } from './fixtures';
import { renderWithSite, registerSectionHooks } from './support';

registerSectionHooks();

describe('howItWorks section', () => {
  it('puts the first half of the items in the left column and the rest in the right one', () => {
    const { container } = renderWithSite(<Sections sections={[sectionsByType.howItWorks]} />);
    const columns = Array.from(container.querySelectorAll('ol[data-column]'));
    expect(columns).toHaveLength(2);
    const titles = columns.map((column) => within(column as HTMLElement).getAllByRole('heading').map((h) => h.textContent));
    expect(titles).toEqual([
      ['One', 'Two', 'Three'],
      ['Four', 'Five'],
    ]);
    // Numbering runs on into the second column.
    expect(columns[1]).toHaveAttribute('start', '4');
  });

  it('splits even lists in equal halves', () => {
    expect(splitIntoColumns([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(splitIntoColumns([1])).toEqual([[1], []]);
    expect(splitIntoColumns([])).toEqual([[], []]);
  });
});
