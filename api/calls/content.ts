// Written by `npm run contract:calls` from api/contract/content.ts; `npm test` fails when it is out of date.
import type { content as contract } from '../contract/content';
import { endpointRef } from '../contract/meta';

/** The `content` calls of the contract, without their schemas (see `api/contract/meta.ts`). */
export const content = {
  menus: endpointRef<(typeof contract)['menus']>('content.menus', { method: 'GET', path: '/v1/content/menus', content: true }),
  entry: endpointRef<(typeof contract)['entry']>('content.entry', { method: 'GET', path: '/v1/content/entry', content: true }),
  entryPath: endpointRef<(typeof contract)['entryPath']>('content.entryPath', { method: 'GET', path: '/v1/content/entry/path', content: true }),
  posts: endpointRef<(typeof contract)['posts']>('content.posts', { method: 'GET', path: '/v1/content/posts/:category', content: true }),
  postTags: endpointRef<(typeof contract)['postTags']>('content.postTags', { method: 'GET', path: '/v1/content/posts/:category/tags', content: true }),
  tags: endpointRef<(typeof contract)['tags']>('content.tags', { method: 'GET', path: '/v1/content/tags', content: true }),
  service: endpointRef<(typeof contract)['service']>('content.service', { method: 'GET', path: '/v1/content/service', content: true }),
  additionalServices: endpointRef<(typeof contract)['additionalServices']>('content.additionalServices', { method: 'GET', path: '/v1/content/additional-services', content: true }),
  accountImages: endpointRef<(typeof contract)['accountImages']>('content.accountImages', { method: 'GET', path: '/v1/content/images/account', content: true }),
  redirection: endpointRef<(typeof contract)['redirection']>('content.redirection', { method: 'GET', path: '/v1/content/redirection', content: true, cacheMs: 0 }),
  faq: endpointRef<(typeof contract)['faq']>('content.faq', { method: 'GET', path: '/v1/content/faq/:id', content: true }),
  config: endpointRef<(typeof contract)['config']>('content.config', { method: 'GET', path: '/v1/content/config', content: true }),
  mapInternalLinks: endpointRef<(typeof contract)['mapInternalLinks']>('content.mapInternalLinks', { method: 'GET', path: '/v1/content/map-internal-links', content: true }),
  sitemapPosts: endpointRef<(typeof contract)['sitemapPosts']>('content.sitemapPosts', { method: 'GET', path: '/v1/content/sitemap/posts', content: true }),
};
