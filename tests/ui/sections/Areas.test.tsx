import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Sections } from '../../../ui/sections/Sections';
import { areasPageSize } from '../../../ui/sections/Areas/usePageSize';
import { AREAS_COLUMN_SIZE, AREAS_PAGE_SIZE } from '../../../ui/sections/constants';
import { RESIZE_DEBOUNCE_MS } from '../../../machines/shell/constants';
import { areaNames, sectionsByType } from './fixtures';
import { renderWithSite, setViewport, registerSectionHooks } from './support';

registerSectionHooks();

const section = { ...sectionsByType.areas, areas: areaNames(130) };

const visibleColumns = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-areas-column]')).map((column) => column.querySelectorAll('li').length);
const pageLabel = () => screen.getByRole('group', { name: /^Page \d+ of \d+$/ });

describe('areas section', () => {
  it.each([
    [375, AREAS_PAGE_SIZE.phone, 7],
    [639, AREAS_PAGE_SIZE.phone, 7],
    [640, AREAS_PAGE_SIZE.tablet, 4],
    [1023, AREAS_PAGE_SIZE.tablet, 4],
    [1024, AREAS_PAGE_SIZE.desktop, 3],
    [1920, AREAS_PAGE_SIZE.desktop, 3],
  ])('at %ipx shows pages of %i areas (%i pages) in columns of 10', (width, size, pages) => {
    setViewport(width);
    const { container } = renderWithSite(<Sections sections={[section]} />);
    expect(pageLabel()).toHaveAccessibleName(`Page 1 of ${pages}`);
    expect(visibleColumns(container)).toEqual(Array(size / AREAS_COLUMN_SIZE).fill(AREAS_COLUMN_SIZE));
    expect(screen.getAllByRole('button', { name: /^Show page/ })).toHaveLength(pages);
  });

  it('shows a short last page in columns of up to 10', async () => {
    setViewport(1280);
    const user = userEvent.setup();
    const { container } = renderWithSite(<Sections sections={[section]} />);
    const next = screen.getByRole('button', { name: 'Next areas' });
    await user.click(next);
    await user.click(next);
    expect(pageLabel()).toHaveAccessibleName('Page 3 of 3');
    expect(next).toBeDisabled();
    // 130 - 120 = 10 areas left.
    expect(visibleColumns(container)).toEqual([10]);
    expect(screen.getByText('Area 130')).toBeInTheDocument();
  });

  it('re-pages after a resize once the debounce has passed, keeping the first visible area', async () => {
    vi.useFakeTimers();
    setViewport(375);
    const { container } = renderWithSite(<Sections sections={[section]} />);
    expect(pageLabel()).toHaveAccessibleName('Page 1 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Show page 4' }));
    expect(pageLabel()).toHaveAccessibleName('Page 4 of 7');
    expect(screen.getByText('Area 61')).toBeInTheDocument();

    setViewport(1280);
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(pageLabel()).toHaveAccessibleName('Page 4 of 7');
    act(() => vi.advanceTimersByTime(1));
    // Area 61 was first on screen; on desktop it is on page 2 (areas 61–120).
    expect(pageLabel()).toHaveAccessibleName('Page 2 of 3');
    expect(visibleColumns(container)).toEqual(Array(6).fill(10));
    expect(screen.getByText('Area 61')).toBeInTheDocument();
  });

  it('links areas that have a page', () => {
    setViewport(375);
    renderWithSite(<Sections sections={[section]} />);
    expect(screen.getByRole('link', { name: 'Area 1' })).toHaveAttribute('href', '/omraden/area-1');
    expect(screen.queryByRole('link', { name: 'Area 2' })).toBeNull();
  });

  it('picks the page size from the media queries', () => {
    const at = (width: number) => (query: string) => width >= Number(/(\d+)px/.exec(query)![1]);
    expect(areasPageSize(at(320))).toBe(20);
    expect(areasPageSize(at(700))).toBe(40);
    expect(areasPageSize(at(1100))).toBe(60);
  });
});
