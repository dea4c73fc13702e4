// Written by `npm run contract:calls` from api/contract/site.ts; `npm test` fails when it is out of date.
import type { site as contract } from '../contract/site';
import { endpointRef } from '../contract/meta';

/** The `site` calls of the contract, without their schemas (see `api/contract/meta.ts`). */
export const site = {
  holidays: endpointRef<(typeof contract)['holidays']>('site.holidays', { method: 'GET', path: '/v2/calendar/holidays' }),
  city: endpointRef<(typeof contract)['city']>('site.city', { method: 'GET', path: '/v1/location/city', quietStatuses: [404] }),
  catalog: endpointRef<(typeof contract)['catalog']>('site.catalog', { method: 'GET', path: '/v2/product/catalog', session: 'optional' }),
  areaInterest: endpointRef<(typeof contract)['areaInterest']>('site.areaInterest', { method: 'POST', path: '/v1/location/interest', cacheControl: 'no-store', idempotent: true }),
  contactMessage: endpointRef<(typeof contract)['contactMessage']>('site.contactMessage', { method: 'POST', path: '/v1/contact/message', cacheControl: 'no-store' }),
  careerJobs: endpointRef<(typeof contract)['careerJobs']>('site.careerJobs', { method: 'GET', path: '/v1/career/jobs' }),
  consentGet: endpointRef<(typeof contract)['consentGet']>('site.consentGet', { method: 'GET', path: '/v1/consents/:hash', cacheControl: 'no-store', cacheMs: 0 }),
  consentPost: endpointRef<(typeof contract)['consentPost']>('site.consentPost', { method: 'POST', path: '/v1/consents/:hash', idempotent: true }),
  heapTrack: endpointRef<(typeof contract)['heapTrack']>('site.heapTrack', { method: 'POST', path: '/v1/heap/track', idempotent: true }),
  health: endpointRef<(typeof contract)['health']>('site.health', { method: 'GET', path: '/health', cacheControl: 'no-store', cacheMs: 0 }),
};
