// Written by `npm run contract:calls` from api/contract/booking.ts; `npm test` fails when it is out of date.
import type { booking as contract } from '../contract/booking';
import { endpointRef } from '../contract/meta';

/** The `booking` calls of the contract, without their schemas (see `api/contract/meta.ts`). */
export const booking = {
  b2b: endpointRef<(typeof contract)['b2b']>('booking.b2b', { method: 'POST', path: '/v2/booking/b2b', session: 'optional', requiresIdempotencyKey: true }),
  rfp: endpointRef<(typeof contract)['rfp']>('booking.rfp', { method: 'POST', path: '/v2/booking/rfp', session: 'optional', requiresIdempotencyKey: true }),
  config: endpointRef<(typeof contract)['config']>('booking.config', { method: 'GET', path: '/v2/booking/:type/config' }),
  price: endpointRef<(typeof contract)['price']>('booking.price', { method: 'POST', path: '/v2/booking/direct/price', session: 'optional', idempotent: true }),
  availability: endpointRef<(typeof contract)['availability']>('booking.availability', { method: 'POST', path: '/v2/booking/direct/availability', session: 'optional', idempotent: true }),
  windowDetails: endpointRef<(typeof contract)['windowDetails']>('booking.windowDetails', { method: 'GET', path: '/v2/booking/window-details' }),
  direct: endpointRef<(typeof contract)['direct']>('booking.direct', { method: 'POST', path: '/v2/booking/direct', auth: 'customer', requiresIdempotencyKey: true }),
  homeCleaningConfig: endpointRef<(typeof contract)['homeCleaningConfig']>('booking.homeCleaningConfig', { method: 'GET', path: '/v2/booking/home-cleaning/config' }),
  homeCleaningDirectConfig: endpointRef<(typeof contract)['homeCleaningDirectConfig']>('booking.homeCleaningDirectConfig', { method: 'GET', path: '/v2/booking/home-cleaning-direct/config' }),
  homeCleaningAvailability: endpointRef<(typeof contract)['homeCleaningAvailability']>('booking.homeCleaningAvailability', { method: 'GET', path: '/v2/booking/home-cleaning/availability', cacheMs: 120000 }),
  homeCleaning: endpointRef<(typeof contract)['homeCleaning']>('booking.homeCleaning', { method: 'POST', path: '/v2/booking/home-cleaning', session: 'optional', requiresIdempotencyKey: true }),
  promotion: endpointRef<(typeof contract)['promotion']>('booking.promotion', { method: 'GET', path: '/v1/booking/promotion', quietStatuses: [404, 410] }),
  homeCleaningDirectDisabledDates: endpointRef<(typeof contract)['homeCleaningDirectDisabledDates']>('booking.homeCleaningDirectDisabledDates', { method: 'GET', path: '/v1/booking/home-cleaning-direct/disabled-dates' }),
};
