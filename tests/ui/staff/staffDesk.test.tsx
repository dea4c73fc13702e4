import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Customer } from '../../../api/contract/customer';
import { directory as directoryContract } from '../../../api/contract/directory';
import type { Locale } from '../../../i18n/locales';
import { STAFF_TOKEN_STORAGE_KEY } from '../../../machines/staffSso/constants';
import { staffDeskMachine } from '../../../machines/staffDesk/staffDesk.machine';
import type { LookUpInput, RegisterInput } from '../../../machines/staffDesk/staffDesk.types';
import { createDirectoryBridge } from '../../../ui/directory/bridge';
import { DirectoryProvider } from '../../../ui/directory/DirectoryContext';
import { ACTING_FOR_STORAGE_KEY, readActingFor } from '../../../ui/staff/actingFor';
import { actFor } from '../../../ui/staff/actingForStore';
import { StaffDesk } from '../../../ui/staff/StaffDesk/StaffDesk';
import { StaffDeskPage } from '../../../ui/staff/StaffDeskPage';
import { StaffHeader } from '../../../ui/staff/StaffHeader/StaffHeader';
import { controllableActor, type ControllableActor } from '../../../model-tests/support/fakeActors';
import { fakeApi } from '../../../model-tests/support/fakeApi';
import { NEW_SSN, OSKAR, OSKAR_SSN, TOLVAN, notFound, unavailable, zipRefused } from '../../../model-tests/staffDesk/staffDesk.support';
import { fakeRouterAdapter } from '../../support/fakeRouterAdapter';
import { renderWithProviders } from '../../support/providers';

