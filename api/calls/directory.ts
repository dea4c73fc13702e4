// Written by `npm run contract:calls` from api/contract/directory.ts; `npm test` fails when it is out of date.
import type { directory as contract } from '../contract/directory';
import { endpointRef } from '../contract/meta';

/** The `directory` calls of the contract, without their schemas (see `api/contract/meta.ts`). */
export const directory = {
  me: endpointRef<(typeof contract)['me']>('directory.me', { method: 'GET', path: '/v1/directory/me', auth: 'directory', cacheMs: 0 }),
  renewToken: endpointRef<(typeof contract)['renewToken']>('directory.renewToken', { method: 'POST', path: '/v1/directory/token', auth: 'directory' }),
  logout: endpointRef<(typeof contract)['logout']>('directory.logout', { method: 'POST', path: '/v1/directory/logout', auth: 'directory', idempotent: true }),
  staffAudit: endpointRef<(typeof contract)['staffAudit']>('directory.staffAudit', { method: 'GET', path: '/v1/directory/staff-audit', auth: 'directory', roles: ['admin'], cacheMs: 0 }),
};
