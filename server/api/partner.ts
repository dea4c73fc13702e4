import type { FastifyInstance } from 'fastify';
import { partner } from '../../api/contract/partner';
import type { BookingDeps } from '../domain/booking/service';
import { createPartnerApplications, partnerHomeCleaningConfig, partnerOf } from '../domain/partners';
import { clientKey } from '../http/clientKey';
import { handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/**
 * Partner calls over HTTP (calls.md section 7, Partner): a partner's widget
 * reads the partner and its home-cleaning terms; companies apply to sales.
 * The rules are in `server/domain/partners.ts`.
 */
export function registerPartner(app: FastifyInstance, { database, outbox, clock }: ApiDeps, booking: BookingDeps): void {
  const applications = createPartnerApplications(database.db, outbox, clock);
  handle(app, partner.get, ({ query }) => partnerOf(database.db, query.id, query.sessionId));
  // The partner's data qualifies the booking, not the configuration: it is checked here and stored with the booking that sends it.
  handle(app, partner.homeCleaningConfig, ({ query, locale }) => partnerHomeCleaningConfig(booking, query, locale));
  handle(app, partner.apply, async ({ body, locale, request }) => {
    await applications.apply(clientKey(request.ip), body, locale);
    return { ok: true as const };
  });
  handle(app, partner.employeeBenefits, async ({ body, locale, request }) => {
    await applications.employeeBenefits(clientKey(request.ip), body, locale);
    return { ok: true as const };
  });
}
