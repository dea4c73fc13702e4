import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { registerTestApp } from '../eid/testApp';
import { HttpError } from '../http/endpoint';
import { recordStaffAction, type StaffAction } from '../domain/staff/audit';
import { DirectoryTokenStore } from '../http/directoryAuth';
import { SessionStore } from '../http/session';
import { registerAnalytics } from './analytics';
import { registerAuth } from './auth';
import { bookingDepsOf, registerBooking } from './booking';
import { registerCalendar } from './calendar';
import { registerCareer } from './career';
import { registerConsents } from './consents';
import { registerContent } from './content';
import { registerCustomer } from './customer';
import { registerDirectory } from './directory';
import { registerDirectorySignOn } from './directorySignOn';
import type { ApiDeps } from './deps';
import { registerEditor } from './editor';
import { EidOrders } from './eidOrders';
import { registerHealth } from './health';
import { registerImages } from './images';
import { clientKey } from '../http/clientKey';
import { registerContact } from './contact';
import { registerLocation } from './location';
import { registerPartner } from './partner';
import { registerStaff } from './staff';
import { registerTranslate } from './translate';

/** Registers every `/api` module. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(fastifyCookie);
  // Limits apply only where a route asks for one (the login calls); a refusal is a 429 with a body.
  // Every limit counts a client as `clientKey` says (an IPv6 client by its /64).
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests; try again in ${context.after}`),
  });
  app.decorate('sessionStore', new SessionStore(deps.database.db, deps.clock, { trustProxy: deps.config.trustProxy }));
  app.decorate('directoryTokens', new DirectoryTokenStore(deps.database.db, deps.clock));
  app.decorate('staffAudit', (action: StaffAction) => recordStaffAction(deps.database.db, new Date(deps.clock.now()), action));
  app.decorate('apiSettings', { checkResponses: deps.config.dev });
  // One machinery for every e-ID order (logins and signatures): their rate limits and the sweep of abandoned orders are shared.
  const eidOrders = new EidOrders(app, deps.database.db, deps.eid, deps.clock, deps.config.trustProxy, deps.config.eid.rateLimits);
  app.decorate('eidOrders', eidOrders);
  eidOrders.abandoned.start();
  app.addHook('onClose', () => eidOrders.abandoned.stop());
  registerHealth(app, deps);
  registerContent(app, deps);
  registerTranslate(app, deps);
  registerCalendar(app, deps);
  registerLocation(app, deps);
  registerContact(app, deps);
  registerCareer(app, deps);
  registerConsents(app, deps);
  registerAnalytics(app, deps);
  registerImages(app, deps);
  registerAuth(app, deps);
  registerCustomer(app, deps);
  // One set for the customer's and customer service's bookings: one hourly limit of confirmations per address.
  const booking = bookingDepsOf(app, deps);
  registerBooking(app, booking);
  registerDirectory(app, deps);
  registerDirectorySignOn(app, deps);
  registerStaff(app, deps, booking);
  registerPartner(app, deps, booking);
  registerEditor(app, deps);
  // The simulator's phone only exists when the simulator is the provider.
  if (deps.simulator) await registerTestApp(app, deps.simulator, deps.config.eid.simulator, deps.eidRpService);
}
