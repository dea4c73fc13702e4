import { z } from 'zod';
import { queryInt } from './common';
import { defineEndpoint } from './endpoint';
import { faqItemSchema, imageRefSchema, localeSchema, menuIdSchema, menusSchema, pageSchema, postSummarySchema, redirectionSchema, webConfigSchema } from './content.schemas';

/** Comma-separated list in a query string, e.g. `ids=header,footer`. */
const csv = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .max(2000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(100));

const slugSchema = z.string().min(1).max(300);
const pageNumber = queryInt(1, 1000);

/** Content calls (spec calls.md section 7, Content). All are anonymous GETs and honour preview. */
export const content = {
  menus: defineEndpoint({
    method: 'GET',
    path: '/v1/content/menus',
    query: z.object({ ids: csv(menuIdSchema) }),
    response: menusSchema,
    content: true,
  }),
  entry: defineEndpoint({
    method: 'GET',
    path: '/v1/content/entry',
    query: z.object({ slug: slugSchema }),
    response: pageSchema,
    content: true,
  }),
  entryPath: defineEndpoint({
    method: 'GET',
    path: '/v1/content/entry/path',
    query: z.object({ id: z.string().min(1).max(200) }),
    response: z.object({ path: z.string() }),
    content: true,
  }),
  posts: defineEndpoint({
    method: 'GET',
    path: '/v1/content/posts/:category',
    params: z.object({ category: z.string().min(1).max(100) }),
    query: z.object({
      tags: csv(z.string().max(100)).optional(),
      categories: csv(z.string().max(100)).optional(),
      page: pageNumber.optional(),
      omit: csv(z.string().max(200)).optional(),
      limit: queryInt(1, 50).optional(),
    }),
    response: z.object({
      items: z.array(postSummarySchema),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
    content: true,
  }),
  postTags: defineEndpoint({
    method: 'GET',
    path: '/v1/content/posts/:category/tags',
    params: z.object({ category: z.string().min(1).max(100) }),
    response: z.object({ items: z.array(z.object({ tag: z.string(), count: z.number().int() })) }),
    content: true,
  }),
  tags: defineEndpoint({
    method: 'GET',
    path: '/v1/content/tags',
    query: z.object({ target: z.enum(['post', 'page']).default('post') }),
    response: z.object({ items: z.array(z.string()) }),
    content: true,
  }),
  service: defineEndpoint({
    method: 'GET',
    path: '/v1/content/service',
    query: z
      .object({
        id: queryInt(1, 999_999_999).optional(),
        type: z.enum(['direct', 'rfp']).optional(),
        slug: z.string().max(300).optional(),
      })
      .refine((q) => q.id !== undefined || q.slug !== undefined, {
        message: 'common.formErrors.required',
        path: ['id'],
      }),
    response: z.object({
      productId: z.number().int(),
      type: z.enum(['direct', 'rfp']),
      business: z.boolean(),
      title: z.string(),
      slug: z.string(),
      path: z.string(),
      description: z.string(),
      image: imageRefSchema.optional(),
      /** The FAQ of the service's page (its first FAQ section), for the questions under its booking (`GET /v1/content/faq/{id}`). */
      faqId: z.string().optional(),
    }),
    content: true,
  }),
  additionalServices: defineEndpoint({
    method: 'GET',
    path: '/v1/content/additional-services',
    response: z.object({
      items: z.array(
        z.object({ id: z.string(), productId: z.number().int(), title: z.string(), description: z.string() }),
      ),
    }),
    content: true,
  }),
  accountImages: defineEndpoint({
    method: 'GET',
    path: '/v1/content/images/account',
    response: z.object({ items: z.array(z.object({ key: z.string(), image: imageRefSchema })) }),
    content: true,
  }),
  redirection: defineEndpoint({
    method: 'GET',
    path: '/v1/content/redirection',
    query: z.object({ path: z.string().min(1).max(2000) }),
    response: redirectionSchema,
    content: true,
    cacheMs: 0,
  }),
  faq: defineEndpoint({
    method: 'GET',
    path: '/v1/content/faq/:id',
    params: z.object({ id: z.string().min(1).max(200) }),
    response: z.object({ id: z.string(), title: z.string(), items: z.array(faqItemSchema) }),
    content: true,
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/v1/content/config',
    response: webConfigSchema,
    content: true,
  }),
  mapInternalLinks: defineEndpoint({
    method: 'GET',
    path: '/v1/content/map-internal-links',
    query: z.object({ links: csv(z.string().max(300)) }),
    response: z.object({ links: z.record(z.string(), z.string()) }),
    content: true,
  }),
  sitemapPosts: defineEndpoint({
    method: 'GET',
    path: '/v1/content/sitemap/posts',
    response: z.object({
      items: z.array(z.object({ path: z.string(), updatedAt: z.string(), locale: localeSchema })),
    }),
    content: true,
  }),
} as const;

/** Translation calls. */
export const translate = {
  path: defineEndpoint({
    method: 'GET',
    path: '/v1/translate/path',
    query: z.object({ path: z.string().min(1).max(2000), from: localeSchema, to: localeSchema }),
    response: z.object({ path: z.string() }),
  }),
  module: defineEndpoint({
    method: 'GET',
    path: '/v1/translate/module',
    query: z.object({ id: z.enum(['common', 'post', 'date', 'slug', 'location']) }),
    response: z.object({ id: z.string(), locale: localeSchema, messages: z.record(z.string(), z.string()) }),
  }),
} as const;

