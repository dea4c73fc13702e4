import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { areas, products, regionProducts } from '../db/schema';

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
