import { z } from 'zod';
import { serviceIdSchema } from '../productSchema';
import { dayInputSchema, dayRange, instantInputSchema } from './common';
import { defineEndpoint } from './endpoint';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '../validators/constants';
import { emailSchema, phoneSchema, postalCodeSchema } from '../validators/schemas';

/** A Swedish postal code as sent by forms: five digits, a space allowed after the third. */
const areaCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{5}$/, 'common.formErrors.areaCode'));

/** The message of the contact form's refusal (429) when a client or an address has sent too many messages within the hour. */
export const CONTACT_TOO_MANY_MESSAGES = 'shell.contact.message.tooMany';

const consentCategoriesSchema = z.object({
  necessary: z.literal(true),
  performance: z.boolean(),
  statistics: z.boolean(),
  marketing: z.boolean(),
});
export type ConsentCategories = z.infer<typeof consentCategoriesSchema>;

const CONSENT_LEVELS = ['necessary', 'performance', 'statistics', 'marketing'] as const;

/** The stored consent record (spec: categories, date, levels, revision). */
export const consentRecordSchema = z
  .object({
    categories: consentCategoriesSchema,
    /** ISO timestamp of the choice. */
    date: instantInputSchema,
    /** The granted categories, in the order of `categories`. */
    levels: z.array(z.enum(CONSENT_LEVELS)).max(CONSENT_LEVELS.length),
    revision: z.string().regex(/^\d{1,3}\.\d{1,3}$/),
  })
  .refine(
    (record) => record.levels.join() === CONSENT_LEVELS.filter((level) => record.categories[level]).join(),
    { message: 'levelsMismatch', path: ['levels'] },
  );
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

const consentHash = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'invalidConsentHash');

const productTypeSchema = z.enum(['direct', 'rfp']);

const catalogProductSchema = z.object({
  productId: z.number().int(),
  type: productTypeSchema,
  business: z.boolean(),
  isMulti: z.boolean(),
  /** Present when the customer already has a subscription of this product. */
  orderId: z.string().optional(),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

const holidaySchema = z.object({ date: z.string(), name: z.string() });

/** Calendar, location, product, career, consent and analytics calls. */
export const site = {
  holidays: defineEndpoint({
    method: 'GET',
    path: '/v2/calendar/holidays',
    query: z
      .object({
        from: dayInputSchema.optional(),
        to: dayInputSchema.optional(),
      })
      .superRefine(dayRange('from', 'to')),
    response: z.object({ items: z.array(holidaySchema) }),
  }),
  city: defineEndpoint({
    method: 'GET',
    path: '/v1/location/city',
    query: z.object({ areaCode: areaCodeSchema }),
    response: z.object({ city: z.string(), areaCode: z.string() }),
    quietStatuses: [404],
  }),
  /** The products offered at a postal code: none at a real code we do not serve; 404 for a code that does not exist. */
  catalog: defineEndpoint({
    /** A logged-in customer's products carry their subscription's id. */
    session: 'optional',
    method: 'GET',
    path: '/v2/product/catalog',
    query: z.object({ areaCode: areaCodeSchema }),
    response: z.object({ areaCode: z.string(), items: z.array(catalogProductSchema) }),
  }),
  /**
   * "Tell me when you come here": an e-mail address to write to when we serve
   * a postal code (and, from a single service's form, that service). The
   * same address and code stored twice is one entry, so a retry is harmless;
   * the answer is the same whether the address was new or not.
   */
  areaInterest: defineEndpoint({
    cacheControl: 'no-store',
    method: 'POST',
    path: '/v1/location/interest',
    body: z.object({
      areaCode: postalCodeSchema,
      email: emailSchema,
      productId: serviceIdSchema.optional(),
    }),
    response: z.object({ areaCode: z.string() }),
    idempotent: true,
  }),
  /**
   * A visitor's message to customer service from the contact dialog (a 429
   * with `CONTACT_TOO_MANY_MESSAGES` past the hour's limit): sent on
   * to customer service, with a receipt to the sender. Not retried by the
   * client: a message goes once.
   */
  contactMessage: defineEndpoint({
    cacheControl: 'no-store',
    method: 'POST',
    path: '/v1/contact/message',
    body: z.object({
      name: z.string().trim().min(1, 'common.formErrors.required').max(CONTACT_NAME_MAX_LENGTH, 'common.formErrors.maxLength'),
      email: emailSchema,
      phone: phoneSchema.optional(),
      message: z.string().trim().min(1, 'common.formErrors.required').max(CONTACT_MESSAGE_MAX_LENGTH, 'common.formErrors.maxLength'),
    }),
    response: z.object({ sent: z.literal(true) }),
  }),
  careerJobs: defineEndpoint({
    method: 'GET',
    path: '/v1/career/jobs',
    response: z.object({
      items: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          city: z.string(),
          department: z.string(),
          publishedAt: z.string(),
          applyUrl: z.string(),
        }),
      ),
    }),
  }),
  consentGet: defineEndpoint({
    cacheControl: 'no-store',
    method: 'GET',
    path: '/v1/consents/:hash',
    params: z.object({ hash: consentHash }),
    response: consentRecordSchema,
    cacheMs: 0,
  }),
  consentPost: defineEndpoint({
    method: 'POST',
    path: '/v1/consents/:hash',
    params: z.object({ hash: consentHash }),
    body: consentRecordSchema,
    response: consentRecordSchema,
    // Storing the same record twice under its hash is harmless.
    idempotent: true,
  }),
  heapTrack: defineEndpoint({
    method: 'POST',
    path: '/v1/heap/track',
    body: z
      .object({
        app_id: z.string().min(1).max(100),
        identity: z.string().max(200).optional(),
        user_id: z.string().max(200).optional(),
        idempotency_key: z.string().min(8).max(200),
        events: z
          .array(
            z.object({
              event: z.string().min(1).max(200),
              properties: z
                .record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
                // The site's events say a few things each: a bound keeps one call's worth of storage small.
                .refine((properties) => Object.keys(properties).length <= 30, { message: 'common.formErrors.maxLength' })
                .optional(),
              timestamp: instantInputSchema.optional(),
            }),
          )
          .min(1)
          .max(100),
      })
      .refine((b) => b.identity !== undefined || b.user_id !== undefined, {
        message: 'common.formErrors.required',
        path: ['identity'],
      }),
    response: z.object({ accepted: z.number().int() }),
    // The idempotency key makes a repeated track a no-op on the server.
    idempotent: true,
  }),
  health: defineEndpoint({
    cacheControl: 'no-store',
    method: 'GET',
    path: '/health',
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
      version: z.string(),
    }),
    cacheMs: 0,
  }),
} as const;
