import type { FastifyInstance } from 'fastify';
import { registerAnalytics } from './analytics';
import { registerCalendar } from './calendar';
import { registerCareer } from './career';
import { registerConsents } from './consents';
import { registerContent } from './content';
import type { ApiDeps } from './deps';
import { registerHealth } from './health';
import { registerImages } from './images';
import { registerLocation } from './location';
import { registerTranslate } from './translate';

/** Registers every `/api` module. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerHealth(app, deps);
  registerContent(app, deps);
  registerTranslate(app, deps);
  registerCalendar(app, deps);
  registerLocation(app, deps);
  registerCareer(app, deps);
  registerConsents(app, deps);
  registerAnalytics(app, deps);
  registerImages(app, deps);
}
