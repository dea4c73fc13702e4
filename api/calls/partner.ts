// Written by `npm run contract:calls` from api/contract/partner.ts; `npm test` fails when it is out of date.
import type { partner as contract } from '../contract/partner';
import { endpointRef } from '../contract/meta';

/** The `partner` calls of the contract, without their schemas (see `api/contract/meta.ts`). */
export const partner = {
  get: endpointRef<(typeof contract)['get']>('partner.get', { method: 'GET', path: '/v1/partner' }),
  homeCleaningConfig: endpointRef<(typeof contract)['homeCleaningConfig']>('partner.homeCleaningConfig', { method: 'POST', path: '/v2/partner/booking/home-cleaning/config', idempotent: true }),
  apply: endpointRef<(typeof contract)['apply']>('partner.apply', { method: 'POST', path: '/v1/partner/new' }),
  employeeBenefits: endpointRef<(typeof contract)['employeeBenefits']>('partner.employeeBenefits', { method: 'POST', path: '/v1/partner/employee-benefits' }),
};
