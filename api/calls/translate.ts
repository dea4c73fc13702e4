// Written by `npm run contract:calls` from api/contract/content.ts; `npm test` fails when it is out of date.
import type { translate as contract } from '../contract/content';
import { endpointRef } from '../contract/meta';

/** The `translate` calls of the contract, without their schemas (see `api/contract/meta.ts`). */
export const translate = {
  path: endpointRef<(typeof contract)['path']>('translate.path', { method: 'GET', path: '/v1/translate/path' }),
  module: endpointRef<(typeof contract)['module']>('translate.module', { method: 'GET', path: '/v1/translate/module' }),
};
