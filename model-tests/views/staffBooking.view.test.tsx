import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routePath } from '../../api/routes';
import { bookingProductOf } from '../../machines/booking/wizard/products';
import type { BookingProduct } from '../../machines/booking/wizard/products';
import type { StaffSsoView } from '../../machines/staffSso/staffSso.selectors';
import { StaffBooking } from '../../ui/booking/StaffBooking';
import { ACTING_FOR_STORAGE_KEY } from '../../ui/staff/actingFor';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { availabilityA, bookingResult, callActorsOf, livingAreaConfig, price, profile, slotA, wizardCallFakes } from '../booking/wizard.support';
import type { WizardCallFakes } from '../booking/wizard.support';
import { actorProbe } from '../support/actorProbe';
import { flush } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { useModelCoverage } from '../support/modelTest';
import { renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);
// jsdom has no media queries; the staff wizard has no BankID step anyway.
vi.mock('../../ui/eidLogin/device', () => ({ detectDevice: () => 'desktop' }));
/** The directory edge as the staff host gives it: the sign-on the test sets, and "log in". */
const directory = vi.hoisted(() => ({ sso: null as StaffSsoView | null, signOn: (() => undefined) as () => void }));
vi.mock('../../ui/directory/DirectoryContext', () => ({
  useDirectory: () => ({ actor: null, staffMode: true, bridge: {}, signOn: directory.signOn, signOut: () => undefined }),
  useStaffSsoView: () => directory.sso,
}));

/**
 * The booking page in customer-service mode: what staff see before the
 * wizard (signing on, choosing a customer, a request product) and the staff
 * wizard itself, which has no BankID step and books for the customer named.
 */

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

const windowCleaning: BookingProduct = bookingProductOf('bookingWindowCleaningDirect')!;
const handyman: BookingProduct = bookingProductOf('bookingGeneralHandyman')!;
const OSKAR = { ssn: '19811218-9876', name: 'Oskar Lindqvist' };
const STAFF_WIZARD = `bookingWizard:staff:${windowCleaning.route}`;

const signedOn = (isStaff: boolean): StaffSsoView => ({
  ready: true,
  user: { name: 'Anna Berg', username: 'anna.berg@example.se', roles: isStaff ? ['staff'] : ['editor'] },
  isStaff,
  isEditor: !isStaff,
  failed: false,
  errorKey: null,
  busy: false,
  canSignOn: !isStaff,
  canSignOut: true,
} as StaffSsoView);

interface Start {
  product?: BookingProduct;
  sso?: StaffSsoView | null;
  actingFor?: typeof OSKAR;
  locale?: 'sv' | 'en';
}

function renderPage({ product = windowCleaning, sso = signedOn(true), actingFor, locale = 'en' }: Start = {}): WizardCallFakes & { signOn: ReturnType<typeof vi.fn> } {
  window.sessionStorage.clear();
  if (actingFor) window.sessionStorage.setItem(ACTING_FOR_STORAGE_KEY, JSON.stringify(actingFor));
  const signOn = vi.fn();
  directory.sso = sso;
  directory.signOn = signOn;
  const fakes = wizardCallFakes();
  actorProbe.provide(STAFF_WIZARD, { actors: callActorsOf(fakes) });
  renderView(<StaffBooking product={product} title="Window cleaning" simulator={false} />, {
    client: fakeApi().client,
    router: fakeRouterAdapter({ path: routePath(product.route, locale), query: { areaCode: '11122' } }),
    site: { locale },
  });
  return { ...fakes, signOn };
}

const chooseCustomerLink = (name: string) => screen.getByRole('link', { name });

