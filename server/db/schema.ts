import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Binary column; PGlite and node-postgres both hand back bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Which seed revision the database holds; seeding runs when it is behind. */
export const seedRuns = pgTable('seed_runs', {
  revision: integer('revision').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Content entries in both languages. Language versions of one entry share
 * `entryId`; `(locale, slug)` is unique among published and draft entries.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    entryId: text('entry_id').notNull(),
    locale: text('locale').notNull(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').notNull(),
    published: boolean('published').notNull().default(true),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_locale_slug').on(t.locale, t.type, t.slug),
    index('content_entries_entry').on(t.entryId),
    index('content_entries_category').on(t.locale, t.type, t.category),
  ],
);

export const menus = pgTable(
  'menus',
  {
    menuId: text('menu_id').notNull(),
    locale: text('locale').notNull(),
    items: jsonb('items').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.locale] })],
);

/** Stored redirections, checked before a 404 is shown. */
export const redirections = pgTable('redirections', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  type: integer('type').notNull(),
});

export const webConfig = pgTable('web_config', {
  locale: text('locale').primaryKey(),
  data: jsonb('data').notNull(),
});

/** Translation modules (`common`, `post`, `date`, `slug`, `location`) per language. */
export const translationModules = pgTable(
  'translation_modules',
  {
    moduleId: text('module_id').notNull(),
    locale: text('locale').notNull(),
    messages: jsonb('messages').notNull(),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.locale] })],
);

/** Postal codes served, with their city. */
export const areas = pgTable('areas', {
  areaCode: text('area_code').primaryKey(),
  city: text('city').notNull(),
  region: text('region').notNull(),
});

export const products = pgTable('products', {
  productId: integer('product_id').primaryKey(),
  key: text('key').notNull().unique(),
  type: text('type').notNull(),
  business: boolean('business').notNull(),
  isMulti: boolean('is_multi').notNull().default(false),
});

/** Which products are offered in which region. */
export const regionProducts = pgTable(
  'region_products',
  {
    region: text('region').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
  },
  (t) => [primaryKey({ columns: [t.region, t.productId] })],
);

export const jobs = pgTable('jobs', {
  id: text('id').primaryKey(),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  city: text('city').notNull(),
  department: text('department').notNull(),
  applyUrl: text('apply_url').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const consents = pgTable('consents', {
  hash: text('hash').primaryKey(),
  record: jsonb('record').notNull(),
  userAgent: text('user_agent'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Analytics events, stored once per idempotency key: `seq` numbers the events
 * of one track call, so a concurrent repeat of the same call conflicts on the
 * unique index instead of storing the events twice.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    appId: text('app_id').notNull(),
    identity: text('identity').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    seq: integer('seq').notNull(),
    event: text('event').notNull(),
    properties: jsonb('properties'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('analytics_events_key').on(t.appId, t.idempotencyKey, t.seq)],
);

/** Source images (seeded or uploaded), resized on request. */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});
