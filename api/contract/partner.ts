import { z } from 'zod';
import { homeCleaningConfigSchema } from './booking';
import { ackSchema, freeText, oreSchema, queryInt, zipCodeSchema } from './common';
import { defineEndpoint } from './endpoint';
import { CAMPAIGN_CODE_MAX_LENGTH, COMPANY_TEXT_MAX_LENGTH, EMPLOYEES_MAX, PARTNER_MESSAGE_MAX_LENGTH } from '../validators/constants';
import { emailSchema, orgNumberSchema, phoneSchema, ssnSchema, websiteUrlSchema } from '../validators/schemas';

const required = 'common.formErrors.required';
const maxLength = 'common.formErrors.maxLength';
const text = (max: number) => z.string().trim().min(1, required).max(max, maxLength);

/** A partner whose customers book through us (the partner booking widget). */
const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Image id of the partner's logo, for `imageUrl`. */
  logo: z.string().optional(),
  /** Product ids the partner offers. */
  products: z.array(z.number().int()),
  campaignCode: z.string().optional(),
  /** Values the partner already knows about its customer, to prefill the form. */
  prefill: z
    .object({ zipCode: z.string().optional(), firstName: z.string().optional(), lastName: z.string().optional() })
    .optional(),
});

/** Data a partner passes about its customer (flat key → value). */
const partnerDataSchema = z
  .record(z.string().min(1).max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
  .refine((data) => Object.keys(data).length <= 50, { message: 'tooManyFields' });

const companyFields = {
  companyName: text(COMPANY_TEXT_MAX_LENGTH),
  orgNumber: orgNumberSchema,
  contactName: text(COMPANY_TEXT_MAX_LENGTH),
  email: emailSchema,
  phone: phoneSchema,
  message: freeText(PARTNER_MESSAGE_MAX_LENGTH).optional(),
};

/** Partner calls (calls.md section 7, Partner). */
export const partner = {
  /** A partner by id; `sessionId` is the partner's own session for its customer (opaque to us). */
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/partner',
    query: z.object({ id: z.string().min(1).max(100), sessionId: z.string().max(500).optional() }),
    response: partnerSchema,
  }),
  /**
   * Home-cleaning configuration with the partner's terms. The parameters are
   * the spec's; `ssn` identifies the partner's customer (it travels in the
   * query, so the server must keep it out of its access log).
   */
  homeCleaningConfig: defineEndpoint({
    method: 'POST',
    path: '/v2/partner/booking/home-cleaning/config',
    query: z.object({
      partnerName: z.string().min(1).max(100),
      ssn: ssnSchema.optional(),
      areaCode: zipCodeSchema,
      campaignCode: z.string().max(CAMPAIGN_CODE_MAX_LENGTH).optional(),
    }),
    body: partnerDataSchema,
    response: homeCleaningConfigSchema.extend({
      partnerName: z.string(),
      campaignCode: z.string().optional(),
      /** Partner discount per hour, in öre. */
      discountPerHour: oreSchema.optional(),
    }),
    // Reads a configuration; the body only qualifies it.
    idempotent: true,
  }),
  /** Application to become a partner. */
  apply: defineEndpoint({
    method: 'POST',
    path: '/v1/partner/new',
    body: z.object({ ...companyFields, website: websiteUrlSchema.optional() }),
    response: ackSchema,
    idempotent: false,
  }),
  /** An employer's interest in home services as an employee benefit. */
  employeeBenefits: defineEndpoint({
    method: 'POST',
    path: '/v1/partner/employee-benefits',
    body: z.object({ ...companyFields, employees: queryInt(1, EMPLOYEES_MAX) }),
    response: ackSchema,
    idempotent: false,
  }),
} as const;