describe('staff booking page', () => {
  it('waits for the sign-on while it is not known', () => {
    renderPage({ sso: null, actingFor: OSKAR });
    expect(screen.getByRole('status').textContent).toBe('Checking your sign-on…');
    expect(screen.queryByTestId('booking-wizard')).toBeNull();
  });

  it('asks to log in when nobody from customer service is signed on', () => {
    const env = renderPage({ sso: signedOn(false), actingFor: OSKAR });
    expect(screen.getByText('Log in as customer service to book for a customer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(env.signOn).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('booking-wizard')).toBeNull();
  });

  it('without a customer acted for, links to the staff desk to choose one (English and Swedish)', () => {
    renderPage();
    expect(screen.getByText('Choose the customer you are booking for first.')).toBeTruthy();
    expect(chooseCustomerLink('Choose a customer').getAttribute('href')).toBe(routePath('staffDesk', 'en'));
    expect(screen.queryByTestId('booking-wizard')).toBeNull();
  });

  it('in Swedish too', () => {
    renderPage({ locale: 'sv' });
    expect(screen.getByText('Välj först kunden du bokar åt.')).toBeTruthy();
    expect(chooseCustomerLink('Välj kund').getAttribute('href')).toBe('/kundtjanst');
  });

  it('a request product says customer service books direct services only here, with the same link', () => {
    renderPage({ product: handyman, actingFor: OSKAR });
    expect(screen.getByText(/Customer service books direct services only here/)).toBeTruthy();
    expect(chooseCustomerLink('Choose a customer').getAttribute('href')).toBe(routePath('staffDesk', 'en'));
    expect(screen.queryByTestId('booking-wizard')).toBeNull();
  });

  it('runs the staff wizard without a BankID step and books for the customer named', async () => {
    const env = renderPage({ actingFor: OSKAR });
    const wizard = screen.getByTestId('booking-wizard');
    expect(within(wizard).getByTestId('booking-acting-for').textContent).toBe('Booking for Oskar Lindqvist.');
    await act(async () => {
      env.loadConfig.resolve({ ...livingAreaConfig, productId: windowCleaning.productId, steps: [...windowCleaning.steps] });
      env.loadProfile.resolve(profile);
      await flush();
    });
    // The customer's details load by their number; the steps have no BankID.
    expect(env.loadProfile.inputs[0]).toMatchObject({ staff: OSKAR });
    const steps = [...wizard.querySelectorAll('nav[aria-label="Booking steps"] li')].map((item) => item.textContent ?? '');
    expect(steps.some((text) => text.includes('Identify'))).toBe(false);
    expect(steps.some((text) => text.includes('Address'))).toBe(true);

    fireEvent.change(screen.getByLabelText(/Living area/), { target: { value: '85' } });
    await act(async () => {
      await flush();
    });
    fireEvent.click(screen.getByTestId('booking-next'));
    fireEvent.click(screen.getByTestId('booking-next'));
    await act(async () => {
      env.loadAvailability.resolve(availabilityA);
      await flush();
    });
    expect(wizard.getAttribute('data-step')).toBe('availability');
    const actor = actorProbe.actor(STAFF_WIZARD);
    act(() => {
      actor?.send({ type: 'slot.selected', slot: slotA });
    });
    fireEvent.click(screen.getByTestId('booking-next'));
    // Straight from the time to the customer's address.
    expect(wizard.getAttribute('data-step')).toBe('address');
    act(() => {
      actor?.send({ type: 'form.changed', step: 'address', values: { addressId: 'addr-1' }, valid: true });
    });
    fireEvent.click(screen.getByTestId('booking-next'));
    expect(wizard.getAttribute('data-step')).toBe('contact');
    await act(async () => {
      await flush();
    });
    fireEvent.click(screen.getByTestId('booking-submit'));
    expect(env.submitBooking.inputs.at(-1)).toMatchObject({ staff: OSKAR, identified: null, forms: { address: { values: { addressId: 'addr-1' } } } });
    await act(async () => {
      if (env.fetchPrice.pendingCount()) env.fetchPrice.resolve(price);
      env.submitBooking.resolve(bookingResult);
      await flush();
    });
    expect(wizard.getAttribute('data-step')).toBe('success');
    // The receipt speaks to the staff member: whom it was booked for, and the way back to the desk.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Booked for Oskar Lindqvist');
    expect(screen.queryByText('Thank you for your booking!')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the desk' }).getAttribute('href')).toBe('/en/customer-service');
    expect(screen.getByTestId('booking-reference').textContent).toBe(bookingResult.reference);
    // The staff draft is kept apart from a customer's.
    expect(window.sessionStorage.getItem(`booking-draft:staff:${windowCleaning.route}`)).not.toBeNull();
    expect(window.sessionStorage.getItem(`booking-draft:${windowCleaning.route}`)).toBeNull();
  });
});
