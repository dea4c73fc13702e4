import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { booking, type BookingConfig, type BookingResult } from '../../api/contract/booking';
import { customerAccount } from '../../api/contract/customerAccount';
import { bookingProductOf } from '../../machines/booking/wizard/products';
import { BookingWizard } from '../../ui/booking/wizard/BookingWizard';
import { fakeApi } from '../support/fakeApi';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { renderView } from '../support/renderView';
import { settle } from '../support/viewModel';

// The wizard tells the site's session of a login made in it; none is made on this path.
vi.mock('../../ui/session/SessionContext', () => ({ useSession: () => ({ actor: undefined }) }));
// A computer: BankID would show its QR code (jsdom has no media queries).
vi.mock('../../ui/eidLogin/device', () => ({ detectDevice: () => 'desktop' }));

const handyman = bookingProductOf('bookingGeneralHandyman')!;
const config: BookingConfig = {
  productId: handyman.productId,
  type: 'rfp',
  business: false,
  subscription: false,
  steps: [...handyman.steps],
  questions: [{ id: 'hours', kind: 'number', step: 'configuration', label: 'Hours', required: true, min: 1, max: 10 }],
  rutEligible: true,
  earliestStartDays: 1,
};
const received: BookingResult = { bookingId: 'b-1', reference: 'HG-2345AB', type: 'rfp', status: 'received', productId: handyman.productId };

const shown = () => screen.getByTestId('booking-wizard').getAttribute('data-step');
const next = () => screen.getByTestId('booking-next');
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/**
 * The real wizard view on the real chart, its calls answered by a fake API
 * and its URL a fake router: a request product's path from the form to the
 * receipt, with Back in the browser on the way. What the visitor sees is
 * asserted at every step.
 */
