import { asc } from 'drizzle-orm';
import type { Db } from '../db';
import { areaRanges, products, regionProducts } from '../db/schema';
import { postTownOf } from '../domain/postalTowns';
import { regionServing, type AreaRange } from '../domain/serviceAreas';

/** Reads of the product catalogue and the postal codes served. */

interface ProductRecord {
  productId: number;
  key: string;
  type: 'direct' | 'rfp';
  business: boolean;
  isMulti: boolean;
}

/**
 * The catalogue as the hot calls read it (the products at a postal code, a
 * served area, a product): one snapshot per database, read at first use and
 * kept in memory, so the database is not asked the same question hundreds of
 * times a second. Only the seed writes these tables, and it drops the
 * snapshot when it does (`forgetCatalog`).
 */
interface CatalogSnapshot {
  products: Map<number, ProductRecord>;
  areaRanges: AreaRange[];
  /** Products offered per region, by product id. */
  offered: Map<string, ProductRecord[]>;
}

const snapshots = new WeakMap<Db, Promise<CatalogSnapshot>>();

async function readSnapshot(db: Db): Promise<CatalogSnapshot> {
  // One after the other: within the seed's transaction they share one connection.
  const productRows = await db.select().from(products).orderBy(asc(products.productId));
  const rangeRows = await db.select().from(areaRanges);
  const offerRows = await db.select().from(regionProducts);
  const byId = new Map(productRows.map((row) => [row.productId, row as ProductRecord]));
  const offered = new Map<string, ProductRecord[]>();
  for (const { region, productId } of offerRows) {
    const product = byId.get(productId);
    if (product) offered.set(region, [...(offered.get(region) ?? []), product]);
  }
  for (const list of offered.values()) list.sort((a, b) => a.productId - b.productId);
  return { products: byId, areaRanges: rangeRows, offered };
}

function snapshotOf(db: Db): Promise<CatalogSnapshot> {
  let snapshot = snapshots.get(db);
  if (!snapshot) {
    snapshot = readSnapshot(db);
    snapshots.set(db, snapshot);
    // A failed read is not kept: the next call reads again.
    snapshot.catch(() => snapshots.delete(db));
  }
  return snapshot;
}

/** Drops the in-memory catalogue of a database after its tables changed (the seed). */
export function forgetCatalog(db: Db): void {
  snapshots.delete(db);
}

export async function findProduct(db: Db, productId: number): Promise<ProductRecord | undefined> {
  return (await snapshotOf(db)).products.get(productId);
}

/** A postal code we serve (five digits), with its post town and the region serving it. */
export async function findArea(db: Db, areaCode: string): Promise<{ areaCode: string; city: string; region: string } | undefined> {
  const region = regionServing((await snapshotOf(db)).areaRanges, areaCode);
  const city = postTownOf(areaCode);
  // A range may span a prefix no code uses: such a code is still no postal code.
  return region === null || city === undefined ? undefined : { areaCode, city, region };
}

/** Whether a region offers a product. */
export async function regionOffers(db: Db, region: string, productId: number): Promise<boolean> {
  return ((await snapshotOf(db)).offered.get(region) ?? []).some((product) => product.productId === productId);
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
  return (await snapshotOf(db)).offered.get(region) ?? [];
}
