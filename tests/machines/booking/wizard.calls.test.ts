import { describe, expect, it, vi } from 'vitest';
import { booking } from '../../../api/calls/booking';
import { content } from '../../../api/calls/content';
import type { ApiClient } from '../../../api/client';
import { sessionFollowing } from '../../../api/client/sessionFollowing';
import { bookingProductOf } from '../../../machines/booking/wizard/products';
import type { SubmitBookingInput } from '../../../machines/booking/wizard/wizard.types';
import { customer } from '../../../api/calls/customer';
import { type Customer } from '../../../api/contract/customerAccount';
import { customer as customerAccount } from '../../../api/calls/customer';
import { ApiRequestError } from '../../../api/errors';
import { addressOf, contactOf, fetchPrice, loadConfig, profileOf, submitBooking } from '../../../machines/booking/wizard/wizard.calls';

function fakeApi() {
  const call = vi.fn().mockResolvedValue({});
  return { api: { call, invalidate: vi.fn() } as unknown as ApiClient, call };
}

/**
 * The session a call sent through the page's client (following the tab's
 * session `current`) goes out with, as the request sets `X-SessionId`: on a
 * customer call always, on a public one only when it asks (`withSession`).
 */
function followingApi(current: string) {
  const { api, call } = fakeApi();
  const sentSession = () =>
    (call.mock.calls as [{ path: string; auth: string }, { sessionId?: string; withSession?: boolean }][]).map(([endpoint, sent]) => [
      endpoint.path,
      sent.sessionId !== undefined && (endpoint.auth === 'customer' || sent.withSession === true) ? sent.sessionId : null,
    ]);
  return { api: sessionFollowing(api, () => current), call, sentSession };
}

const contact = { firstName: 'Oskar', lastName: 'Lindqvist', email: 'oskar@example.com', phone: '+46 70 123 45 67' };
const slot = { startTime: '2026-12-01T08:00:00+01:00', endTime: '2026-12-01T10:00:00+01:00', available: true };

function submitInput(route: Parameters<typeof bookingProductOf>[0], forms: SubmitBookingInput['forms']): SubmitBookingInput {
  return {
    product: bookingProductOf(route)!,
    configurationForm: { windowsOrdinary: 10 },
    postalCode: '11120',
    idempotencyKey: 'seed.1',
    forms,
    slot: slot as SubmitBookingInput['slot'],
    flow: null,
    discountCode: null,
    identified: null,
    partner: null,
  };
}

