// Written by `npm run contract:calls` from api/contract/editor.ts; `npm test` fails when it is out of date.
import type { editor as contract } from '../contract/editor';
import { endpointRef } from '../contract/meta';

/** The `editor` calls of the contract, without their schemas (see `api/contract/meta.ts`). */
export const editor = {
  entry: endpointRef<(typeof contract)['entry']>('editor.entry', { method: 'GET', path: '/v1/editor/entries/:id/:locale', auth: 'directory', roles: ['editor'], cacheMs: 0 }),
  saveDraft: endpointRef<(typeof contract)['saveDraft']>('editor.saveDraft', { method: 'PUT', path: '/v1/editor/entries/:id/:locale/draft', auth: 'directory', roles: ['editor'] }),
  discardDraft: endpointRef<(typeof contract)['discardDraft']>('editor.discardDraft', { method: 'DELETE', path: '/v1/editor/entries/:id/:locale/draft', auth: 'directory', roles: ['editor'] }),
  publish: endpointRef<(typeof contract)['publish']>('editor.publish', { method: 'POST', path: '/v1/editor/entries/:id/:locale/publish', auth: 'directory', roles: ['editor'], idempotent: true }),
};
