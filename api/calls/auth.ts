// Written by `npm run contract:calls` from api/contract/auth.ts; `npm test` fails when it is out of date.
import type { auth as contract } from '../contract/auth';
import { endpointRef } from '../contract/meta';

/** The `auth` calls of the contract, without their schemas (see `api/contract/meta.ts`). */
export const auth = {
  login: endpointRef<(typeof contract)['login']>('auth.login', { method: 'POST', path: '/v1/auth/login', cacheControl: 'no-store', bindsBrowser: true }),
  status: endpointRef<(typeof contract)['status']>('auth.status', { method: 'POST', path: '/v2/auth/status', cacheControl: 'no-store', idempotent: true }),
  cancel: endpointRef<(typeof contract)['cancel']>('auth.cancel', { method: 'POST', path: '/v1/auth/cancel', idempotent: true }),
  qr: endpointRef<(typeof contract)['qr']>('auth.qr', { method: 'POST', path: '/v1/auth/qr', cacheControl: 'no-store', idempotent: true }),
  logout: endpointRef<(typeof contract)['logout']>('auth.logout', { method: 'POST', path: '/v1/auth/logout', auth: 'customer', session: 'identified', idempotent: true }),
  switchAccount: endpointRef<(typeof contract)['switchAccount']>('auth.switchAccount', { method: 'POST', path: '/v2/auth/switch-account', auth: 'customer' }),
  chooseAccount: endpointRef<(typeof contract)['chooseAccount']>('auth.chooseAccount', { method: 'POST', path: '/v2/auth/choose-account', cacheControl: 'no-store' }),
  handoff: endpointRef<(typeof contract)['handoff']>('auth.handoff', { method: 'POST', path: '/v1/auth/handoff', auth: 'customer', session: 'identified' }),
  handoffExchange: endpointRef<(typeof contract)['handoffExchange']>('auth.handoffExchange', { method: 'POST', path: '/v1/auth/handoff/exchange', cacheControl: 'no-store' }),
};
