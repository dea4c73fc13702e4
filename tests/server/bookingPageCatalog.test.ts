import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_LACKS_PRODUCT } from '../../api/pageData';
import { pageSettings } from '../../api/pageSettings';
import { SERVICE_IDS } from '../../api/products';
import { loadBookingPage } from '../../pageLoads/loadBookingPage';
import { products, regionProducts } from '../../server/db/schema';
import { forgetCatalog } from '../../server/store/catalog';
import { startApi, type TestApi } from './helpers';

/**
 * A booking page whose product the catalog lacks (site.md §8): the server
 * logs 'Catalog does not include required product' with the product's id,
 * and the visitor gets the not-found page in their language, never the
 * wizard of a product nobody can book.
 */

let api: TestApi;
const lines: string[] = [];

beforeAll(async () => {
  api = await startApi('memory://', { logStream: { write: (line) => void lines.push(line) } });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

function pageLoad(locale: 'sv' | 'en') {
  const res = { statusCode: 200, setHeader: () => undefined };
  const ctx = { req: { cookies: {}, headers: { host: 'localhost:3000' }, socket: {} }, res, query: {}, params: {}, locale } as unknown as GetServerSidePropsContext;
  return { ctx, res };
}

type Loaded = { props?: { error?: { code: number; slug: string; metadata?: { productId?: number } }; page: { slug: string } | null } };

describe('a booking page and the catalog', () => {
  it('is the wizard’s page while the catalog holds its product', async () => {
    expect(await pageSettings().data.inCatalog(SERVICE_IDS.officeMoving)).toBe(true);
    const load = pageLoad('sv');
    const result = (await loadBookingPage(load.ctx, 'bookingOfficeMoving')) as Loaded;
    expect(result.props?.error ?? null).toBeNull();
    expect(load.res.statusCode).toBe(200);
  });

  it('is the not-found page in each language once the product is withdrawn, and the server logs why', async () => {
    const { db } = api.database;
    await db.delete(regionProducts).where(eq(regionProducts.productId, SERVICE_IDS.officeMoving));
    await db.delete(products).where(eq(products.productId, SERVICE_IDS.officeMoving));
    forgetCatalog(db);

    for (const locale of ['sv', 'en'] as const) {
      const load = pageLoad(locale);
      const result = (await loadBookingPage(load.ctx, 'bookingOfficeMoving')) as Loaded;
      expect(result.props?.error).toEqual({ code: 404, slug: '404', metadata: { productId: SERVICE_IDS.officeMoving } });
      expect(result.props?.page?.slug).toBe('error/404');
      expect(load.res.statusCode).toBe(404);
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; productId?: number }).filter((line) => line.msg === CATALOG_LACKS_PRODUCT);
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toMatchObject({ level: 50, productId: SERVICE_IDS.officeMoving });
  });
});
