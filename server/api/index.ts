import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from './deps';
import { registerHealth } from './health';

/** Registers every `/api` module. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerHealth(app, deps);
}
