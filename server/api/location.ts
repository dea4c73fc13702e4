import type { FastifyInstance } from 'fastify';
import { site } from '../../api/contract/site';
import { formErrorMessage } from '../../api/validators/messages';
import { badRequest, handle, notFound } from '../http/endpoint';
import { addAreaInterest } from '../store/areaInterests';
import { lookupPostalCode, productsInRegion } from '../store/catalog';
import { activeSubscriptionsAt } from '../store/subscriptions';
import type { ApiDeps } from './deps';

/**
 * Postal codes: the town of one, the products offered there, and the list of
 * visitors waiting for us to come to a code we do not serve yet.
 */
export function registerLocation(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;

  /** The town of a code that exists, served or not; 404 only for a code no Swedish address has. */
  handle(app, site.city, async ({ query }) => {
    const known = await lookupPostalCode(db, query.areaCode);
    if (!known) throw notFound();
    return { city: known.city, areaCode: known.areaCode };
  });

  /**
   * The products offered at a postal code; none at a real code we do not
   * serve, 404 for a code that does not exist. The session is optional: for
   * a logged-in customer, a product they already subscribe to at an address
   * with this postal code carries the subscription's id as `orderId` (the
   * site then offers to manage it instead of booking it again). An unknown
   * or expired session gets the anonymous answer, never a 401.
   */
  handle(app, site.catalog, async ({ query, session }) => {
    const known = await lookupPostalCode(db, query.areaCode);
    if (!known) throw notFound();
    if (known.region === null) return { areaCode: known.areaCode, items: [] };
    const products = await productsInRegion(db, known.region);
    const held = session?.customerId ? await activeSubscriptionsAt(db, session.customerId, known.areaCode) : new Map<number, string>();
    return {
      areaCode: known.areaCode,
      items: products.map(({ productId, type, business, isMulti }) => {
        const orderId = held.get(productId);
        return { productId, type, business, isMulti, ...(orderId ? { orderId } : {}) };
      }),
    };
  });

  /**
   * Stores an address to write to when we come to a postal code. The answer
   * does not tell whether the address was already on the list.
   */
  handle(app, site.areaInterest, async ({ body, locale }) => {
    if (!(await lookupPostalCode(db, body.areaCode))) throw badRequest([{ field: 'body.areaCode', message: formErrorMessage('areaCode') }]);
    await addAreaInterest(db, { areaCode: body.areaCode, email: body.email, productId: body.productId ?? null, locale });
    return { areaCode: body.areaCode };
  });
}
