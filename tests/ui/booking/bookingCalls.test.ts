import { describe, expect, it, vi } from 'vitest';
import { booking } from '../../../api/contract/booking';
import type { ApiClient } from '../../../api/client';
import { bookingProductOf } from '../../../machines/booking/wizard/products';
import type { SubmitBookingInput } from '../../../machines/booking/wizard/wizard.types';
import { addressOf, contactOf, fetchPrice, loadConfig, submitBooking } from '../../../ui/booking/wizard/bookingCalls';

function fakeApi() {
  const call = vi.fn().mockResolvedValue({});
  return { api: { call, invalidate: vi.fn() } as unknown as ApiClient, call };
}

const contact = { firstName: 'Oskar', lastName: 'Lindqvist', email: 'oskar@example.com', phone: '+46 70 123 45 67' };
const slot = { startTime: '2026-12-01T08:00:00+01:00', endTime: '2026-12-01T10:00:00+01:00', available: true };

function submitInput(route: Parameters<typeof bookingProductOf>[0], forms: SubmitBookingInput['forms']): SubmitBookingInput {
  return {
    product: bookingProductOf(route)!,
    configurationForm: { windowsOrdinary: 10 },
    zipCode: '11120',
    idempotencyKey: 'seed.1',
    forms,
    slot: slot as SubmitBookingInput['slot'],
    flow: null,
    discountCode: null,
    customer: null,
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
    await loadConfig(api, { product: bookingProductOf('bookingWindowCleaningDirect')!, zipCode: '11120' });
    await loadConfig(api, { product: bookingProductOf('bookingHomeCleaningDirect')!, zipCode: '11120' });
    await loadConfig(api, { product: bookingProductOf('bookingGeneralHandyman')!, zipCode: null });
    await loadConfig(api, { product: bookingProductOf('bookingHomeCleaningRfp')!, zipCode: '11120' });
    expect(call.mock.calls.map(([endpoint, input]) => [endpoint.path, input])).toEqual([
      [booking.config.path, { params: { type: 'direct' }, query: { productId: 302016 } }],
      [booking.config.path, { params: { type: 'direct' }, query: { productId: 302047, subscription: true } }],
      [booking.config.path, { params: { type: 'rfp' }, query: { productId: 340030 } }],
      [booking.config.path, { params: { type: 'rfp' }, query: { productId: 303001 } }],
    ]);
  });

  it('prices with the session so an identified customer gets the RUT deduction', async () => {
    const { api, call } = fakeApi();
    const product = bookingProductOf('bookingWindowCleaningDirect')!;
    await fetchPrice(api, { product, configurationForm: { windowsOrdinary: 3 }, zipCode: '11120', discountCode: 'VAR10P', startTime: null });
    expect(call).toHaveBeenCalledWith(booking.price, {
      body: { productId: 302016, configurationForm: { windowsOrdinary: 3 }, zipCode: '11120', discountCode: 'VAR10P' },
      withSession: true,
    });
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
});
