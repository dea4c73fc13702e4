import { fireEvent, screen, within } from '@testing-library/react';
import { ApiRequestError } from '../../../api/errors';
import { describe, expect, it, vi } from 'vitest';
import { booking, type BookingConfig, type BookingResult } from '../../../api/contract/booking';
import { bookingProductOf } from '../../../machines/booking/wizard/products';
import { BookingWizard } from '../../../ui/booking/wizard/BookingWizard';
import { fakeApi } from '../../../model-tests/support/fakeApi';
import { content } from '../../../api/contract/content';
import { fakeRouterAdapter } from '../../support/fakeRouterAdapter';
import { renderView } from '../../../model-tests/support/renderView';
import { settle } from '../../../model-tests/support/viewModel';

// A computer: BankID would show its QR code (jsdom has no media queries).
vi.mock('../../../ui/eidLogin/device', () => ({ detectDevice: () => 'desktop' }));

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
 * and its URL a fake router, for the steps a direct order does not have (the
 * view walk of `model-tests/views/wizard.view.test.tsx` covers those): a
 * request's path from the form to the receipt, with Back in the browser on
 * the way, and weekly cleaning's start handed to its own route. What the
 * visitor sees is asserted at every step.
 */
describe('booking wizard view: a request (configuration, other details, contact)', () => {
  it('walks from the form to the receipt, the URL following every step', async () => {
    const api = fakeApi();
    const router = fakeRouterAdapter({ path: '/en/book/handyman', query: { areaCode: '11122' } });
    renderView(<BookingWizard product={handyman} title="Handyman" simulator={false} />, { client: api.client, router });

    // Loading the form.
    expect(shown()).toBe('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    api.pending(booking.config).resolve(config);
    api.pending(content.additionalServices).resolve({ items: [] });
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
    // A conflict no field can correct: said as such, with the reason and where to go, not "check the marked fields".
    api.pending(booking.rfp).reject(new ApiRequestError({ status: 409, data: { message: 'conflict', errors: [{ field: 'body.zipCode', message: 'common.formErrors.alreadySubscribed' }] } }));
    await settle();
    const alert = screen.getByTestId('booking-error');
    expect(alert).toHaveTextContent('We could not make this booking:');
    expect(alert).toHaveTextContent('You already have a subscription at this postal code.');
    expect(within(alert).getByRole('link', { name: 'See my subscription' })).toHaveAttribute('href', '/en/my-pages/subscriptions');
    fireEvent.click(send);
    await settle();
    api.pending(booking.rfp).resolve(received);
    await settle();

    // The receipt: no confirmation was sent (the answer names none), so none is promised.
    expect(shown()).toBe('success');
    expect(screen.queryByTestId('confirmation-sent')).toBeNull();
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
    renderView(<BookingWizard product={weekly} title="Home cleaning" simulator={false} />, { client: api.client, router });
    api.pending(booking.config).resolve({ ...config, productId: weekly.productId, steps: [...weekly.steps], questions: [] });
    api.pending(content.additionalServices).resolve({ items: [] });
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

  it('through a partner, says its discount per hour comes with the home visit, and that a start straight away is without it', async () => {
    const weekly = bookingProductOf('bookingHomeCleaningRfp')!;
    const api = fakeApi();
    const router = fakeRouterAdapter({ path: '/en/book/home-cleaning', query: { areaCode: '11122', campaignCode: 'NORDLUND26' } });
    const partner = { id: 'nordlund-bygg', name: 'Nordlund Bygg AB', campaignCode: 'NORDLUND26', discountPerHour: 5_000 };
    const view = renderView(<BookingWizard product={weekly} title="Home cleaning" simulator={false} partner={partner} />, { client: api.client, router });
    api.pending(booking.config).resolve({ ...config, productId: weekly.productId, steps: [...weekly.steps], questions: [] });
    api.pending(content.additionalServices).resolve({ items: [] });
    await settle();

    expect(shown()).toBe('flow-choice');
    expect(screen.getByTestId('booking-partner')).toHaveTextContent(/^Partner: Nordlund Bygg AB \(campaign NORDLUND26\)/);
    // The matcher reads the no-break space of an amount as a space.
    expect(screen.getByTestId('booking-partner-discount')).toHaveTextContent('50 kr off every hour of cleaning, taken off the price you agree on at the home visit.');
    // Part of the choice's name, so a screen reader says it with the choice.
    expect(screen.getByRole('radio', { name: /Start straight away/ })).toHaveAccessibleName(/At our regular prices, without Nordlund Bygg AB’s discount\.$/);
    expect(screen.getByRole('radio', { name: /A free home visit first/ }).closest('label')).not.toHaveTextContent('discount');

    // A partner without a discount promises none.
    view.unmount();
    renderView(<BookingWizard product={weekly} title="Home cleaning" simulator={false} partner={{ ...partner, discountPerHour: undefined }} />, { client: api.client, router });
    api.pending(booking.config).resolve({ ...config, productId: weekly.productId, steps: [...weekly.steps], questions: [] });
    api.pending(content.additionalServices).resolve({ items: [] });
    await settle();
    expect(screen.getByTestId('booking-partner')).toHaveTextContent('Partner: Nordlund Bygg AB (campaign NORDLUND26)');
    expect(screen.queryByTestId('booking-partner-discount')).toBeNull();
    expect(screen.queryByTestId('flow-direct-without-discount')).toBeNull();
  });
});