describe('booking wizard view: a request (configuration, other details, contact)', () => {
  it('walks from the form to the receipt, the URL following every step', async () => {
    const api = fakeApi();
    const router = fakeRouterAdapter({ path: '/en/book/handyman', query: { areaCode: '11122' } });
    renderView(<BookingWizard product={handyman} title="Handyman" simulator={false} sessionId={null} />, { client: api.client, router });

    // Loading the form.
    expect(shown()).toBe('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    api.pending(booking.config).resolve(config);
    await settle();

    // The first step: judged by the chart (nothing answered yet), so the visitor cannot go on.
    expect(shown()).toBe('configuration');
    expect(router.navigations).toEqual([{ kind: 'setQuery', changes: { step: 'configuration' }, history: 'replace' }]);
    expect(next()).toBeDisabled();
    type('Hours', '2');
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    await settle();

    // Other details: nothing is asked, so the step is valid as it opens.
    expect(shown()).toBe('optional-configuration');
    expect(router.navigations.at(-1)).toEqual({ kind: 'setQuery', changes: { step: 'optional-configuration' }, history: 'push' });
    expect(next()).toBeEnabled();

    // Back in the browser: the first step again, with its answer.
    router.arrive({ query: { areaCode: '11122', step: 'configuration' } });
    await settle();
    expect(shown()).toBe('configuration');
    expect(screen.getByLabelText('Hours')).toHaveValue('2');
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    await settle();
    fireEvent.click(next());
    await settle();

    // Contact: the person and the place of the job; sending waits for both.
    expect(shown()).toBe('contact');
    const send = screen.getByTestId('booking-submit');
    expect(send).toBeDisabled();
    type('First name', 'Anna');
    type('Last name', 'Svensson');
    type('Email', 'anna@example.se');
    type(/Mobile phone/, '0701234567');
    expect(send).toBeDisabled();
    type('Street address', 'Storgatan 1');
    type('City', 'Stockholm');
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await settle();

    // Sent with the place at the checked postal code and the page it was sent from.
    const body = api.pending(booking.rfp).input?.body as { contact: unknown; address: unknown; bookingUrl?: string };
    expect(body.contact).toMatchObject({ firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se' });
    expect(body.address).toEqual({ street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' });
    expect(body.bookingUrl).toBe('/en/book/handyman');
    api.pending(booking.rfp).resolve(received);
    await settle();

    // The receipt.
    expect(shown()).toBe('success');
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('HG-2345AB');
    expect(screen.getByRole('heading', { name: 'Thank you for your request!' })).toBeInTheDocument();
    expect(router.navigations.at(-1)).toEqual({ kind: 'setQuery', changes: { step: 'success' }, history: 'push' });
  });
});

describe('booking wizard view: weekly cleaning (how to start, then the cleaning)', () => {
  it('hands a start straight away to its own route, with the postal code and not the step', async () => {
    const weekly = bookingProductOf('bookingHomeCleaningRfp')!;
    const api = fakeApi();
    const router = fakeRouterAdapter({ path: '/en/book/home-cleaning', query: { areaCode: '11122' } });
    renderView(<BookingWizard product={weekly} title="Home cleaning" simulator={false} sessionId={null} />, { client: api.client, router });
    api.pending(booking.config).resolve({ ...config, productId: weekly.productId, steps: [...weekly.steps], questions: [] });
    await settle();

    // How to start: nothing chosen yet.
    expect(shown()).toBe('flow-choice');
    expect(next()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Start straight away/ }));
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    await settle();

    // Another route takes over: the wizard says so and goes there.
    expect(shown()).toBe('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Opening the booking…');
    expect(router.navigations.at(-1)).toEqual({ kind: 'go', path: '/en/book/home-cleaning-direct?areaCode=11122', replace: false });
  });
});

describe('booking wizard view: a direct order (form, time, customer, address, contact)', () => {
  it('books for the customer logged in, with their address and details', async () => {
    const deepCleaning = bookingProductOf('bookingDeepCleaning')!;
    const api = fakeApi();
    const router = fakeRouterAdapter({ path: '/en/book/deep-cleaning', query: { areaCode: '11122' } });
    renderView(<BookingWizard product={deepCleaning} title="Deep cleaning" simulator={false} sessionId="site-1" />, { client: api.client, router });
    api.pending(booking.config).resolve({
      ...config,
      productId: deepCleaning.productId,
      type: 'direct',
      steps: [...deepCleaning.steps],
      questions: [{ id: 'livingArea', kind: 'number', step: 'configuration', label: 'Living area', required: true, min: 1, max: 1000 }],
    });
    const person = { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se' };
    api.pending(customerAccount.get).resolve({
      id: 'cust-1',
      ...person,
      mobilePhone: '+46 70 123 45 67',
      activeAccount: { id: 'private', type: 'private', ...person, account: person },
      addresses: [{ id: 'addr-1', street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm', primary: true }],
    });
    await settle();

    expect(shown()).toBe('configuration');
    expect(screen.getByTestId('discount-code')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    type('Living area', '85');
    fireEvent.click(next());
    await settle();
    // The cleaning and its extras ask nothing here: valid as they open.
    expect(shown()).toBe('cleaning-configuration');
    fireEvent.click(next());
    await settle();
    expect(shown()).toBe('optional-configuration');
    fireEvent.click(next());
    await settle();

    // The calendar: a time must be chosen.
    expect(shown()).toBe('availability');
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(8, 0, 0, 0);
    const slot = { startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(), available: true };
    api.pending(booking.availability).resolve({ slots: [slot], firstAvailable: slot.startTime });
    await settle();
    expect(next()).toBeDisabled();
    fireEvent.click(screen.getAllByTestId('slot')[0]!);
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    await settle();

    // Logged in already: identified as the customer.
    expect(shown()).toBe('customer');
    expect(screen.getByTestId('booking-identified')).toHaveTextContent('Booking for Anna Svensson.');
    fireEvent.click(next());
    await settle();

    // The customer's address at the postal code.
    expect(shown()).toBe('address');
    expect(next()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Storgatan 1/ }));
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    await settle();

    // Contact: filled with the customer's details and judged valid by the chart as the step opens.
    expect(shown()).toBe('contact');
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    const book = screen.getByTestId('booking-submit');
    expect(book).toBeEnabled();
    fireEvent.click(book);
    await settle();
    const body = api.pending(booking.direct).input?.body as { addressId?: string; startTime?: string; bookingUrl?: string };
    expect(body).toMatchObject({ addressId: 'addr-1', startTime: slot.startTime, bookingUrl: '/en/book/deep-cleaning' });
    api.pending(booking.direct).resolve({ ...received, type: 'order', status: 'confirmed', productId: deepCleaning.productId, startTime: slot.startTime });
    await settle();
    expect(shown()).toBe('success');
    expect(screen.getByRole('heading', { name: 'Thank you for your booking!' })).toBeInTheDocument();
  });
});
