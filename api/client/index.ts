/** The call layer: `createApiClient` and what it is configured and observed with. */
export { createApiClient } from './client';
export * from './constants';
export * from './types';
export * from './unauthorized';
export * from './userId';
export * from '../errors';