/** What staff read and press, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    title: 'Customer service',
    ssn: 'Personal identity number',
    find: 'Find customer',
    lookingUp: 'Looking up the customer…',
    retry: 'Try again',
    switch: 'Switch customer',
    bookings: ['Book window cleaning', 'Book deep cleaning', 'Book home cleaning', 'Book move-out cleaning'],
    // At Oskar's home postal code, as a visitor's postal-code check would give it.
    bookingPaths: ['/en/book/window-cleaning', '/en/book/deep-cleaning', '/en/book/home-cleaning-direct', '/en/book/move-out-cleaning'].map((path) => `${path}?areaCode=11120`),
    notCustomer: 'Not a customer yet',
    fields: ['First name', 'Last name', 'Email', 'Mobile phone', 'Street address', 'Postal code', 'City'],
    register: 'Register customer',
    actingFor: 'Acting for Oskar Lindqvist',
    noCustomer: 'No customer chosen',
    signedOut: 'Not logged in',
    logOut: 'Log out',
  },
  sv: {
    title: 'Kundtjänst',
    ssn: 'Personnummer',
    find: 'Sök kund',
    lookingUp: 'Söker kunden…',
    retry: 'Försök igen',
    switch: 'Byt kund',
    bookings: ['Boka fönsterputs', 'Boka storstädning', 'Boka hemstädning', 'Boka flyttstädning'],
    bookingPaths: ['/boka/fonsterputs', '/boka/storstadning', '/boka/hemstadning-direkt', '/boka/flyttstadning'].map((path) => `${path}?areaCode=11120`),
    notCustomer: 'Inte kund ännu',
    fields: ['Förnamn', 'Efternamn', 'E-post', 'Mobiltelefon', 'Gatuadress', 'Postnummer', 'Ort'],
    register: 'Registrera kund',
    actingFor: 'Agerar för Oskar Lindqvist',
    noCustomer: 'Ingen kund vald',
    signedOut: 'Inte inloggad',
    logOut: 'Logga ut',
  },
} satisfies Record<Locale, unknown>;

interface Fakes {
  lookUpCustomer: ControllableActor<Customer, LookUpInput>;
  registerCustomer: ControllableActor<Customer, RegisterInput>;
}

function renderDesk(locale: Locale) {
  const fakes: Fakes = { lookUpCustomer: controllableActor(), registerCustomer: controllableActor() };
  const actor = createActor(
    staffDeskMachine.provide({ actors: { lookUpCustomer: fakes.lookUpCustomer.logic, registerCustomer: fakes.registerCustomer.logic } }),
    { input: { readToken: () => 'token-1' } },
  ).start();
  renderWithProviders(<StaffDesk actor={actor} locale={locale} />, { site: { locale } });
  return { actor, fakes, desk: () => screen.getByTestId('staff-desk') };
}

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe.each(['en', 'sv'] as const)('the staff desk (%s)', (locale) => {
  const text = TEXT[locale];

  it('looks up a typed number, normalised, and shows the customer with the direct bookings', async () => {
    const { fakes, desk } = renderDesk(locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title);
    fireEvent.change(screen.getByLabelText(text.ssn), { target: { value: '8112189876' } });
    fireEvent.click(screen.getByRole('button', { name: text.find }));
    await settle();
    expect(fakes.lookUpCustomer.inputs.at(-1)).toMatchObject({ ssn: OSKAR_SSN, accessToken: 'token-1' });
    expect(screen.getByRole('status')).toHaveTextContent(text.lookingUp);
    fakes.lookUpCustomer.resolve(OSKAR);
    await settle();
    const customer = screen.getByTestId('staff-customer');
    expect(within(customer).getByRole('heading', { level: 2, name: 'Oskar Lindqvist' })).toBeInTheDocument();
    for (const fact of [OSKAR_SSN, 'oskar.lindqvist@kund.example', '+46 70 174 06 05', 'Vasagatan 12, 111 20 Stockholm']) expect(customer).toHaveTextContent(fact);
    const links = text.bookings.map((name) => screen.getByRole('link', { name }));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(text.bookingPaths);
    fireEvent.click(within(desk()).getByRole('button', { name: text.switch }));
    expect(screen.getByLabelText(text.ssn)).toHaveValue('');
  });

  it('refuses a wrong number on its field without a call', async () => {
    const { fakes } = renderDesk(locale);
    const field = screen.getByLabelText(text.ssn);
    fireEvent.change(field, { target: { value: '198112189875' } });
    fireEvent.click(screen.getByRole('button', { name: text.find }));
    await settle();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fakes.lookUpCustomer.inputs).toEqual([]);
  });

  it('offers a retry after a failed look-up', async () => {
    const { fakes } = renderDesk(locale);
    fireEvent.change(screen.getByLabelText(text.ssn), { target: { value: OSKAR_SSN } });
    fireEvent.click(screen.getByRole('button', { name: text.find }));
    await settle();
    fakes.lookUpCustomer.reject(unavailable());
    await settle();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(fakes.lookUpCustomer.inputs).toHaveLength(2);
  });

  it('registers a person who is not a customer: the server refusal on its field, then the customer', async () => {
    const { fakes } = renderDesk(locale);
    fireEvent.change(screen.getByLabelText(text.ssn), { target: { value: NEW_SSN } });
    fireEvent.click(screen.getByRole('button', { name: text.find }));
    await settle();
    fakes.lookUpCustomer.reject(notFound());
    await settle();
    const form = screen.getByTestId('staff-register');
    expect(within(form).getByRole('heading', { level: 2 })).toHaveTextContent(text.notCustomer);
    const values = ['Tolvan', 'Tolvansson', 'tolvan@example.se', '0701234567', 'Storgatan 1', '11122', 'Stockholm'];
    text.fields.forEach((label, i) => fireEvent.change(within(form).getByLabelText(label), { target: { value: values[i] } }));
    fireEvent.click(within(form).getByRole('button', { name: text.register }));
    await settle();
    expect(fakes.registerCustomer.inputs.at(-1)).toMatchObject({
      ssn: NEW_SSN,
      request: { firstName: 'Tolvan', lastName: 'Tolvansson', email: 'tolvan@example.se', mobilePhone: '+46 70 123 45 67', address: { street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' } },
    });
    fakes.registerCustomer.reject(zipRefused());
    await settle();
    expect(within(form).getByLabelText(text.fields[5]!)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(within(form).getByRole('button', { name: text.register }));
    await settle();
    fakes.registerCustomer.resolve(TOLVAN);
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'Tolvan Tolvansson' })).toBeInTheDocument();
  });
});

describe.each(['en', 'sv'] as const)('the staff header (%s)', (locale) => {
  const text = TEXT[locale];

  function renderHeader() {
    const calls = fakeApi();
    const router = fakeRouterAdapter({}, locale);
    sessionStorage.setItem(STAFF_TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 'token-1', expiresAt: '2099-01-01T00:00:00.000Z' }));
    renderWithProviders(
      <DirectoryProvider staffMode bridge={createDirectoryBridge()}>
        <StaffHeader className="account" />
      </DirectoryProvider>,
      { site: { locale }, client: calls.client, router },
    );
    return { calls, router };
  }

  it('says whom staff act for, follows the desk, switches customer and logs out', async () => {
    const { calls, router } = renderHeader();
    const header = screen.getByRole('region', { name: text.title });
    // Before the sign-on is known: no one to act as, nothing to switch.
    expect(header).toHaveTextContent(text.signedOut);
    expect(within(header).queryByRole('button', { name: text.switch })).toBeNull();
    await waitFor(() => expect(calls.callsTo(directoryContract.me)).toHaveLength(1));
    calls.pending(directoryContract.me).resolve({
      username: 'anna.berg@example.se',
      name: 'Anna Berg',
      email: 'anna.berg@example.se',
      roles: ['staff'],
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    await waitFor(() => expect(header).toHaveTextContent('Anna Berg'));
    expect(header).toHaveTextContent(text.noCustomer);
    act(() => actFor({ ssn: OSKAR_SSN, name: 'Oskar Lindqvist' }));
    expect(header).toHaveTextContent(text.actingFor);
    fireEvent.click(within(header).getByRole('button', { name: text.switch }));
    expect(readActingFor()).toBeNull();
    expect(header).toHaveTextContent(text.noCustomer);
    expect(router.navigations.at(-1)).toEqual({ kind: 'go', path: locale === 'en' ? '/en/customer-service' : '/kundtjanst', replace: false });
    act(() => actFor({ ssn: OSKAR_SSN, name: 'Oskar Lindqvist' }));
    fireEvent.click(within(header).getByRole('button', { name: text.logOut }));
    expect(sessionStorage.getItem(ACTING_FOR_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(calls.callsTo(directoryContract.logout)).toHaveLength(1));
  });
});

describe.each([
  ['en', 'Sign-on failed', 'Log in', 'You are signed on, but only customer-service staff can use the desk.'],
  ['sv', 'Inloggningen misslyckades', 'Logga in', 'Du är inloggad, men bara kundtjänstpersonal kan använda kundtjänstsidan.'],
] as const)('the staff desk page (%s)', (locale, failedAuth, logIn, notStaff) => {
  function renderPage() {
    const calls = fakeApi();
    sessionStorage.setItem(STAFF_TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 'token-1', expiresAt: '2099-01-01T00:00:00.000Z' }));
    renderWithProviders(
      <DirectoryProvider staffMode bridge={createDirectoryBridge()}>
        <StaffDeskPage />
      </DirectoryProvider>,
      { site: { locale }, client: calls.client, router: fakeRouterAdapter({}, locale) },
    );
    return calls;
  }

  it("shows 'Failed Auth' with a log-in button when the sign-on fails", async () => {
    const calls = renderPage();
    expect(screen.getByTestId('staff-signing-on')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(calls.callsTo(directoryContract.me)).toHaveLength(1));
    calls.pending(directoryContract.me).reject(unavailable());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(failedAuth));
    expect(screen.getByRole('button', { name: logIn })).toBeEnabled();
  });

  it('tells someone signed on without the staff role that the desk is for staff', async () => {
    const calls = renderPage();
    await waitFor(() => expect(calls.callsTo(directoryContract.me)).toHaveLength(1));
    calls.pending(directoryContract.me).resolve({ username: 'erik.lund@example.se', name: 'Erik Lund', email: null, roles: ['editor'], expiresAt: '2099-01-01T00:00:00.000Z' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(notStaff));
    expect(screen.queryByTestId('staff-desk')).toBeNull();
  });
});
