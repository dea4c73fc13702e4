import { sql } from 'drizzle-orm';
import type { Db } from '../index';
import type { SeedStep } from './index';
import {
  areaRanges,
  contentEntries,
  images,
  jobs,
  menus,
  products,
  redirections,
  regionProducts,
  translationModules,
  webConfig,
} from '../schema';
import { areaRangesOf } from '../../domain/serviceAreas';
import { buildContent } from './build';
import { renderSeedImages } from './images';
import { contentSource, type ContentSource } from './source';

/**
 * Seed steps of the content and site data. Each step replaces what it owns
 * (or upserts rows other tables may point at), so a new seed revision can run
 * over an older database.
 */

async function insertInChunks<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) await insert(items.slice(start, start + size));
}

function catalogStep(source: ContentSource = contentSource): SeedStep {
  return {
    name: 'catalog: products, areas and regions',
    async run(db: Db) {
      const { shared } = source;
      await db.delete(regionProducts);
      await db
        .insert(products)
        .values(
          shared.products.map((product) => ({
            productId: product.productId,
            key: product.key,
            type: product.type,
            business: product.business,
            isMulti: product.isMulti,
          })),
        )
        .onConflictDoUpdate({
          target: products.productId,
          set: {
            key: sql`excluded.key`,
            type: sql`excluded.type`,
            business: sql`excluded.business`,
            isMulti: sql`excluded.is_multi`,
          },
        });
      await db.delete(areaRanges);
      await db.insert(areaRanges).values(areaRangesOf(shared.serviceAreas));
      const ids = new Map(shared.products.map((product) => [product.key as string, product.productId]));
      await db.insert(regionProducts).values(
        Object.entries(shared.regions).flatMap(([region, keys]) =>
          keys.map((key) => ({ region, productId: ids.get(key) as number })),
        ),
      );
    },
  };
}

function imagesStep(source: ContentSource = contentSource): SeedStep {
  return {
    name: 'images',
    async run(db: Db) {
      const rendered = await renderSeedImages(source.shared.images);
      await insertInChunks(rendered, 10, (chunk) =>
        db
          .insert(images)
          .values(chunk)
          .onConflictDoUpdate({
            target: images.id,
            set: { mime: sql`excluded.mime`, bytes: sql`excluded.bytes`, width: sql`excluded.width`, height: sql`excluded.height` },
          }),
      );
    },
  };
}

function contentStep(source: ContentSource = contentSource): SeedStep {
  return {
    name: 'content: entries, menus, web config, translations, redirections, jobs',
    async run(db: Db) {
      const built = buildContent(source);
      await db.delete(contentEntries);
      await insertInChunks(built.entries, 50, (chunk) => db.insert(contentEntries).values(chunk));
      await db.delete(menus);
      await db.insert(menus).values(built.menus);
      await db.delete(webConfig);
      await db.insert(webConfig).values(built.webConfig);
      await db.delete(translationModules);
      await db.insert(translationModules).values(built.modules);
      await db.delete(redirections);
      await db.insert(redirections).values(built.redirections);
      await db.delete(jobs);
      await db.insert(jobs).values(built.jobs);
    },
  };
}

/** The steps this module adds to the seed, in order. */
export const contentSeedSteps: SeedStep[] = [catalogStep(), imagesStep(), contentStep()];
