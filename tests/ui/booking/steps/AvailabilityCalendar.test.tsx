import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../api/client';
import type { Locale } from '../../../../i18n/locales';
import { holidaysBetween } from '../../../../server/domain/holidays';
import type { Availability } from '../../../../api/contract/booking';
import { AvailabilityCalendar } from '../../../../ui/booking/steps/AvailabilityCalendar';
import { renderWithProviders } from '../../../support/providers';

// Week 48 of 2026: Monday 23 November to Sunday 29 November. Friday 27th is closed (no slots).
const slot = (startTime: string, endTime: string, available: boolean) => ({ startTime, endTime, available });
const availability: Availability = {
  firstAvailable: '2026-11-23T08:00:00+01:00',
  slots: [
    slot('2026-11-23T08:00:00+01:00', '2026-11-23T11:00:00+01:00', true),
    slot('2026-11-23T13:00:00+01:00', '2026-11-23T16:00:00+01:00', false),
    slot('2026-11-24T08:00:00+01:00', '2026-11-24T11:00:00+01:00', true),
    // Late in UTC, still Wednesday in Stockholm.
    slot('2026-11-25T22:30:00Z', '2026-11-25T23:30:00Z', true),
    slot('2026-11-26T08:00:00+01:00', '2026-11-26T11:00:00+01:00', true),
    slot('2026-12-01T08:00:00+01:00', '2026-12-01T11:00:00+01:00', true),
  ],
};
const now = new Date('2026-11-21T12:00:00+01:00');

const renderCalendar = (props: Partial<Parameters<typeof AvailabilityCalendar>[0]> = {}) => {
  const onSelect = vi.fn();
  const onRetry = vi.fn();
  renderWithProviders(
    <AvailabilityCalendar
      availability={availability}
      selected={null}
      loading={false}
      errorKey={null}
      onSelect={onSelect}
      onRetry={onRetry}
      locale="en"
      now={now}
      {...props}
    />,
  );
  return { onSelect, onRetry };
};

const days = () => screen.getAllByTestId('calendar-day');

