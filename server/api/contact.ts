import type { FastifyInstance } from 'fastify';
import { site } from '../../api/contract/site';
import { createContactMessages } from '../domain/contactMessages';
import { clientKey } from '../http/clientKey';
import { handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/** The contact dialog's message to customer service (`createContactMessages` says what is sent and how often). */
export function registerContact(app: FastifyInstance, { outbox, clock }: ApiDeps): void {
  const messages = createContactMessages(outbox, clock);
  handle(app, site.contactMessage, async ({ body, locale, request }) => {
    await messages.send(clientKey(request.ip), { ...body, locale });
    return { sent: true as const };
  });
}
