import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { areas, products, regionProducts } from '../db/schema';
import { postTownOf } from '../domain/postalTowns';

/** Reads of the product catalogue and the postal codes served. */

export interface ProductRecord {
  productId: number;
  key: string;
  type: 'direct' | 'rfp';
  business: boolean;
  isMulti: boolean;
}

export async function findProduct(db: Db, productId: number): Promise<ProductRecord | undefined> {
  const [row] = await db.select().from(products).where(eq(products.productId, productId)).limit(1);
  return row as ProductRecord | undefined;
}

export async function findArea(db: Db, areaCode: string): Promise<{ areaCode: string; city: string; region: string } | undefined> {
  const [row] = await db.select().from(areas).where(eq(areas.areaCode, areaCode)).limit(1);
  return row;
}

/** Whether a region offers a product. */
export async function regionOffers(db: Db, region: string, productId: number): Promise<boolean> {
  const [offered] = await db
    .select({ region: regionProducts.region })
    .from(regionProducts)
    .where(and(eq(regionProducts.region, region), eq(regionProducts.productId, productId)))
    .limit(1);
  return offered !== undefined;
}

/**
 * A postal code that exists: a served one with its town and region, or one we
 * do not serve (no region) with the post town of its range. `undefined` when
 * no Swedish postal code looks like it.
 */
export async function lookupPostalCode(db: Db, areaCode: string): Promise<{ areaCode: string; city: string; region: string | null } | undefined> {
  const served = await findArea(db, areaCode);
  if (served) return served;
  const town = postTownOf(areaCode);
  return town === undefined ? undefined : { areaCode, city: town, region: null };
}

/** Products offered in a region, by product id. */
export async function productsInRegion(db: Db, region: string): Promise<ProductRecord[]> {
  const rows = await db
    .select({
      productId: products.productId,
      key: products.key,
      type: products.type,
      business: products.business,
      isMulti: products.isMulti,
    })
    .from(regionProducts)
    .innerJoin(products, eq(products.productId, regionProducts.productId))
    .where(eq(regionProducts.region, region))
    .orderBy(asc(products.productId));
  return rows as ProductRecord[];
}