describe('AvailabilityCalendar', () => {
  it('shows a week from Monday to Sunday in Swedish time', () => {
    renderCalendar();
    expect(days().map((day) => day.dataset.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(within(days()[0]!).getByRole('heading')).toHaveTextContent('Monday');
    expect(screen.getByText(/Week 48/)).toBeInTheDocument();
    expect(within(days()[2]!).getByRole('button', { name: /23:30/ })).toBeEnabled();
  });

  it('shows days without slots as closed and full slots disabled', () => {
    renderCalendar();
    for (const closed of days().slice(4)) {
      expect(within(closed).getByText('Closed')).toBeInTheDocument();
      expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    }
    const monday = within(days()[0]!);
    expect(monday.getByRole('button', { name: /13:00, fully booked/ })).toBeDisabled();
    expect(monday.getByRole('button', { name: /08:00$/ })).toBeEnabled();
  });

  it('says why a day has no times: passed, too soon to book (the lead time), or closed after the first bookable day', () => {
    // Today is Wednesday 25 November; the first bookable day is Friday 27th; Saturday and Sunday have no times.
    const later: Availability = {
      firstAvailable: '2026-11-27T08:00:00+01:00',
      slots: [slot('2026-11-27T08:00:00+01:00', '2026-11-27T11:00:00+01:00', true), slot('2026-11-30T08:00:00+01:00', '2026-11-30T11:00:00+01:00', true)],
    };
    renderCalendar({ availability: later, now: new Date('2026-11-25T12:00:00+01:00') });
    const said = days().map((day) => day.querySelector('p')?.textContent ?? 'times');
    expect(said).toEqual(['Passed', 'Passed', 'Too soon to book', 'Too soon to book', 'times', 'Closed', 'Closed']);
  });

  it('selects a slot with the keyboard and marks the selected one pressed', async () => {
    const { onSelect } = renderCalendar({ selected: availability.slots[2]! });
    const tuesday = within(days()[1]!);
    expect(tuesday.getByRole('button', { name: /08:00/ })).toHaveAttribute('aria-pressed', 'true');
    const monday = within(days()[0]!).getByRole('button', { name: /08:00/ });
    expect(monday).toHaveAttribute('aria-pressed', 'false');
    monday.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(availability.slots[0]);
  });

  it('makes the week’s times one Tab stop, the chosen one, and moves among the free ones with the arrow keys', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderCalendar({ selected: availability.slots[2]! });
    const slots = () => screen.getAllByTestId('slot');
    const stops = () => slots().filter((button) => button.tabIndex === 0);
    expect(stops().map((button) => button.getAttribute('aria-label'))).toEqual(['Tuesday 24 November at 08:00']);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Tuesday 24 November at 08:00');
    // The full Monday afternoon is passed over; Home and End reach the week's ends.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName('Monday 23 November at 08:00');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Thursday 26 November at 08:00');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Wednesday 25 November at 23:30');
    expect(stops()).toEqual([document.activeElement]);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(availability.slots[3]);
    // Tab leaves the times for what follows them.
    await user.tab();
    expect(slots()).not.toContain(document.activeElement);
  });

  it('does not select a full slot', async () => {
    const { onSelect } = renderCalendar();
    await userEvent.click(within(days()[0]!).getByRole('button', { name: /13:00/ }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('pages between weeks, not before the current one', async () => {
    renderCalendar();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(days()[0]!.dataset.day).toBe('2026-11-30');
    expect(within(days()[1]!).getByRole('button', { name: /08:00/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(days()[0]!.dataset.day).toBe('2026-11-23');
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = vi.fn();
    renderCalendar({ availability: null, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading available times…');
    document.body.innerHTML = '';

    renderCalendar({ availability: { slots: [], firstAvailable: null } });
    expect(screen.getByRole('status')).toHaveTextContent(/no free times/i);
    document.body.innerHTML = '';

    renderCalendar({ errorKey: 'booking.errors.slotTaken', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('someone just booked that time');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  describe('holidays', () => {
    afterEach(() => vi.unstubAllGlobals());

    // Christmas week of 2026: times Monday to Wednesday, nothing from Christmas Eve on.
    const christmas: Availability = {
      firstAvailable: '2026-12-21T08:00:00+01:00',
      slots: ['21', '22', '23'].map((day) => slot(`2026-12-${day}T08:00:00+01:00`, `2026-12-${day}T11:00:00+01:00`, true)),
    };

    /** The call layer with `fetch` answering the holidays call as the server's own rule does, in the language asked. */
    function withHolidayServer(locale: Locale) {
      const asked: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          const url = new URL(String(input), 'http://localhost');
          asked.push(url.pathname + url.search);
          const items = holidaysBetween(url.searchParams.get('from')!, url.searchParams.get('to')!, locale).map(({ date, name }) => ({ date, name }));
          return new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } });
        }),
      );
      return { asked, client: createApiClient({ lang: locale, storage: null, logger: { error: () => {}, warn: () => {} } }) };
    }

    it.each([
      ['en', ['Christmas Eve', 'Christmas Day', 'Boxing Day']],
      ['sv', ['Julafton', 'Juldagen', 'Annandag jul']],
    ] as const)('names the holidays among the closed days, in the page’s language (%s), asking once for the year', async (locale, names) => {
      const { asked, client } = withHolidayServer(locale);
      renderWithProviders(
        <AvailabilityCalendar availability={christmas} selected={null} loading={false} errorKey={null} onSelect={vi.fn()} onRetry={vi.fn()} locale={locale} now={now} />,
        { site: { locale }, client },
      );
      expect(await screen.findAllByTestId('calendar-holiday')).toHaveLength(3);
      expect(days().slice(3, 6).map((day) => within(day).getByTestId('calendar-holiday').textContent)).toEqual(names);
      // Sunday is closed without a name; the working days have times.
      expect(within(days()[6]!).queryByTestId('calendar-holiday')).not.toBeInTheDocument();
      expect(asked).toEqual([`/api/v2/calendar/holidays?from=2026-01-01&to=2026-12-31&lang=${locale}`]);
    });

    it('only says closed when the holidays cannot be read', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
      const client = createApiClient({ lang: 'en', storage: null, logger: { error: () => {}, warn: () => {} } });
      renderWithProviders(
        <AvailabilityCalendar availability={christmas} selected={null} loading={false} errorKey={null} onSelect={vi.fn()} onRetry={vi.fn()} locale="en" now={now} />,
        { client },
      );
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      expect(within(days()[4]!).getByText('Closed')).toBeInTheDocument();
      expect(screen.queryByTestId('calendar-holiday')).not.toBeInTheDocument();
    });
  });
});
