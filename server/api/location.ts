import type { FastifyInstance } from 'fastify';
import { site } from '../../api/contract/site';
import { handle, notFound } from '../http/endpoint';
import { sessionIdOf } from '../http/session';
import { findArea, productsInRegion } from '../store/catalog';
import { activeSubscriptionsAt } from '../store/subscriptions';
import type { ApiDeps } from './deps';

/** Postal codes: the city of one, and the products offered there. */
export function registerLocation(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;

  handle(app, site.city, async ({ query }) => {
    const area = await findArea(db, query.areaCode);
    if (!area) throw notFound();
    return { city: area.city, areaCode: area.areaCode };
  });

  /**
   * The products offered at a postal code. The session is optional: for a
   * logged-in customer, a product they already subscribe to at an address
   * with this postal code carries the subscription's id as `orderId` (the
   * site then offers to manage it instead of booking it again). An unknown
   * or expired session gets the anonymous answer, never a 401.
   */
  handle(app, site.catalog, async ({ query, request, reply }) => {
    const area = await findArea(db, query.areaCode);
    if (!area) throw notFound();
    const products = await productsInRegion(db, area.region);
    const session = await app.sessionStore.find(sessionIdOf(request));
    const held = session?.customerId ? await activeSubscriptionsAt(db, session.customerId, area.areaCode) : new Map<number, string>();
    // An answer that depends on who asks must not be shared by caches.
    if (session) reply.header('Cache-Control', 'private, no-store');
    return {
      areaCode: area.areaCode,
      items: products.map(({ productId, type, business, isMulti }) => {
        const orderId = held.get(productId);
        return { productId, type, business, isMulti, ...(orderId ? { orderId } : {}) };
      }),
    };
  });
}
