import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allEndpoints,
  contract,
  namedEndpoints,
  DEFAULT_CACHE_MS,
} from '../../api/contract';
import { HOME_CLEANING_AVAILABILITY_CACHE_MS } from '../../api/client/constants';
import { eidOrderSchema } from '../../api/contract/common';
import {
  ALL_SERVICE_IDS,
  BUSINESS_SERVICES,
  DIRECT_SERVICES,
  SERVICE_IDS,
  bookingKindOf,
  bookingTypeOf,
  isBusinessService,
  serviceNameOf,
} from '../../api/products';

const label = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('contract', () => {
  it('holds every group and a flat list of the same endpoints', () => {
    expect(Object.keys(contract).sort()).toEqual(
      ['auth', 'booking', 'content', 'customer', 'directory', 'editor', 'partner', 'site', 'staff', 'translate'].sort(),
    );
    const grouped = Object.values(contract).flatMap((group) => Object.values(group));
    expect(allEndpoints).toHaveLength(grouped.length);
    expect(new Set(allEndpoints)).toEqual(new Set(grouped));
  });

  it('has each method + path once (path parameters compared by position)', () => {
    const shapes = allEndpoints.map((e) => `${e.method} ${e.path.replace(/:[A-Za-z0-9_]+/g, ':')}`);
    const duplicates = shapes.filter((shape, i) => shapes.indexOf(shape) !== i);
    expect(duplicates).toEqual([]);
  });

  it('declares every path parameter in its params schema, and no other', () => {
    for (const endpoint of allEndpoints) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
      const shape = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect(shape, label(endpoint)).toEqual(inPath);
    }
  });

  it('uses versioned paths below /api', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint === contract.site.health) continue;
      expect(endpoint.path, label(endpoint)).toMatch(/^\/v[1-3]\//);
    }
  });

  it('customer calls send the session, staff and directory calls the directory token, and nothing else does', () => {
    for (const { group, name, endpoint } of namedEndpoints) {
      if (group === 'customer') expect(endpoint.auth, `customer.${name}`).toBe('customer');
      else if (group === 'staff') expect(endpoint.auth, `staff.${name}`).toBe('staff');
      else if (group === 'directory') expect(endpoint.auth, `directory.${name}`).toBe('directory');
      else if (group === 'editor') {
        expect(endpoint.auth, `editor.${name}`).toBe('directory');
        expect(endpoint.roles, `editor.${name}`).toEqual(['editor']);
      }
      else if (group === 'auth') expect(['anonymous', 'customer'], `auth.${name}`).toContain(endpoint.auth);
      else if (!(group === 'booking' && name === 'direct')) expect(endpoint.auth, `${group}.${name}`).toBe('anonymous');
    }
    expect(contract.auth.logout.auth).toBe('customer');
    expect(contract.auth.switchAccount.auth).toBe('customer');
    expect(contract.booking.direct.auth).toBe('customer');
  });

  it('flags exactly the content calls as content (preview header)', () => {
    for (const { group, name, endpoint } of namedEndpoints) {
      expect(endpoint.content, `${group}.${name}`).toBe(group === 'content');
    }
  });

  it('caches only GETs, home-cleaning availability for 120 s', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.method !== 'GET') expect(endpoint.cacheMs, label(endpoint)).toBe(0);
      else expect([0, DEFAULT_CACHE_MS, HOME_CLEANING_AVAILABILITY_CACHE_MS], label(endpoint)).toContain(endpoint.cacheMs);
    }
    expect(contract.booking.homeCleaningAvailability.cacheMs).toBe(120_000);
    expect(contract.booking.config.cacheMs).toBe(300_000);
  });

  it('is quiet only about promotion 404 (and 410, an expired code, as expected an answer), city 404 and the staff customer lookup 404', () => {
    const quiet = namedEndpoints.filter(({ endpoint }) => endpoint.quietStatuses.length > 0);
    expect(quiet.map(({ group, name, endpoint }) => [`${group}.${name}`, endpoint.quietStatuses])).toEqual([
      ['site.city', [404]],
      ['booking.promotion', [404, 410]],
      ['staff.customer', [404]],
    ]);
  });

  it('reads are idempotent; bookings, registrations and invitations create something, so they are not and require an idempotency key', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.method === 'GET') expect(endpoint.idempotent, label(endpoint)).toBe(true);
    }
    const creating = [
      contract.booking.b2b,
      contract.booking.rfp,
      contract.booking.direct,
      contract.booking.homeCleaning,
      contract.staff.bookDirect,
      contract.customer.invite,
      contract.customer.register,
    ];
    for (const endpoint of creating) {
      expect(endpoint.idempotent, label(endpoint)).toBe(false);
      expect(endpoint.requiresIdempotencyKey, label(endpoint)).toBe(true);
    }
    expect(allEndpoints.filter((endpoint) => endpoint.requiresIdempotencyKey).map(label).sort()).toEqual(creating.map(label).sort());
    expect(contract.auth.login.idempotent).toBe(false);
    expect(contract.auth.status.idempotent).toBe(true);
  });

  it('flags exactly the calls that start an e-ID order (they answer the order and set the binding cookie) as binding the browser', () => {
    const starts = [contract.auth.login, contract.customer.invite, contract.customer.approveInvitation];
    for (const endpoint of starts) expect(endpoint.response, label(endpoint)).toBe(eidOrderSchema);
    expect(allEndpoints.filter((endpoint) => endpoint.response === eidOrderSchema).map(label).sort()).toEqual(starts.map(label).sort());
    expect(allEndpoints.filter((endpoint) => endpoint.bindsBrowser).map(label).sort()).toEqual(starts.map(label).sort());
  });

  it('GET calls take no body', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.method === 'GET') expect(endpoint.body.safeParse(undefined).success, label(endpoint)).toBe(true);
    }
  });

  it('covers the catalogue of calls.md section 7', () => {
    const paths = new Set(allEndpoints.map(label));
    for (const expected of [
      'POST /v1/auth/login',
      'POST /v2/auth/status',
      'POST /v1/auth/cancel',
      'POST /v1/auth/qr',
      'POST /v1/auth/logout',
      'POST /v2/auth/switch-account',
      'POST /v2/auth/choose-account',
      'POST /v2/booking/b2b',
      'POST /v2/booking/rfp',
      'GET /v2/booking/:type/config',
      'POST /v2/booking/direct/price',
      'POST /v2/booking/direct/availability',
      'GET /v2/booking/window-details',
      'POST /v2/booking/direct',
      'GET /v2/booking/home-cleaning/config',
      'GET /v2/booking/home-cleaning-direct/config',
      'GET /v2/booking/home-cleaning/availability',
      'POST /v2/booking/home-cleaning',
      'GET /v1/booking/promotion',
      'GET /v1/booking/home-cleaning-direct/disabled-dates',
      'POST /v1/customer/is-valid',
      'GET /v1/customer',
      'POST /v1/customer',
      'GET /v1/customer/delivery-address',
      'POST /v1/customer/delivery-address',
      'GET /v1/customer/feedback',
      'POST /v1/customer/feedback',
      'GET /v1/customer/meeting',
      'POST /v1/customer/meeting/reschedule',
      'POST /v1/customer/meeting/cancel',
      'GET /v2/customer/invoices',
      'GET /v2/customer/invoices/highlighted',
      'GET /v2/customer/invoices/:invoiceId',
      'GET /v2/customer/offers',
      'GET /v2/customer/personal-information',
      'PATCH /v2/customer/personal-information/email',
      'PATCH /v3/customer/personal-information/phone',
      'POST /v3/customer/personal-information/verify',
      'GET /v2/customer/users',
      'GET /v2/customer/users/contact-user/options',
      'PATCH /v2/customer/users/contact-user',
      'DELETE /v2/customer/users',
      'POST /v2/customer/users/invitation',
      'POST /v2/customer/users/invitation/poll',
      'GET /v2/customer/users/invitation/:id/inviter',
      'POST /v2/customer/users/invitation/:id/approve',
      'POST /v2/customer/users/invitation/approve/poll',
      'POST /v2/customer/users/invitation/:id/reject',
      'GET /v2/customer/addresses',
      'DELETE /v2/customer/addresses/:id',
      'POST /v2/customer/addresses/:id/instructions',
      'GET /v2/customer/addresses/protection-levels',
      'GET /v2/customer/addresses/:id/security-instructions',
      'PATCH /v2/customer/addresses/:id/security-instructions',
      'PUT /v2/customer/addresses/:id/confirm-security-instructions',
      'GET /v2/customer/time-bank',
      'GET /v2/customer/subscriptions',
      'GET /v2/customer/subscriptions/:id',
      'GET /v2/customer/subscriptions/:id/upgrades',
      'PATCH /v2/customer/subscriptions/:id/request-upgrade',
      'GET /v2/customer/notifications',
      'GET /v2/customer/notifications/:id',
      'PATCH /v2/customer/notifications/read',
      'PATCH /v2/customer/notifications/read-all',
      'DELETE /v2/customer/notifications/delete',
      'DELETE /v2/customer/notifications/delete-all',
      'GET /v2/customer/support/contact',
      'GET /v3/customer/bookings/latest',
      'GET /v2/customer/bookings',
      'GET /v2/customer/bookings/dates',
      'GET /v2/customer/bookings/rebook/reasons',
      'GET /v2/customer/bookings/cancel/reasons',
      'GET /v2/customer/bookings/:id',
      'GET /v2/customer/bookings/:id/rate',
      'POST /v2/customer/bookings/:id/rate',
      'POST /v2/customer/bookings/:id/note',
      'POST /v2/customer/bookings/:id/cancel',
      'GET /v2/customer/bookings/:id/cancel/validate',
      'POST /v2/customer/bookings/:id/rebook',
      'GET /v2/customer/bookings/:id/rebook/validate',
      'GET /v2/customer/bookings/:id/rebook/availability',
      'GET /v1/customer-service/customer',
      'POST /v1/customer-service/customer',
      'POST /v1/customer-service/delivery-address',
      'POST /v2/customer-service/booking/direct',
      'GET /v1/partner',
      'POST /v2/partner/booking/home-cleaning/config',
      'POST /v1/partner/new',
      'POST /v1/partner/employee-benefits',
      'GET /v1/career/jobs',
      'GET /v1/location/city',
      'GET /v2/product/catalog',
      'GET /v1/translate/path',
      'GET /v1/translate/module',
      'GET /v1/consents/:hash',
      'POST /v1/consents/:hash',
      'GET /v2/calendar/holidays',
      'POST /v1/heap/track',
    ]) {
      expect(paths.has(expected), expected).toBe(true);
    }
  });

  it('accepts realistic payloads and refuses bad ones with field messages', () => {
    const price = contract.booking.price.body.safeParse({
      productId: SERVICE_IDS.windowCleaning,
      configurationForm: { windows: 12, floors: 2, balconyDoors: true, extras: ['blinds'] },
      zipCode: '123 45',
      startTime: '2025-05-12T08:00:00+02:00',
    });
    expect(price.success).toBe(true);
    expect(price.data?.zipCode).toBe('12345');

    const bad = contract.booking.price.body.safeParse({
      productId: 999,
      configurationForm: { windows: { nested: true } },
      zipCode: '1234',
    });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(fields).toEqual(expect.arrayContaining(['productId', 'zipCode']));
    expect(fields.some((f) => f.startsWith('configurationForm'))).toBe(true);

    expect(contract.auth.status.response.safeParse({ status: 'pending', orderRef: 'o1' }).success).toBe(true);
    expect(contract.auth.status.response.safeParse({ status: 'done', orderRef: 'o1' }).success).toBe(false);
    expect(contract.customer.notifications.query.parse({})).toEqual({ itemsPerPage: 20 });
    expect(contract.customer.notifications.query.parse({ itemsPerPage: '5' })).toEqual({ itemsPerPage: 5 });
    expect(contract.booking.config.query.parse({ productId: '302016', subscription: 'false' })).toEqual({
      productId: 302016,
      subscription: false,
    });
    const register = contract.customer.register.body.safeParse({
      firstName: 'Anna',
      lastName: 'Andersson',
      email: 'anna@example.se',
      mobilePhone: '0701234567',
      address: { street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' },
    });
    expect(register.data?.mobilePhone).toBe('+46 70 123 45 67');
    expect(contract.auth.login.body.parse({ ssn: '811218-9876' }).ssn).toBe('19811218-9876');
  });
});

