import type { FastifyInstance } from 'fastify';
import { site } from '../../api/contract/site';
import { handle, notFound } from '../http/endpoint';
import { findArea, productsInRegion } from '../store/catalog';
import type { ApiDeps } from './deps';

/** Postal codes: the city of one, and the products offered there. */
export function registerLocation(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;

  handle(app, site.city, async ({ query }) => {
    const area = await findArea(db, query.areaCode);
    if (!area) throw notFound();
    return { city: area.city, areaCode: area.areaCode };
  });

  handle(app, site.catalog, async ({ query }) => {
    const area = await findArea(db, query.areaCode);
    if (!area) throw notFound();
    const products = await productsInRegion(db, area.region);
    return {
      areaCode: area.areaCode,
      items: products.map(({ productId, type, business, isMulti }) => ({ productId, type, business, isMulti })),
    };
  });
}