describe('booking calls', () => {
  it('reads the contact and address steps as the contract wants them', () => {
    expect(contactOf({ ...contact, firstName: ' Oskar ' })).toEqual(contact);
    expect(addressOf({ addressId: 'addr-1', street: 'x' })).toEqual({ addressId: 'addr-1' });
    expect(addressOf({ street: 'Storgatan 1', zipCode: '11120', city: 'Stockholm' })).toEqual({
      address: { street: 'Storgatan 1', zipCode: '11120', city: 'Stockholm' },
    });
    expect(addressOf({ street: 'Storgatan 1' })).toEqual({});
  });

  it('loads the direct form, the subscription form and the home-cleaning form from their calls', async () => {
    const { api, call } = fakeApi();
    await loadConfig(api, { product: bookingProductOf('bookingWindowCleaningDirect')!, postalCode: '11120' });
    await loadConfig(api, { product: bookingProductOf('bookingHomeCleaningDirect')!, postalCode: '11120' });
    await loadConfig(api, { product: bookingProductOf('bookingGeneralHandyman')!, postalCode: null });
    await loadConfig(api, { product: bookingProductOf('bookingHomeCleaningRfp')!, postalCode: '11120' });
    const forms = call.mock.calls.filter(([endpoint]) => endpoint !== content.additionalServices);
    expect(forms.map(([endpoint, input]) => [endpoint.path, input])).toEqual([
      [booking.config.path, { params: { type: 'direct' }, query: { productId: 302016 } }],
      [booking.config.path, { params: { type: 'direct' }, query: { productId: 302047, subscription: true } }],
      [booking.config.path, { params: { type: 'rfp' }, query: { productId: 340030 } }],
      [booking.config.path, { params: { type: 'rfp' }, query: { productId: 303001 } }],
    ]);
  });

  it('describes the form’s add-ons of the product with the content’s texts, keeps the form’s own, and loads the form without them when they fail', async () => {
    const form = {
      productId: 302004,
      questions: [
        {
          id: 'extras',
          kind: 'multiChoice',
          options: [
            { value: 'oven', label: 'Oven cleaning', price: 49_900 },
            { value: 'fridge', label: 'Fridge cleaning', description: 'The form’s own words' },
            { value: 'freezer', label: 'Freezer defrosting' },
          ],
        },
        { id: 'rooms', kind: 'counter' },
      ],
    };
    const addOns = [
      { id: 'oven', productId: 302004, title: 'Oven', description: 'Inside, with trays and racks.' },
      { id: 'fridge', productId: 302004, title: 'Fridge', description: 'Defrosted and wiped.' },
      // Another product's add-on of the same name describes nothing here.
      { id: 'freezer', productId: 311004, title: 'Freezer', description: 'Not this product’s.' },
    ];
    const apiAnswering = (additional: () => Promise<unknown>) =>
      ({ call: vi.fn((endpoint) => (endpoint === content.additionalServices ? additional() : Promise.resolve(form))), invalidate: vi.fn() }) as unknown as ApiClient;
    const product = bookingProductOf('bookingDeepCleaning')!;
    const described = await loadConfig(apiAnswering(async () => ({ items: addOns })), { product, postalCode: '11120' });
    expect('questions' in described && described.questions[0]!.options!.map((option) => option.description)).toEqual([
      'Inside, with trays and racks.',
      'The form’s own words',
      undefined,
    ]);
    expect(await loadConfig(apiAnswering(() => Promise.reject(new Error('offline'))), { product, postalCode: '11120' })).toEqual(form);
  });

  it('prices with the tab’s session once the customer is identified (the RUT deduction), and anonymously before', async () => {
    const { api, call, sentSession } = followingApi('session-1');
    const product = bookingProductOf('bookingWindowCleaningDirect')!;
    const input = { product, configurationForm: { windowsOrdinary: 3 }, postalCode: '11120', discountCode: 'VAR10P', startTime: null };
    await fetchPrice(api, { ...input, identified: true });
    await fetchPrice(api, { ...input, identified: false });
    const body = { productId: 302016, configurationForm: { windowsOrdinary: 3 }, zipCode: '11120', discountCode: 'VAR10P' };
    expect(call.mock.calls.map(([endpoint, sent]) => [endpoint, sent.body])).toEqual([
      [booking.price, body],
      [booking.price, body],
    ]);
    expect(sentSession()).toEqual([
      [booking.price.path, 'session-1'],
      [booking.price.path, null],
    ]);
  });

  it('reads a business account as the company and its contact person', () => {
    const person = { firstName: 'Karin', lastName: 'Berg', email: 'karin@example.se' };
    const account = (type: 'private' | 'business', extra = {}) => ({ id: type, type, ...person, account: person, ...extra });
    const customer = {
      id: 'cust-1',
      ...person,
      mobilePhone: '+46 70 111 22 33',
      isPowerOfAttorney: true,
      isMainAccount: false,
      activeAccount: account('business', { firstName: 'Bergs Bageri AB', lastName: '', email: 'info@bageri.example', companyName: 'Bergs Bageri AB', orgNumber: '559900-9874' }),
      mainAccount: account('private'),
      accounts: [],
      addresses: [],
      notifications: { total: 0, unread: 0 },
    };
    expect(profileOf(customer as unknown as Customer)).toEqual({
      firstName: 'Karin',
      lastName: 'Berg',
      email: 'karin@example.se',
      phone: '+46 70 111 22 33',
      business: true,
      companyName: 'Bergs Bageri AB',
      orgNumber: '559900-9874',
      addresses: [],
    });
  });

  it('registers a new customer with the booking’s details before booking at their new address', async () => {
    const { api, call, sentSession } = followingApi('temp-1');
    call.mockImplementation(async (endpoint: { path: string }) =>
      endpoint.path === customer.addDeliveryAddress.path ? { valid: true, address: { id: 'addr-9' } } : {},
    );
    const address = { street: 'Storgatan 1', zipCode: '11120', city: 'Stockholm' };
    const input = {
      ...submitInput('bookingWindowCleaningDirect', { address: { values: address, valid: true }, contact: { values: contact, valid: true } }),
      identified: { temporary: true },
    };
    await submitBooking(api, input);
    const calls = call.mock.calls as [{ path: string }, { body: Record<string, unknown> }][];
    // Every call of the booking goes with the new customer's temporary session, the tab's.
    expect(sentSession()).toEqual([
      [customerAccount.register.path, 'temp-1'],
      [customer.addDeliveryAddress.path, 'temp-1'],
      [booking.direct.path, 'temp-1'],
    ]);
    expect(calls[0]![1].body).toEqual({ firstName: 'Oskar', lastName: 'Lindqvist', email: 'oskar@example.com', mobilePhone: contact.phone, address });
    expect(calls[2]![1].body).toMatchObject({ addressId: 'addr-9' });
    // A retry after the registration went through finds them registered and books on.
    call.mockImplementation(async (endpoint: { path: string }) => {
      if (endpoint.path === customerAccount.register.path) throw new ApiRequestError({ status: 409 });
      return endpoint.path === customer.addDeliveryAddress.path ? { valid: true, address: { id: 'addr-9' } } : {};
    });
    await expect(submitBooking(api, input)).resolves.toEqual({});
  });

  it('sends where a request is with it', async () => {
    const { api, call } = fakeApi();
    const place = { street: 'Storgatan 1', zipCode: '11120', city: 'Stockholm' };
    await submitBooking(api, submitInput('bookingGeneralHandyman', { contact: { values: { ...contact, ...place }, valid: true } }));
    await submitBooking(api, submitInput('bookingOfficeCleaning', { contact: { values: { ...contact, ...place, companyName: 'Bergs Bageri AB', orgNumber: '559900-9874' }, valid: true } }));
    const calls = call.mock.calls as [{ path: string }, { body: Record<string, unknown> }][];
    expect(calls.map(([, sent]) => sent.body.address)).toEqual([place, place]);
  });

  it('books every kind with the attempt idempotency key', async () => {
    const { api, call } = fakeApi();
    await submitBooking(api, submitInput('bookingWindowCleaningDirect', { address: { values: { addressId: 'addr-1' }, valid: true } }), { bookingUrl: '/boka/fonsterputs' });
    await submitBooking(api, submitInput('bookingGeneralHandyman', { contact: { values: contact, valid: true } }));
    await submitBooking(api, submitInput('bookingOfficeCleaning', { contact: { values: { ...contact, companyName: 'Bergs Bageri AB', orgNumber: '559900-9874' }, valid: true } }));
    const calls = call.mock.calls as [{ path: string }, { body: Record<string, unknown>; idempotencyKey: string }][];
    expect(calls.map(([endpoint]) => endpoint.path)).toEqual([booking.direct.path, booking.rfp.path, booking.b2b.path]);
    expect(calls.every(([, input]) => input.idempotencyKey === 'seed.1')).toBe(true);
    expect(calls[0]![1].body).toMatchObject({ productId: 302016, addressId: 'addr-1', startTime: slot.startTime, bookingUrl: '/boka/fonsterputs' });
    expect(calls[1]![1].body).toMatchObject({ productId: 340030, contact });
    expect(calls[2]![1].body).toMatchObject({ company: { name: 'Bergs Bageri AB', orgNumber: '559900-9874' }, contact });
  });

  it('books home cleaning through a partner by our id for it, with the landing link’s campaign code; no partner, no partner fields', async () => {
    const { api, call } = fakeApi();
    const place = { street: 'Storgatan 1', zipCode: '11120', city: 'Stockholm' };
    const forms = { contact: { values: { ...contact, ...place }, valid: true } };
    await submitBooking(api, { ...submitInput('bookingHomeCleaningRfp', forms), flow: 'rfp', partner: { id: 'nordlund-bygg', campaignCode: 'NORDLUND26' } });
    await submitBooking(api, { ...submitInput('bookingHomeCleaningRfp', forms), flow: 'rfp' });
    const calls = call.mock.calls as [{ path: string }, { body: Record<string, unknown> }][];
    expect(calls.map(([endpoint]) => endpoint.path)).toEqual([booking.homeCleaning.path, booking.homeCleaning.path]);
    expect(calls[0]![1].body).toMatchObject({ partnerName: 'nordlund-bygg', partnerData: { campaignCode: 'NORDLUND26' }, flow: 'rfp' });
    expect(calls[1]![1].body).not.toHaveProperty('partnerName');
    expect(calls[1]![1].body).not.toHaveProperty('partnerData');
  });
});