describe('products', () => {
  it('has the 16 service ids of the spec', () => {
    expect(ALL_SERVICE_IDS).toHaveLength(16);
    expect(new Set(ALL_SERVICE_IDS).size).toBe(16);
    expect(SERVICE_IDS.windowCleaning).toBe(302016);
    expect(SERVICE_IDS.weeklyCleaningDirect).toBe(302047);
    expect(SERVICE_IDS.homeCleaningOneTime).toBe(302002);
    expect(serviceNameOf(311004)).toBe('movingCleaning');
    expect(serviceNameOf(1)).toBeUndefined();
  });

  it('books the five direct services directly and every other one by rfp', () => {
    const direct = ALL_SERVICE_IDS.filter((id) => bookingTypeOf(id) === 'direct').map(serviceNameOf).sort();
    expect(direct).toEqual([...DIRECT_SERVICES].sort());
    expect(direct).toEqual(['deepCleaning', 'extraCleaning', 'movingCleaning', 'weeklyCleaningDirect', 'windowCleaning']);
    expect(bookingTypeOf(SERVICE_IDS.weeklyCleaning)).toBe('rfp');
    expect(bookingTypeOf(123)).toBe('rfp');
  });

  it('tells how each product is booked: the business requests, weekly cleaning from a home visit, and private requests apart', () => {
    const kinds = Object.fromEntries(ALL_SERVICE_IDS.map((id) => [serviceNameOf(id), bookingKindOf(id)]));
    expect(kinds).toMatchObject({ officeCleaning: 'b2b', officeMoving: 'b2b', housingCooperatives: 'b2b', weeklyCleaning: 'homeCleaning' });
    expect(kinds).toMatchObject({ weeklyCleaningDirect: 'direct', generalHandyman: 'rfp', gardening: 'rfp', windowCleaningRecurringExternal: 'rfp' });
    // Every kind but `direct` is a request for proposal on the wire.
    for (const id of ALL_SERVICE_IDS) expect(bookingTypeOf(id)).toBe(bookingKindOf(id) === 'direct' ? 'direct' : 'rfp');
  });

  it('marks office cleaning, office moving and housing cooperatives as business', () => {
    const business = ALL_SERVICE_IDS.filter(isBusinessService).map(serviceNameOf).sort();
    expect(business).toEqual([...BUSINESS_SERVICES].sort());
    expect(business).toEqual(['housingCooperatives', 'officeCleaning', 'officeMoving']);
  });
});
